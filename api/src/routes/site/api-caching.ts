/**
 * On the way to the API: an anonymous public read is answered from memory when it can be (ETag,
 * compressed), and any successful write makes the app count its lists afresh (a new submission or
 * a status changes a total).
 */
import type { Context, Next } from 'koa';
import { isApiPath } from '@northbeam/shared/contract/routes';
import type { PublicApiCache } from '../../cache/api-cache';
import type { ContentCache } from '../../cache/content-cache';

export function apiCaching(apiCache: PublicApiCache, cache: ContentCache) {
  return async (ctx: Context, next: Next) => {
    if (!isApiPath(ctx.path)) return next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return apiCache.read(ctx, next);
    await next();
    if (ctx.status < 400) cache.totals.clear();
  };
}
