/**
 * The candidate's status page and the confirmation of "Delete my data" (pages whose address holds
 * a private link's token): each view is counted against the client address's limit before the
 * page is rendered (429 past it), as the page's API read is. Their headers (noindex, no Referer,
 * nothing from elsewhere) come with the security headers; the render service never keeps them.
 */
import type { Context, Next } from 'koa';
import { isPrivatePagePath } from '@northbeam/shared/contract/status-page';
import type { Actor } from '../../http/actor';
import { requestActor } from '../../middleware/require-admin';

export function privatePages(limitView: (actor: Pick<Actor, 'ip'>) => Promise<void>) {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && isPrivatePagePath(ctx.path)) {
      await limitView(requestActor(ctx));
    }
    return next();
  };
}
