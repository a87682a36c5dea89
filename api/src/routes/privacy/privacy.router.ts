/** Erasure of a person's data on request (owners and administrators). */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import type { AppDeps } from '../../deps';
import type { Privacy } from '../../services/privacy.service';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

export function privacyRouter({ config, checkAnswers }: AppDeps, privacy: Privacy) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));

  on(routes.privacy.erase, ({ ctx, actor, body }) => {
    noStore(ctx);
    return privacy.erase(actor, body.email);
  });

  return router;
}
