/** Search: the site's (public, limited), the admin's palette, past candidates and duplicates. */
import Router from '@koa/router';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { routes } from '@northbeam/shared/contract/routes';
import { notFound } from '../../http/http-errors';
import type { AdminSearch } from '../../services/search/admin-search.service';
import type { Candidates } from '../../services/search/candidates.service';
import type { PublicSearch } from '../../services/search/public-search.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

const APPLICATION_NOT_FOUND = 'Application not found';

export function searchRouter({
  routing,
  publicSearch,
  adminSearch,
  candidates,
}: {
  routing: DeclaredRoutesOptions;
  publicSearch: PublicSearch;
  adminSearch: AdminSearch;
  candidates: Candidates;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const application = { uuid: { id: APPLICATION_NOT_FOUND } };

  on(routes.search.site, async ({ ctx, actor, query }) => {
    await publicSearch.limit(actor);
    // The words are the visitor's: not kept by any cache on the way.
    noStore(ctx);
    return publicSearch.search(query);
  });

  on(routes.search.palette, async ({ ctx, actor, query }) => {
    noStore(ctx);
    return { results: await adminSearch.search(actor, query.q) };
  });

  on(
    routes.search.pastCandidates,
    { uuid: { id: MESSAGES.careers.jobNotFound } },
    async ({ ctx, params }) => {
      const found = await candidates.pastCandidates(params.id);
      if (!found) throw notFound(MESSAGES.careers.jobNotFound);
      noStore(ctx);
      return { candidates: found };
    },
  );

  on(routes.search.duplicates, application, async ({ ctx, params }) => {
    const found = await candidates.duplicates(params.id);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    noStore(ctx);
    return { duplicates: found };
  });

  on(routes.search.merge, application, async ({ actor, params, body }) => {
    const moved = await candidates.merge(actor, params.id, body.applicationId);
    if (moved === undefined) throw notFound(APPLICATION_NOT_FOUND);
    return {
      message:
        moved === 0
          ? 'These applications are already one person.'
          : `Merged: ${moved} application${moved === 1 ? '' : 's'} moved to this person.`,
      moved,
    };
  });

  return router;
}
