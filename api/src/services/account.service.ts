/**
 * One's own account: signing in (password, then the two-factor code when it is on, within the
 * sign-in limits), the profile, signing out here or everywhere, changing the password, turning
 * two-factor sign-in off. Every step is audited; the session itself (a cookie or a token) is the
 * route's business, so this service never sees the request.
 */
import { newPassword, type StaffProfile, type LoginInput } from '@northbeam/shared/contract/admin';
import type { PasswordChangeInput } from '@northbeam/shared/contract/admin';
import {
  INVALID_CODE_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  type twoFactorDisableInput,
} from '@northbeam/shared/contract/team';
import type { z } from 'zod';
import type { SecurityConfig } from '../config/config';
import {
  findStaffById,
  markSignedIn,
  normalizeEmail,
  setStaffPassword,
  unusedRecoveryCodes,
  type StaffRow,
} from '../db/staff.queries';
import type { Db } from '../db/connection';
import { deleteSessionsOfStaff } from '../db/sessions.queries';
import type { Actor, StaffActor } from '../http/actor';
import { badRequest, HttpError, unauthorized } from '../http/http-errors';
import { presentAdmin } from '../presenters/entities.presenter';
import { audit } from './audit.service';
import { checkCredentials, hashPassword, verifyPassword } from './auth.service';
import { loginLimiter } from './rate-limit.service';
import type { Team } from './team/team.service';
import type { SecondFactor, TwoFactor } from './team/two-factor.service';

type TwoFactorDisableInput = z.output<typeof twoFactorDisableInput>;

const BAD_CREDENTIALS = 'Invalid email or password';
const DEACTIVATED_MESSAGE =
  'This account is deactivated. Ask an owner or administrator of your team to reactivate it.';

/** A sign-in that passed every check: the person, and the second factor used (if any). */
export interface CheckedSignIn {
  member: StaffRow;
  factor: SecondFactor | undefined;
}

export function createAccount(deps: {
  db: Db;
  security: SecurityConfig;
  team: Pick<Team, 'policy'>;
  twoFactor: Pick<TwoFactor, 'verify' | 'disable'>;
}) {
  const { db, team, twoFactor } = deps;
  const limiter = loginLimiter(db, deps.security);

  /** What the admin shows of the signed-in person (the token when the session is a bearer one). */
  async function info(row: StaffRow, token?: string): Promise<StaffProfile> {
    const { requireTwoFactor } = await team.policy();
    return presentAdmin(row, requireTwoFactor, token);
  }

  return {
    /** Checks a sign-in (401 wrong, 429 locked); the caller then starts the session. */
    async checkSignIn(actor: Actor, input: LoginInput): Promise<CheckedSignIn> {
      const { email, password, code } = input;
      const attempt = { id: null, email: normalizeEmail(email) };
      try {
        // While locked the password is not even checked: guessing gains nothing.
        await limiter.assertOpen(email, actor.ip);
      } catch (error) {
        await audit(db, actor, 'login.locked', { staff: attempt });
        throw error;
      }
      const found = await checkCredentials(db, email, password);
      if (!found) {
        await audit(db, actor, 'login.failure', { staff: attempt });
        await limiter.failed(email, actor.ip);
        throw unauthorized(BAD_CREDENTIALS);
      }
      const who = { id: found.id, email: found.email };
      if (found.deactivated_at) {
        await audit(db, actor, 'login.failure', { staff: who, details: { reason: 'deactivated' } });
        throw unauthorized(DEACTIVATED_MESSAGE);
      }
      let factor: SecondFactor | undefined;
      if (found.totp_enabled_at) {
        // The password was right: ask for the code (not a failure, nothing counted).
        if (!code) throw unauthorized(TWO_FACTOR_REQUIRED_MESSAGE, { twoFactorRequired: true });
        factor = await twoFactor.verify(db, found, code);
        if (!factor) {
          await audit(db, actor, 'login.failure', { staff: who, details: { reason: 'code' } });
          await limiter.failed(email, actor.ip);
          throw unauthorized(INVALID_CODE_MESSAGE, { twoFactorRequired: true });
        }
      }
      await limiter.succeeded(email);
      return { member: found, factor };
    },

    /**
     * After the session started (a password, or an accepted invitation): the time of sign-in,
     * the audit entry (with the second factor and the recovery codes left), the admin info.
     */
    async sessionStarted(
      actor: Actor,
      { member, factor }: CheckedSignIn,
      options: { token?: string | undefined; audited: boolean },
    ): Promise<StaffProfile> {
      await markSignedIn(db, member.id);
      const answer = await info(member, options.token);
      if (!options.audited) return answer;
      const who = { id: member.id, email: member.email };
      await audit(db, actor, 'login.success', {
        staff: who,
        entityType: 'staff',
        entityId: member.id,
        ...(factor ? { details: { secondFactor: factor } } : {}),
      });
      if (factor === 'recovery') {
        const left = await unusedRecoveryCodes(db, member.id);
        await audit(db, actor, '2fa.recovery-code.used', {
          staff: who,
          entityType: 'staff',
          entityId: member.id,
          details: { left },
        });
      }
      return answer;
    },

    async profile(actor: StaffActor): Promise<StaffProfile> {
      const row = await findStaffById(db, actor.staffId);
      if (!row) throw unauthorized('Not signed in');
      return info(row);
    },

    /** The session of `staffId` was ended (idempotent: a session already gone is not audited). */
    async signedOut(actor: Actor, staffId: string): Promise<void> {
      const row = await findStaffById(db, staffId);
      await audit(db, actor, 'logout', {
        staff: { id: staffId, email: row?.email ?? '' },
        entityType: 'staff',
        entityId: staffId,
      });
    },

    /** Ends every session of the caller, this one included; answers how many. */
    async signOutEverywhere(actor: StaffActor): Promise<number> {
      return db.transaction(async (trx) => {
        const count = await deleteSessionsOfStaff(trx, actor.staffId);
        await audit(trx, actor, 'logout.all', {
          entityType: 'staff',
          entityId: actor.staffId,
          details: { sessions: count },
        });
        return count;
      });
    },

    /**
     * Changes the caller's password and ends all of its sessions, this one included: a thief's
     * session dies with the old password. A wrong current password counts as a failed sign-in.
     */
    async changePassword(actor: StaffActor, input: PasswordChangeInput): Promise<void> {
      const { currentPassword, newPassword: next } = input;
      const row = await findStaffById(db, actor.staffId);
      if (!row) throw unauthorized('Not signed in');
      // A stolen session must not become a way to guess the password: same limits as sign-in.
      await limiter.assertOpen(row.email, actor.ip);
      if (!(await verifyPassword(row.password_hash, currentPassword))) {
        await limiter.failed(row.email, actor.ip);
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
        await setStaffPassword(trx, row.id, hash);
        const ended = await deleteSessionsOfStaff(trx, row.id);
        await audit(trx, { ...actor, email: row.email }, 'password.change', {
          entityType: 'staff',
          entityId: row.id,
          details: { sessionsEnded: ended },
        });
      });
    },

    /** Needs the password and a code; wrong ones count toward the sign-in lock. */
    async disableTwoFactor(actor: StaffActor, input: TwoFactorDisableInput): Promise<void> {
      await limiter.assertOpen(actor.email, actor.ip);
      try {
        await twoFactor.disable(actor, input.password, input.code);
      } catch (error) {
        if (error instanceof HttpError && error.status === 400 && error.errors) {
          await limiter.failed(actor.email, actor.ip);
        }
        throw error;
      }
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
