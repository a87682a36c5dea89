import type { Context } from 'koa';

/**
 * The scheme and host this request came to (behind a trusted proxy, the forwarded ones). Koa 3's
 * `ctx.origin` is the `Origin` header instead, absent on most requests.
 */
export const requestOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;

/**
 * Where a link to this site should point for someone else: PUBLIC_URL's origin when it is set,
 * else the origin this request came to (the server the staff member is using).
 */
export const siteOrigin = (ctx: Context, publicUrl: string | undefined): string =>
  publicUrl ? new URL(publicUrl).origin : requestOrigin(ctx);
