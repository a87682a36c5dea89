/**
 * CSRF guard for cookie-authenticated changes, by Fetch Metadata (the algorithm of Go 1.25's
 * `http.CrossOriginProtection`; OWASP's primary defence). Browsers say where a request comes from
 * in `Sec-Fetch-Site`; older ones at least send `Origin` on a cross-origin POST. A request with
 * neither did not come from a browser (curl, a server-side client) and cannot be a forgery.
 * No custom header is required, so a client written against the spec works with its cookie alone.
 * Bearer requests are exempt: a browser never attaches a bearer token by itself.
 */
import type { Context } from 'koa';
import { forbidden } from '../http/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused (CSRF protection)';

const trim = (origin: string) => origin.replace(/\/$/, '');

/** Origins allowed to send cookie-authenticated changes besides the API's own host. */
export function trustedOrigins(config: {
  publicUrl?: string | undefined;
  trustedOrigins?: readonly string[] | undefined;
}): string[] {
  const origins = [...(config.trustedOrigins ?? [])];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return origins.map(trim);
}

/** Where a state-changing request comes from, as the browser tells it. */
export function isCrossOriginRequest(
  request: { method: string; host: string; get(name: string): string },
  trustedOrigins: readonly string[],
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.get('Origin');
  const trusted = origin !== '' && trustedOrigins.some((o) => trim(o) === trim(origin));
  switch (request.get('Sec-Fetch-Site')) {
    case 'same-origin':
    case 'none': // typed in the address bar, a bookmark: the user's own action
      return false;
    case '':
      break; // an older browser or not a browser at all: judge by Origin
    default: // cross-site, same-site, or anything unknown
      return !trusted;
  }
  if (!origin) return false;
  try {
    if (new URL(origin).host === request.host) return false;
  } catch {
    // `null` or garbage: not our origin
  }
  return !trusted;
}

export function assertSameOrigin(ctx: Context, trustedOrigins: readonly string[]) {
  if (ctx.state.authVia !== 'cookie') return;
  if (isCrossOriginRequest(ctx, trustedOrigins)) throw forbidden(CROSS_ORIGIN_REFUSED);
}
