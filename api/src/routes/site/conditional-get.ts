/**
 * ETag and 304 for the API's public GETs (lists and details): a strong ETag from the JSON the
 * router produced, so a client that already holds the answer gets a 304 with no body.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { matchesEtag } from '../../ssr/page-cache';

export async function conditionalJsonGet(ctx: Context, next: Next) {
  await next();
  if (ctx.status !== 200 || ctx.response.get('ETag')) return;
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url').slice(0, 27)}"`;
  ctx.set('ETag', etag);
  if (matchesEtag(ctx.get('If-None-Match'), etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = text;
}
