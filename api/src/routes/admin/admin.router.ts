import Router from '@koa/router';
import {
  loginInput,
  newPassword,
  passwordChangeInput,
  PASSWORD_CHANGED_MESSAGE,
} from '@northbeam/shared/contract/admin';
import { routes } from '@northbeam/shared/contract/routes';
import { findAdminById, normalizeEmail, setAdminPassword } from '../../db/admins.queries';
import { deleteSessionsOfAdmin } from '../../db/sessions.queries';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { badRequest, unauthorized, unsupportedMediaType } from '../../http/http-errors';
import { assertSameOrigin, trustedOrigins } from '../../middleware/csrf';
import { sessionAdminId } from '../../middleware/session';
import { parseBody } from '../../middleware/validate';
import { presentAdmin } from '../../presenters/entities.presenter';
import { audit } from '../../services/audit.service';
import { checkCredentials, hashPassword, verifyPassword } from '../../services/auth.service';
import { loginLimiter, resolveSecurity } from '../../services/rate-limit.service';
import { declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

const BAD_CREDENTIALS = 'Invalid email or password';

export function adminRouter({ db, config, logger }: AppDeps) {
  const router = new Router();
  const on = declaredRoutes(router, config);
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

  on(routes.admin.login, async (ctx) => {
    // JSON only: a cross-site HTML form cannot send it, which keeps login CSRF out.
    if (!ctx.is('application/json')) {
      throw unsupportedMediaType('Login expects Content-Type: application/json');
    }
    const { email, password } = parseBody(ctx, loginInput);
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
    await limiter.succeeded(email);
    const session = ctx.session!;
    session.adminId = found.id;
    // A fresh session id at sign-in: a planted id (session fixation) is worthless.
    await session.regenerate();
    await audit(db, ctx, 'login.success', {
      admin: { id: found.id, email: found.email },
      entityType: 'admin',
      entityId: found.id,
    });
    ctx.body = presentAdmin(found, ctx.state.sessionToken);
  });

  on(routes.admin.profile, async (ctx) => {
    const row = await findAdminById(db, ctx.state.adminId!);
    if (!row) throw unauthorized('Not signed in');
    ctx.body = presentAdmin(row);
  });

  on(routes.admin.logout, async (ctx) => {
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
  on(routes.admin.logoutAll, async (ctx) => {
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
    ctx.body = { sessions: ended };
  });

  /**
   * Changes the caller's password and ends all of its sessions, this one included (the caller
   * signs in again): a thief's session dies with the old password, on every platform alike.
   */
  on(routes.admin.password, async (ctx) => {
    const { currentPassword, newPassword: next } = parseBody(ctx, passwordChangeInput);
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
    ctx.body = { message: PASSWORD_CHANGED_MESSAGE };
  });

  return router;
}
