import type { Context } from 'koa';
import { TOTAL_COUNT_HEADER } from '@northbeam/shared/contract/constants';
import { isStaff } from '../middleware/require-admin';

/** `X-Total-Count` and a `Link` header (rel next/prev) for a paged list answer. */
export function setPageHeaders(ctx: Context, total: number, page: number, limit: number) {
  ctx.set(TOTAL_COUNT_HEADER, String(total));
  const links: string[] = [];
  const link = (p: number, rel: string) => {
    const params = new URLSearchParams(ctx.querystring);
    params.set('page', String(p));
    params.set('limit', String(limit));
    links.push(`<${ctx.path}?${params.toString()}>; rel="${rel}"`);
  };
  if (page * limit < total) link(page + 1, 'next');
  if (page > 1) link(Math.min(page - 1, Math.max(1, Math.ceil(total / limit))), 'prev');
  if (links.length) ctx.set('Link', links.join(', '));
  ctx.set('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, Link`);
}

/**
 * Public reads may be cached by shared caches briefly; what an administrator sees (drafts,
 * inactive jobs) never is.
 */
export function setReadCaching(ctx: Context) {
  ctx.vary('Cookie');
  ctx.vary('Authorization');
  if (isStaff(ctx)) {
    ctx.set('Cache-Control', 'private, no-store');
  } else {
    ctx.set('Cache-Control', 'public, max-age=0, s-maxage=60');
    // Public posts and jobs may be read from another host (spec: "called against an absolute
    // host"). `*` never carries credentials, so nothing an administrator sees leaks this way.
    ctx.set('Access-Control-Allow-Origin', '*');
  }
}

export function noStore(ctx: Context) {
  ctx.set('Cache-Control', 'no-store');
}

/** The `assignee` list filter as a person's id (`me`: the caller), null (`none`) or undefined. */
export function assigneeOf(ctx: Context, filter: string | undefined): string | null | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'none') return null;
  return filter === 'me' ? ctx.state.staff!.id : filter;
}
