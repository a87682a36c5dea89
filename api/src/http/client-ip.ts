/**
 * The client's address. Koa answers the socket's address, or, only when `app.proxy` is true
 * (TRUST_PROXY), the X-Forwarded-For entry added by our proxy: app.ts sets `maxIpsCount: 1`, so
 * the right-most entry is used and a client cannot choose its address by sending its own header.
 */
import type { Context } from 'koa';

export function clientIp(ctx: Context): string {
  const ip = ctx.ip || ctx.socket?.remoteAddress || '';
  // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
}
