/** Signing in and out, one's own profile and password, two-factor sign-in. */
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { PASSWORD_CHANGED_MESSAGE } from '@northbeam/shared/contract/admin';
import { routes } from '@northbeam/shared/contract/routes';
import { unauthorized, unsupportedMediaType } from '../../http/http-errors';
import { assertSameOrigin } from '../../middleware/csrf';
import { sessionStaffId } from '../../middleware/session';
import type { StaffActor } from '../../http/actor';
import type { Account } from '../../services/account.service';
import type { TwoFactor } from '../../services/team/two-factor.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';
import { startSession } from './start-session';

export interface AdminRouterDeps {
  routing: DeclaredRoutesOptions;
  account: Account;
  twoFactor: TwoFactor;
}

export function adminRouter({ routing, account, twoFactor }: AdminRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  router.use(async (ctx, next) => {
    noStore(ctx);
    await next();
  });

  // JSON only: a cross-site HTML form cannot send it, which keeps login CSRF out.
  const jsonOnly = async (ctx: Context, next: Next) => {
    if (!ctx.is('application/json')) {
      throw unsupportedMediaType('Login expects Content-Type: application/json');
    }
    await next();
  };

  on(routes.admin.login, { before: [jsonOnly] }, async ({ ctx, actor, body }) => {
    const signIn = await account.checkSignIn(actor, body);
    return startSession(ctx, account, actor, signIn, true);
  });

  on(routes.admin.profile, ({ actor }) => account.profile(actor));

  on(routes.admin.session, async ({ ctx, actor }) => {
    if (actor.staffId) return { admin: await account.profile(actor as StaffActor) };
    // A key that no longer opens a session: a bearer client is told (and forgets its token), a
    // browser's stale cookie is cleared.
    if (ctx.state.authVia === 'bearer') throw unauthorized('Not signed in');
    if (ctx.state.authVia === 'cookie') ctx.session = null;
    return { admin: null };
  });

  on(routes.twoFactor.setup, ({ actor }) => twoFactor.setup(actor));

  on(routes.twoFactor.enable, async ({ actor, body }) => ({
    recoveryCodes: await twoFactor.enable(actor, body.code),
  }));

  /** Needs the password and a code; wrong ones count toward the sign-in lock. */
  on(routes.twoFactor.disable, async ({ actor, body }) => {
    await account.disableTwoFactor(actor, body);
    return { message: 'Two-factor sign-in is off.' };
  });

  on(routes.admin.logout, async ({ ctx, actor }) => {
    // Signing out is allowed without a live session (idempotent), but never cross-site.
    assertSameOrigin(ctx, routing.origins);
    const staffId = sessionStaffId(ctx);
    ctx.session = null;
    if (staffId) await account.signedOut(actor, staffId);
    ctx.status = 204;
  });

  /** Signs this administrator out on every device and browser, this one included. */
  on(routes.admin.logoutAll, async ({ ctx, actor }) => {
    const sessions = await account.signOutEverywhere(actor);
    ctx.session = null;
    return { sessions };
  });

  /**
   * Changes the caller's password and ends all of its sessions, this one included (the caller
   * signs in again), on every platform alike.
   */
  on(routes.admin.password, async ({ ctx, actor, body }) => {
    await account.changePassword(actor, body);
    ctx.session = null;
    return { message: PASSWORD_CHANGED_MESSAGE };
  });

  return router;
}
