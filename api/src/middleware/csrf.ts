/**
 * CSRF guard for cookie-authenticated changes. A browser cannot send a custom header cross-origin
 * without a CORS preflight (which this API never grants), so `X-Requested-With: fetch` proves the
 * request came from our own pages; a present Origin must also be ours. Bearer requests are exempt:
 * a browser never attaches a bearer token by itself.
 */
import type { Context, Next } from 'koa';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@northbeam/shared/contract/constants';
import { forbidden } from './http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function assertSameOrigin(ctx: Context, allowedOrigins: readonly string[]) {
  if (SAFE_METHODS.has(ctx.method) || ctx.state.authVia !== 'cookie') return;
  if (ctx.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
    throw forbidden(`Missing ${CSRF_HEADER} header: request refused (CSRF protection)`);
  }
  const origin = ctx.get('Origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden('Cross-origin request refused');
    }
    if (host !== ctx.host && !allowedOrigins.includes(origin.replace(/\/$/, ''))) {
      throw forbidden('Cross-origin request refused');
    }
  } else if (origin === 'null') {
    throw forbidden('Cross-origin request refused');
  }
}

export function csrf(allowedOrigins: readonly string[]) {
  return async (ctx: Context, next: Next) => {
    assertSameOrigin(ctx, allowedOrigins);
    await next();
  };
}
