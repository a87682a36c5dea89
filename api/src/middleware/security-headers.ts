/**
 * Security headers on every response, errors included (set before the rest runs), from the table
 * in http/security-header-list.ts.
 * - Pages (the site and the browser admin): a strict Content-Security-Policy with no inline
 *   script at all (server-rendered data travels in `<script type="application/json">` and JSON-LD,
 *   which are not executed); inline style attributes only (the Slate editor and React set them).
 * - API answers and uploaded files: nothing may load or run (`default-src 'none'`).
 * - A candidate's status page (its address holds a token): images from this site only,
 *   `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex, nofollow`.
 * - HSTS and upgrade-insecure-requests only over TLS (ctx.secure: the socket, or
 *   X-Forwarded-Proto when TRUST_PROXY is set).
 */
import type { Context, Next } from 'koa';
import { isPrivatePagePath } from '@northbeam/shared/contract/status-page';
import { isAdminPage, isApiOrFile, securityHeaderList } from '../http/security-header-list';

export {
  ADMIN_CSP,
  API_CSP,
  HSTS,
  isApiOrFile,
  PAGE_CSP,
  securityHeaderList,
} from '../http/security-header-list';

export function securityHeaders() {
  return async (ctx: Context, next: Next) => {
    const kind = isApiOrFile(ctx.path)
      ? 'api'
      : isAdminPage(ctx.path)
        ? 'admin'
        : isPrivatePagePath(ctx.path)
          ? 'private'
          : 'page';
    const list = securityHeaderList(kind, ctx.secure);
    for (const [name, value] of list) ctx.res.setHeader(name, value);
    await next();
  };
}
