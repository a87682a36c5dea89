/**
 * Server-side guard of every admin call: a live session of an active person, CSRF for cookies,
 * the two-factor policy, then the call's permission against the person's role (403 otherwise).
 */
import type { Context, Next } from 'koa';
import { can, FORBIDDEN_MESSAGES, type Permission } from '@northbeam/shared/contract/roles';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@northbeam/shared/contract/team';
import { findStaff } from '../db/admins.queries';
import type { Db } from '../db/connection';
import { forbidden, unauthorized } from '../http/http-errors';
import type { Staff } from '../http/staff';

export type { Staff };
import { assertSameOrigin } from './csrf';
import { sessionAdminId } from './session';

declare module 'koa' {
  interface DefaultState {
    adminId?: string;
    staff?: Staff;
  }
}

/**
 * Loads the person of the request's session, if any. A session of someone deactivated or deleted
 * is ended here, whatever its age: deactivation signs out at once.
 */
export function loadStaff(db: Db) {
  return async (ctx: Context, next: Next) => {
    const id = sessionAdminId(ctx);
    if (id) {
      const row = await findStaff(db, id);
      if (!row || row.deactivated_at) {
        ctx.session = null;
      } else {
        const twoFactor = row.totp_enabled_at !== null;
        ctx.state.staff = {
          id: row.id,
          email: row.email,
          role: row.role,
          twoFactor,
          twoFactorSetupRequired: Boolean(row.require_two_factor) && !twoFactor,
        };
      }
    }
    await next();
  };
}

export function requireAdmin(allowedOrigins: readonly string[], permission: Permission) {
  return async (ctx: Context, next: Next) => {
    const staff = ctx.state.staff;
    if (!staff) throw unauthorized('Not signed in');
    assertSameOrigin(ctx, allowedOrigins);
    ctx.state.adminId = staff.id;
    ctx.state.adminEmail = staff.email;
    if (staff.twoFactorSetupRequired && permission !== 'account') {
      throw forbidden(TWO_FACTOR_SETUP_REQUIRED_MESSAGE, { twoFactorSetupRequired: true });
    }
    if (!can(staff.role, permission)) throw forbidden(FORBIDDEN_MESSAGES[permission]);
    await next();
  };
}

/** Public reads that show more (drafts, inactive jobs) to staff whose role covers them. */
export const staffMay = (ctx: Context, permission: Permission) => {
  const staff = ctx.state.staff;
  return staff !== undefined && !staff.twoFactorSetupRequired && can(staff.role, permission);
};

/** Any signed-in person: their answers are never shared-cached. */
export const isStaff = (ctx: Context) => ctx.state.staff !== undefined;
