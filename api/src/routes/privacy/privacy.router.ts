/** Erasure of a person's data on request (owners and administrators). */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import type { Privacy } from '../../services/privacy.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

export function privacyRouter({
  routing,
  privacy,
}: {
  routing: DeclaredRoutesOptions;
  privacy: Privacy;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  on(routes.privacy.erase, ({ ctx, actor, body }) => {
    noStore(ctx);
    return privacy.erase(actor, body.email);
  });

  return router;
}
