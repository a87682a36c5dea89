/**
 * Security headers on every response, errors included (set before the rest runs).
 * - Pages (the site and the browser admin): a strict Content-Security-Policy with no inline
 *   script at all (server-rendered data travels in `<script type="application/json">` and JSON-LD,
 *   which are not executed); inline style attributes only (the Slate editor and React set them).
 * - API answers and uploaded files: nothing may load or run (`default-src 'none'`).
 * - HSTS and upgrade-insecure-requests only over TLS (ctx.secure: the socket, or
 *   X-Forwarded-Proto when TRUST_PROXY is set).
 */
import type { Context, Next } from 'koa';

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

const isApiOrFile = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');

export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    const secure = ctx.secure;
    ctx.set(
      'Content-Security-Policy',
      isApiOrFile(ctx.path)
        ? API_CSP
        : secure
          ? `${PAGE_CSP}; upgrade-insecure-requests`
          : PAGE_CSP,
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
