import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { newPassword, PASSWORD_CHANGED_MESSAGE } from '@northbeam/shared/contract/admin';
import { routes } from '@northbeam/shared/contract/routes';
import {
  findAdminById,
  normalizeEmail,
  setAdminPassword,
  unusedRecoveryCodes,
} from '../../db/admins.queries';
import { deleteSessionsOfAdmin } from '../../db/sessions.queries';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { badRequest, HttpError, unauthorized, unsupportedMediaType } from '../../http/http-errors';
import { assertSameOrigin, trustedOrigins } from '../../middleware/csrf';
import { sessionAdminId } from '../../middleware/session';
import { presentAdmin } from '../../presenters/entities.presenter';
import { audit } from '../../services/audit.service';
import { checkCredentials, hashPassword, verifyPassword } from '../../services/auth.service';
import { loginLimiter, resolveSecurity } from '../../services/rate-limit.service';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';
import { INVALID_CODE_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE } from '@northbeam/shared/contract/team';
import type { TwoFactor, SecondFactor } from '../../services/team/two-factor.service';
import type { Team } from '../../services/team/team.service';
import { startSession } from './start-session';

const BAD_CREDENTIALS = 'Invalid email or password';
const DEACTIVATED_MESSAGE =
  'This account is deactivated. Ask an owner or administrator of your team to reactivate it.';

export interface AccountServices {
  team: Team;
  twoFactor: TwoFactor;
}

export function adminRouter(
  { db, config, logger, checkAnswers }: AppDeps,
  { team, twoFactor }: AccountServices,
) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
  const allowed = trustedOrigins(config);
  const security = resolveSecurity(config.security);
  const limiter = loginLimiter(db, security);
  if (security.rateLimitDisabled) {
    logger.warn(
      'RATE_LIMIT_DISABLED is set: sign-in and form limits are OFF. This is for benchmarks and load tests only, never for a public server.',
    );
  }

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

  on(routes.admin.login, { before: [jsonOnly] }, async ({ ctx, body }) => {
    const { email, password, code } = body;
    const ip = clientIp(ctx);
    const attempt = { id: null, email: normalizeEmail(email) };
    try {
      // While locked the password is not even checked: guessing gains nothing.
      await limiter.assertOpen(ctx, email, ip);
    } catch (error) {
      await audit(db, ctx, 'login.locked', { admin: attempt });
      throw error;
    }
    const found = await checkCredentials(db, email, password);
    if (!found) {
      await audit(db, ctx, 'login.failure', { admin: attempt });
      await limiter.failed(ctx, email, ip);
      throw unauthorized(BAD_CREDENTIALS);
    }
    const who = { id: found.id, email: found.email };
    if (found.deactivated_at) {
      await audit(db, ctx, 'login.failure', { admin: who, details: { reason: 'deactivated' } });
      throw unauthorized(DEACTIVATED_MESSAGE);
    }
    let factor: SecondFactor | undefined;
    if (found.totp_enabled_at) {
      // The password was right: ask for the code (not a failure, nothing counted).
      if (!code) throw unauthorized(TWO_FACTOR_REQUIRED_MESSAGE, { twoFactorRequired: true });
      factor = await twoFactor.verify(db, found, code);
      if (!factor) {
        await audit(db, ctx, 'login.failure', { admin: who, details: { reason: 'code' } });
        await limiter.failed(ctx, email, ip);
        throw unauthorized(INVALID_CODE_MESSAGE, { twoFactorRequired: true });
      }
    }
    await limiter.succeeded(email);
    const info = await startSession(ctx, db, team, found);
    await audit(db, ctx, 'login.success', {
      admin: who,
      entityType: 'admin',
      entityId: found.id,
      ...(factor ? { details: { secondFactor: factor } } : {}),
    });
    if (factor === 'recovery') {
      const left = await unusedRecoveryCodes(db, found.id);
      await audit(db, ctx, '2fa.recovery-code.used', {
        admin: who,
        entityType: 'admin',
        entityId: found.id,
        details: { left },
      });
    }
    return info;
  });

  on(routes.admin.profile, async ({ ctx }) => {
    const row = await findAdminById(db, ctx.state.adminId!);
    if (!row) throw unauthorized('Not signed in');
    const { requireTwoFactor } = await team.policy();
    return presentAdmin(row, requireTwoFactor);
  });

  on(routes.twoFactor.setup, ({ ctx }) => twoFactor.setup(ctx.state.adminId!));

  on(routes.twoFactor.enable, async ({ ctx, body }) => ({
    recoveryCodes: await twoFactor.enable(ctx, ctx.state.adminId!, body.code),
  }));

  /** Needs the password and a code; wrong ones count toward the sign-in lock. */
  on(routes.twoFactor.disable, async ({ ctx, body: input }) => {
    const staff = ctx.state.staff!;
    const ip = clientIp(ctx);
    await limiter.assertOpen(ctx, staff.email, ip);
    try {
      await twoFactor.disable(ctx, staff.id, input.password, input.code);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.errors) {
        await limiter.failed(ctx, staff.email, ip);
      }
      throw error;
    }
    return { message: 'Two-factor sign-in is off.' };
  });

  on(routes.admin.logout, async ({ ctx }) => {
    // Signing out is allowed without a live session (idempotent), but never cross-site.
    assertSameOrigin(ctx, allowed);
    const adminId = sessionAdminId(ctx);
    ctx.session = null;
    if (adminId) {
      ctx.state.adminId = adminId;
      await audit(db, ctx, 'logout', { entityType: 'admin', entityId: adminId });
    }
    ctx.status = 204;
  });

  /** Signs this administrator out on every device and browser, this one included. */
  on(routes.admin.logoutAll, async ({ ctx }) => {
    const adminId = ctx.state.adminId!;
    const ended = await db.transaction(async (trx) => {
      const count = await deleteSessionsOfAdmin(trx, adminId);
      await audit(trx, ctx, 'logout.all', {
        entityType: 'admin',
        entityId: adminId,
        details: { sessions: count },
      });
      return count;
    });
    ctx.session = null;
    return { sessions: ended };
  });

  /**
   * Changes the caller's password and ends all of its sessions, this one included (the caller
   * signs in again): a thief's session dies with the old password, on every platform alike.
   */
  on(routes.admin.password, async ({ ctx, body }) => {
    const { currentPassword, newPassword: next } = body;
    const row = await findAdminById(db, ctx.state.adminId!);
    if (!row) throw unauthorized('Not signed in');
    const ip = clientIp(ctx);
    // A stolen session must not become a way to guess the password: same limits as sign-in.
    await limiter.assertOpen(ctx, row.email, ip);
    if (!(await verifyPassword(row.password_hash, currentPassword))) {
      await limiter.failed(ctx, row.email, ip);
      const message = 'Current password is incorrect';
      throw badRequest(message, { currentPassword: message });
    }
    const rule = newPassword(row.email).safeParse(next);
    if (!rule.success) {
      const message = rule.error.issues[0]?.message ?? 'Invalid password';
      throw badRequest(message, { newPassword: message });
    }
    if (next === currentPassword) {
      const message = 'New password must differ from the current one';
      throw badRequest(message, { newPassword: message });
    }
    const hash = await hashPassword(next);
    await db.transaction(async (trx) => {
      await setAdminPassword(trx, row.id, hash);
      const ended = await deleteSessionsOfAdmin(trx, row.id);
      ctx.state.adminEmail = row.email;
      await audit(trx, ctx, 'password.change', {
        entityType: 'admin',
        entityId: row.id,
        details: { sessionsEnded: ended },
      });
    });
    ctx.session = null;
    return { message: PASSWORD_CHANGED_MESSAGE };
  });

  return router;
}
