/** Server-side guard of every admin-only call (section 6): a live session, then CSRF for cookies. */
import type { Context, Next } from 'koa';
import { unauthorized } from '../http/http-errors';
import { assertSameOrigin } from './csrf';
import { sessionAdminId } from './session';

declare module 'koa' {
  interface DefaultState {
    adminId?: string;
  }
}

export function requireAdmin(allowedOrigins: readonly string[]) {
  return async (ctx: Context, next: Next) => {
    const adminId = sessionAdminId(ctx);
    if (!adminId) throw unauthorized('Not signed in');
    assertSameOrigin(ctx, allowedOrigins);
    ctx.state.adminId = adminId;
    await next();
  };
}

/** Public reads that show more (drafts, inactive jobs) to a signed-in administrator. */
export const isAdmin = (ctx: Context) => sessionAdminId(ctx) !== undefined;
