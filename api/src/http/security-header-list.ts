/**
 * The security headers of every response, as one table: the Koa middleware
 * (middleware/security-headers.ts) and the cached-response lane (cache/cached-response-lane.ts)
 * both answer from it, so they answer alike.
 * - Pages (the site and the browser admin): a strict Content-Security-Policy with no inline
 *   script at all (server-rendered data travels in `<script type="application/json">` and JSON-LD,
 *   which are not executed); inline style attributes only (the Slate editor and React set them).
 * - API answers and uploaded files: nothing may load or run (`default-src 'none'`).
 * - HSTS and upgrade-insecure-requests only over TLS.
 */
import { isApiPath } from '@northbeam/shared/contract/routes';

const pageCsp = (img: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const PAGE_CSP = pageCsp("'self' data: https:");
/** A page holding a private link's token (a candidate's status page): nothing from elsewhere. */
export const PRIVATE_PAGE_CSP = pageCsp("'self' data:");
/** The browser admin also shows pictures picked from disk before upload (`blob:` previews). */
export const ADMIN_CSP = pageCsp("'self' data: blob: https:");

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

export const isApiOrFile = (path: string) => isApiPath(path) || path.startsWith('/uploads/');

export const isAdminPage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** `private`: a page whose address holds a token (status-page.ts), kept out of search and Referer. */
export type HeaderKind = 'page' | 'admin' | 'api' | 'private';

const CSP: Record<HeaderKind, string> = {
  page: PAGE_CSP,
  admin: ADMIN_CSP,
  api: API_CSP,
  private: PRIVATE_PAGE_CSP,
};

function headerList(kind: HeaderKind, secure: boolean): Array<[string, string]> {
  const csp = CSP[kind];
  const list: Array<[string, string]> = [
    [
      'Content-Security-Policy',
      secure && kind !== 'api' ? `${csp}; upgrade-insecure-requests` : csp,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    // A private page's address (its token) never leaves in a Referer, even to this site.
    ['Referrer-Policy', kind === 'private' ? 'no-referrer' : 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  if (secure) list.push(['Strict-Transport-Security', HSTS]);
  if (kind === 'private') list.push(['X-Robots-Tag', 'noindex, nofollow']);
  return list;
}

const LISTS = {
  page: { plain: headerList('page', false), secure: headerList('page', true) },
  admin: { plain: headerList('admin', false), secure: headerList('admin', true) },
  api: { plain: headerList('api', false), secure: headerList('api', true) },
  private: { plain: headerList('private', false), secure: headerList('private', true) },
};

/**
 * The security headers of a response, as name/value pairs: one table for the Koa middleware and
 * the cached-response lane (see cache/cached-response-lane.ts), so both answer alike.
 */
export const securityHeaderList = (kind: HeaderKind, secure: boolean) =>
  secure ? LISTS[kind].secure : LISTS[kind].plain;
