/**
 * Rendered responses kept in memory, least recently used out first, with their gzip and Brotli
 * forms made once (a cache hit costs no rendering and no compression) and a strong ETag.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'koa';

export interface CachedResponse {
  status: number;
  type: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  cacheControl: string;
}

export function prepareResponse(
  status: number,
  type: string,
  text: string,
  cacheControl: string,
): CachedResponse {
  const body = Buffer.from(text, 'utf8');
  return {
    status,
    type,
    body,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    cacheControl,
  };
}

/** Does If-None-Match name this ETag? (Also when the client asked no-cache: it revalidates.) */
export const matchesEtag = (header: string | undefined, etag: string) =>
  !!header &&
  header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });

/**
 * What to send for a prepared response: 304 when the client's ETag matches, else the body in the
 * encoding negotiated (`encoding` is what Accept-Encoding chose among br, gzip and identity).
 */
export function preparedAnswer(
  response: CachedResponse,
  ifNoneMatch: string | undefined,
  encoding: string | false,
): { status: number; body?: Buffer; encoding?: 'br' | 'gzip' } {
  if (response.status === 200 && matchesEtag(ifNoneMatch, response.etag)) return { status: 304 };
  if (encoding === 'br') return { status: response.status, body: response.br, encoding };
  if (encoding === 'gzip') return { status: response.status, body: response.gzip, encoding };
  return { status: response.status, body: response.body };
}

/** Answers with a prepared response through Koa (see `preparedAnswer`). */
export function sendPrepared(ctx: Context, response: CachedResponse) {
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', response.cacheControl);
  ctx.set('ETag', response.etag);
  const answer = preparedAnswer(
    response,
    ctx.get('If-None-Match'),
    ctx.acceptsEncodings('br', 'gzip', 'identity'),
  );
  ctx.status = answer.status;
  if (!answer.body) return;
  ctx.type = response.type;
  if (answer.encoding) ctx.set('Content-Encoding', answer.encoding);
  ctx.body = answer.body;
  // Set after the body (Koa sets Content-Length from a Buffer body).
  ctx.compress = false;
}

export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
  }

  /** The keys, least recently used first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get size() {
    return this.entries.size;
  }
}
