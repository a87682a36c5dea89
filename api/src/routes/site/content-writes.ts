/**
 * Blog and job writes change rendered pages, the sitemap and the feed: once such a call succeeds,
 * the rendered-page caches are invalidated. Which calls those are is the route table's
 * `invalidates` (applications and their status are not content).
 */
import type { Context, Next } from 'koa';
import { matchRoute } from '@northbeam/shared/contract/routes';
import { invalidateRenderedPages } from '../../ssr/invalidation';

export function isContentWrite(method: string, path: string): boolean {
  return (matchRoute(method, path)?.invalidates?.length ?? 0) > 0;
}

export async function invalidateAfterContentWrite(ctx: Context, next: Next) {
  await next();
  if (ctx.status < 400) invalidateRenderedPages();
}
