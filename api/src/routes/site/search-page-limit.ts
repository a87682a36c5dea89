/**
 * The search page (`/search?q=`) runs the same search as `GET /api/search`, so it has the same
 * limit per client address: past it, a short page says so (429, Retry-After) instead of the
 * results. Without `q` the page is the form alone and is not counted.
 */
import type { Middleware } from 'koa';
import { HttpError } from '../../http/http-errors';
import { requestActor } from '../../middleware/require-admin';
import type { PublicSearch } from '../../services/search/public-search.service';

const SEARCH_PAGE = '/search';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function searchPageLimit(search: Pick<PublicSearch, 'limit'>): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path !== SEARCH_PAGE) return next();
    if (!String(ctx.query.q ?? '').trim()) return next();
    try {
      await search.limit(requestActor(ctx));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 429) throw error;
      ctx.status = 429;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>Search</title><p>${escapeHtml(error.message)}</p><p><a href="/">Home</a></p></html>`;
      return;
    }
    return next();
  };
}
