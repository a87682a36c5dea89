/** Erasure of a person's data on request (owners and administrators). */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import { eraseInput } from '@northbeam/shared/contract/workspace';
import type { AppDeps } from '../../deps';
import { parseBody } from '../../middleware/validate';
import type { Privacy } from '../../services/privacy.service';
import { declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

export function privacyRouter({ config }: AppDeps, privacy: Privacy) {
  const router = new Router();
  const on = declaredRoutes(router, config);

  on(routes.privacy.erase, async (ctx) => {
    const { email } = parseBody(ctx, eraseInput);
    noStore(ctx);
    ctx.body = await privacy.erase(ctx, email);
  });

  return router;
}
