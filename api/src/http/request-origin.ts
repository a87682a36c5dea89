import type { Context } from 'koa';

/**
 * The scheme and host this request came to (behind a trusted proxy, the forwarded ones). Koa 3's
 * `ctx.origin` is the `Origin` header instead, absent on most requests.
 */
export const requestOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;
