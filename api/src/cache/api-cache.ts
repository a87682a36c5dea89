/**
 * The public API's reads (post and job lists and details), answered from memory: a visitor's
 * anonymous GET is kept, with its gzip and Brotli forms, its paging headers and a strong ETag
 * (304 when the client holds it), until a post or job changes (the rendered-page invalidation).
 * Anything with a Cookie or Authorization header (an administrator: drafts, inactive jobs) goes
 * to the router every time, with an ETag computed from its body.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import {
  LruCache,
  matchesEtag,
  prepareResponse,
  sendPrepared,
  type CachedResponse,
} from './prepared-response';
import type { ContentCache } from './content-cache';
import { matchRoute } from '@northbeam/shared/contract/routes';
import type { CacheCounts } from '../metrics/metrics';

/** Public reads whose answer depends on the URL alone: the route table says which. */
const isCacheable = (path: string) => matchRoute('GET', path)?.cacheable === true;
const REPLAYED_HEADERS = [
  'x-total-count',
  'link',
  'vary',
  'access-control-allow-origin',
  'access-control-expose-headers',
];

export interface CachedApiResponse extends CachedResponse {
  headers: Array<[string, string]>;
  /** The route table's path (with :params) it answers: the metrics' label, never the URL. */
  route: string;
}

export interface PublicApiCache {
  /** Koa middleware for the public API's GETs. */
  read(ctx: Context, next: Next): Promise<void>;
  /** The cached answer of an anonymous read, if there is one (for the cached-response lane). */
  peek(url: string, anonymous: boolean): CachedApiResponse | undefined;
}

export function publicApiCache(
  content: ContentCache,
  options: { maxEntries?: number; counts?: CacheCounts } = {},
): PublicApiCache {
  const cache = new LruCache<CachedApiResponse>(options.maxEntries ?? 2000);
  const { counts } = options;
  content.onChange(() => cache.clear());

  // Only a cacheable path's answer is ever kept (below), under its URL, which fixes the path: a
  // kept answer is one to give, and a page's URL is not looked up in the route table.
  const peek = (url: string, anonymous: boolean) => (anonymous ? cache.get(url) : undefined);

  async function read(ctx: Context, next: Next) {
    const anonymous = !ctx.get('Cookie') && !ctx.get('Authorization');
    const cacheable = anonymous && isCacheable(ctx.path);
    const key = ctx.url;
    const hit = peek(key, anonymous);
    if (hit) {
      counts?.hit('api');
      for (const [name, value] of hit.headers) ctx.set(name, value);
      ctx.set('X-Api-Cache', 'hit');
      sendPrepared(ctx, hit);
      return;
    }
    const generation = content.generation();
    if (cacheable) counts?.miss('api');
    await next();
    if (ctx.status !== 200) return;
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    if (typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const text = JSON.stringify(body);

    if (cacheable && generation === content.generation()) {
      const prepared = prepareResponse(
        200,
        'application/json; charset=utf-8',
        text,
        ctx.response.get('Cache-Control') || 'no-cache',
      );
      const headers: Array<[string, string]> = [];
      for (const name of REPLAYED_HEADERS) {
        const value = ctx.response.get(name);
        if (value) headers.push([name, value]);
      }
      const entry = { ...prepared, headers, route: matchRoute('GET', ctx.path)!.path };
      cache.set(key, entry);
      ctx.set('X-Api-Cache', 'miss');
      sendPrepared(ctx, entry);
      return;
    }

    // A handler's own ETag (a post's version, for If-Match) stands; else one from the body.
    const etag =
      ctx.response.get('ETag') ||
      `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;
    ctx.set('ETag', etag);
    if (matchesEtag(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = text;
  }

  return { read, peek };
}
