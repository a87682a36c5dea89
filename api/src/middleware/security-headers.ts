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

export const isApiOrFile = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');

function headerList(kind: 'page' | 'api', secure: boolean): Array<[string, string]> {
  const list: Array<[string, string]> = [
    [
      'Content-Security-Policy',
      kind === 'api' ? API_CSP : secure ? `${PAGE_CSP}; upgrade-insecure-requests` : PAGE_CSP,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (secure) list.push(['Strict-Transport-Security', HSTS]);
  return list;
}

const LISTS = {
  page: { plain: headerList('page', false), secure: headerList('page', true) },
  api: { plain: headerList('api', false), secure: headerList('api', true) },
};

/**
 * The security headers of a response, as name/value pairs: one table for the Koa middleware and
 * the cached-response lane (see http/cached-response-lane.ts), so both answer alike.
 */
export const securityHeaderList = (kind: 'page' | 'api', secure: boolean) =>
  secure ? LISTS[kind].secure : LISTS[kind].plain;

export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    const list = securityHeaderList(isApiOrFile(ctx.path) ? 'api' : 'page', ctx.secure);
    for (const [name, value] of list) ctx.res.setHeader(name, value);
    await next();
  };
}
