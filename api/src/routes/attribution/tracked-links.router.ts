/**
 * Tracked apply links: the job page's admin manages them (recruiters), and `/r/{code}` (a page of
 * the site, not of the API) counts a click and sends the visitor to the job with `?ref={code}`, which
 * the site's landing memory keeps for the tab and sends with the application.
 */
import Router from '@koa/router';
import { isbot } from 'isbot';
import { TRACKED_LINK_PREFIX } from '@northbeam/shared/contract/attribution';
import { routes } from '@northbeam/shared/contract/routes';
import { notFound } from '../../http/http-errors';
import type { TrackedLinks } from '../../services/attribution.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

const JOB_NOT_FOUND = 'Job not found';

export function trackedLinksRouter({
  routing,
  trackedLinks,
}: {
  routing: DeclaredRoutesOptions;
  trackedLinks: TrackedLinks;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const job = { uuid: { id: JOB_NOT_FOUND } } as const;

  on(routes.trackedLinks.list, job, ({ ctx, params }) => {
    noStore(ctx);
    return trackedLinks.list(params.id);
  });
  on(routes.trackedLinks.create, job, async ({ ctx, actor, params, body }) => {
    const link = await trackedLinks.create(actor, params.id, body.source);
    ctx.status = 201;
    return link;
  });
  on(
    routes.trackedLinks.remove,
    { uuid: { id: JOB_NOT_FOUND, linkId: 'Link not found' } },
    async ({ ctx, actor, params }) => {
      if (!(await trackedLinks.remove(actor, params.id, params.linkId))) {
        throw notFound('Link not found');
      }
      ctx.status = 204;
    },
  );
  return router;
}

/** `GET /r/{code}`: 302 to the job with its code (to the careers page for an unknown one). */
export function trackedLinkRedirect(trackedLinks: TrackedLinks) {
  const router = new Router();
  router.get(`${TRACKED_LINK_PREFIX}:code`, async (ctx) => {
    const code = ctx.params.code ?? '';
    // Link previews (a chat unfurling it, a crawler) are sent on without counting a click.
    const counted = !isbot(ctx.get('User-Agent') || 'unknown bot');
    const jobId = counted ? await trackedLinks.click(code) : await trackedLinks.jobOf(code);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 302;
    ctx.redirect(jobId ? `/careers/${jobId}?ref=${encodeURIComponent(code)}` : '/careers');
  });
  return router;
}
