/**
 * Where the sign-in page returns to: the admin page a signed-out person opened (an e-mail's
 * "Open in the admin" link), handed over by the guard in the history state, or given as
 * `/admin/login?next=…` by a link. Both are untrusted (anyone can craft either), so only a path of
 * this admin is accepted, never another site: `//evil.example`, `https://…`, `/\evil`, or a path
 * that `..` leads out of `/admin/` all fall back to the dashboard.
 */
import { ADMIN_PREFIX, adminPaths } from '../app/admin-paths';

export const DEFAULT_RETURN = adminPaths.dashboard();
const SIGNED_OUT_PAGES: readonly string[] = [
  adminPaths.login,
  adminPaths.forgotPassword,
  adminPaths.resetPassword,
];
const BASE = 'https://admin.invalid';

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(ADMIN_PREFIX) || value.length > 2000) {
    return undefined;
  }
  // Backslashes and control characters: browsers read some of them as "//".
  if (/[\\\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || !url.pathname.startsWith(ADMIN_PREFIX)) return undefined;
  if (SIGNED_OUT_PAGES.includes(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
