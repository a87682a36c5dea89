/**
 * The List-Unsubscribe link of staff notifications and digests (public: it works without signing
 * in, by its signed token). POST unsubscribes (RFC 8058 one-click, or the confirm page's button);
 * GET only shows the confirm page. A browser gets HTML pages, anything else JSON.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { unsubscribeInput } from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import { HttpError } from '../../http/http-errors';
import { objectBody, parse } from '../../middleware/validate';
import {
  confirmPage,
  donePage,
  invalidPage,
  UNSUBSCRIBE_PAGE_CSP,
} from '../../presenters/unsubscribe-page';
import type { Unsubscribe } from '../../services/notifications/unsubscribe.service';
import { answered, declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';

const wantsHtml = (ctx: Context) => ctx.accepts('json', 'html') === 'html';

/** The page's headers: its own CSP, never cached, and the token never leaves in a Referer. */
function htmlPage(ctx: Context, status: number, html: string) {
  ctx.status = status;
  ctx.set('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'html';
  ctx.body = html;
}

/** A refusal (404 for a bad link) as a page for a browser; JSON by the error handler otherwise. */
async function asPage<T>(ctx: Context, work: () => Promise<T>): Promise<T | typeof answered> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500 && wantsHtml(ctx)) {
      htmlPage(ctx, error.status, invalidPage(error.message));
      return answered;
    }
    throw error;
  }
}

export function unsubscribeRouter({
  routing,
  unsubscribe,
  manageUrl,
}: {
  routing: DeclaredRoutesOptions;
  unsubscribe: Unsubscribe;
  /** The admin page where staff choose their notifications (the done page links to it). */
  manageUrl: string;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  on(routes.notifications.unsubscribePage, ({ ctx, query }) =>
    asPage(ctx, async () => {
      const target = await unsubscribe.target(query.token);
      const message = `Confirm to stop ${target.what} to ${target.email}.`;
      if (!wantsHtml(ctx)) {
        ctx.set('Cache-Control', 'no-store');
        return { message };
      }
      // The form posts back to this very URL (its token in the query), relative to this site.
      htmlPage(ctx, 200, confirmPage({ ...target, action: ctx.originalUrl }));
      return answered;
    }),
  );

  // A wrong token answers 404 before the body is looked at: as a missing one does.
  on(routes.notifications.unsubscribe, { parseBody: false }, ({ ctx, actor, query }) =>
    asPage(ctx, async () => {
      await unsubscribe.target(query.token);
      parse(unsubscribeInput, objectBody(ctx));
      const target = await unsubscribe.unsubscribe(actor, query.token);
      if (wantsHtml(ctx)) {
        htmlPage(ctx, 200, donePage({ ...target, manageUrl }));
        return answered;
      }
      return { message: `${target.email} will no longer receive ${target.what}.` };
    }),
  );

  return router;
}
