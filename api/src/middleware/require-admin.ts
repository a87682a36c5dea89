/**
 * Server-side guard of every admin call: a live session of an active person, CSRF for cookies,
 * the two-factor policy, then the call's permission against the person's role (403 otherwise).
 * Also where the request's `Actor` is made: who acts, for the services and the audit log.
 */
import type { Context, Next } from 'koa';
import { can, FORBIDDEN_MESSAGES, type Permission } from '@northbeam/shared/contract/roles';
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@northbeam/shared/contract/team';
import { findStaff } from '../db/staff.queries';
import type { Db } from '../db/connection';
import type { Actor, StaffActor } from '../http/actor';
import { clientIp } from '../http/client-ip';
import { forbidden, unauthorized } from '../http/http-errors';
import { requestOrigin } from '../http/request-origin';
import type { Staff } from '../http/staff';

export type { Staff };
import { assertSameOrigin } from './csrf';
import { sessionStaffId } from './session';

declare module 'koa' {
  interface DefaultState {
    staff?: Staff;
    /** The signed-in staff member of an admin call, once the guard has let it through. */
    actor?: StaffActor;
  }
}

/**
 * Loads the person of the request's session, if any. A session of someone deactivated or deleted
 * is ended here, whatever its age: deactivation signs out at once.
 */
export function loadStaff(db: Db) {
  return async (ctx: Context, next: Next) => {
    const id = sessionStaffId(ctx);
    if (id) {
      const row = await findStaff(db, id);
      if (!row || row.deactivated_at) {
        ctx.session = null;
      } else {
        const twoFactor = row.totp_enabled_at !== null;
        ctx.state.staff = {
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          twoFactor,
          twoFactorSetupRequired: Boolean(row.require_two_factor) && !twoFactor,
        };
      }
    }
    await next();
  };
}

/** The request's part of an actor: where it comes from. */
const requestPart = (ctx: Context) => ({
  ip: clientIp(ctx),
  userAgent: ctx.get('User-Agent'),
  requestId: ctx.requestId,
  origin: requestOrigin(ctx),
  referer: ctx.get('Referer'),
});

/** Who makes this request: its signed-in staff member, or a visitor. */
export function requestActor(ctx: Context): Actor {
  const staff = ctx.state.staff;
  return staff
    ? staffActor(ctx, staff)
    : { staffId: null, role: null, name: '', email: '', ...requestPart(ctx) };
}

function staffActor(ctx: Context, staff: Staff): StaffActor {
  return {
    staffId: staff.id,
    role: staff.role,
    name: staff.name,
    email: staff.email,
    twoFactor: staff.twoFactor,
    ...requestPart(ctx),
  };
}

export function requireAdmin(allowedOrigins: readonly string[], permission: Permission) {
  return async (ctx: Context, next: Next) => {
    const staff = ctx.state.staff;
    if (!staff) throw unauthorized('Not signed in');
    assertSameOrigin(ctx, allowedOrigins);
    if (staff.twoFactorSetupRequired && permission !== 'account') {
      throw forbidden(TWO_FACTOR_SETUP_REQUIRED_MESSAGE, { twoFactorSetupRequired: true });
    }
    if (!can(staff.role, permission)) throw forbidden(FORBIDDEN_MESSAGES[permission]);
    ctx.state.actor = staffActor(ctx, staff);
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
