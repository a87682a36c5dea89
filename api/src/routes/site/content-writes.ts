/**
 * Blog and job writes change rendered pages, the sitemap and the feed: once such a call succeeds,
 * the rendered-page caches are invalidated. Applications and their status are not content.
 */
import type { Context, Next } from 'koa';
import { invalidateRenderedPages } from '../../ssr/invalidation';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isContentWrite(method: string, path: string): boolean {
  if (!WRITES.has(method)) return false;
  if (path === '/api/blogs' || path.startsWith('/api/blogs/')) return true;
  if (path === '/api/careers') return true;
  if (!path.startsWith('/api/careers/')) return false;
  // /api/careers/{id} only: not /apply, not /applications/...
  return !path.startsWith('/api/careers/applications') && !path.endsWith('/apply');
}

export async function invalidateAfterContentWrite(ctx: Context, next: Next) {
  await next();
  if (ctx.status < 400) invalidateRenderedPages();
}
