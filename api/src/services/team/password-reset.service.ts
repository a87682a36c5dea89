/**
 * Password resets: a link e-mailed on request (always answered the same, whether the account
 * exists or not) or sent by an owner or administrator from the team page; valid one hour,
 * usable once; setting the password ends every session of that person.
 */
import type { Actor, StaffActor } from '../../http/actor';
import { newPassword } from '@northbeam/shared/contract/admin';
import {
  INVALID_LINK,
  PASSWORD_RESET_MINUTES,
  type IssuedLink,
  type PasswordResetInput,
} from '@northbeam/shared/contract/team';
import type { SecurityConfig } from '../../config/config';
import {
  findStaffByEmail,
  findStaffById,
  setStaffPassword,
  type StaffRow,
} from '../../db/staff.queries';
import type { Db } from '../../db/connection';
import { deleteSessionsOfStaff } from '../../db/sessions.queries';
import { insertPasswordReset, usePasswordReset } from '../../db/team.queries';
import { badRequest, forbidden, notFound } from '../../http/http-errors';
import { audit } from '../audit.service';
import { hashPassword } from '../auth.service';
import type { Announcer } from '../notifications/announcer';
import type { NotificationSettings } from '../notifications/notification-settings';
import { limitAccountLinks, resetEmailAllowed } from '../rate-limit.service';
import { passwordResetEmail } from './account-emails';
import { hashToken, newToken } from './one-time-token';

const VALID_SECONDS = PASSWORD_RESET_MINUTES * 60;

export function createPasswordResets(deps: {
  db: Db;
  announcer: Announcer;
  security: SecurityConfig;
  /** Where the e-mailed links point. */
  links: Pick<NotificationSettings, 'linkOrigin' | 'publicLinkOrigin'>;
}) {
  const { db, announcer, security, links } = deps;
  async function issue(
    actor: Actor,
    member: StaffRow,
    origin: string,
    byStaff: boolean,
  ): Promise<IssuedLink> {
    const { token, hash } = newToken();
    const url = new URL('/admin/reset-password', origin);
    url.searchParams.set('token', token);
    const link = url.toString();
    const { emailed, expiresAt } = await db.transaction(async (trx) => {
      const row = await insertPasswordReset(trx, {
        staffId: member.id,
        tokenHash: hash,
        validSeconds: VALID_SECONDS,
      });
      const { emailed } = await announcer.personal(trx, 'password-reset', {
        to: member.email,
        ...passwordResetEmail({ link, byStaff }),
      });
      await audit(trx, actor, byStaff ? 'password.reset.link' : 'password.reset.request', {
        ...(byStaff ? {} : { staff: { id: member.id, email: member.email } }),
        entityType: 'staff',
        entityId: member.id,
        details: { email: member.email, emailed },
      });
      return { emailed, expiresAt: new Date(row.expires_at).toISOString() };
    });
    announcer.committed();
    return { emailed, expiresAt, ...(emailed ? {} : { link }) };
  }

  return {
    /** The public request: nothing in the answer or its errors tells whether the account exists. */
    async request(actor: Actor, email: string): Promise<void> {
      await limitAccountLinks(db, security, actor.ip);
      const member = await findStaffByEmail(db, email);
      if (!member || member.deactivated_at) return;
      if (!(await resetEmailAllowed(db, security, member.email))) return;
      await issue(actor, member, links.publicLinkOrigin(actor.origin), false);
    },

    /** From the team page: the link is e-mailed, or answered when no mail server is set. */
    async linkFor(actor: StaffActor, id: string): Promise<IssuedLink> {
      const member = await findStaffById(db, id);
      if (!member) throw notFound('No such person in the team');
      if (member.role === 'owner' && actor.role !== 'owner') {
        throw forbidden('Only owners can reset the password of an owner.');
      }
      if (member.deactivated_at) throw badRequest('Reactivate this person first.');
      return issue(actor, member, links.linkOrigin(actor.origin), true);
    },

    async reset(actor: Actor, input: PasswordResetInput): Promise<void> {
      await limitAccountLinks(db, security, actor.ip);
      await db.transaction(async (trx) => {
        const staffId = await usePasswordReset(trx, hashToken(input.token));
        if (!staffId) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
        const member = await findStaffById(trx, staffId);
        if (!member) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
        // A refused password rolls the transaction back: the link stays usable.
        const rule = newPassword(member.email).safeParse(input.password);
        if (!rule.success) {
          const message = rule.error.issues[0]?.message ?? 'Invalid password';
          throw badRequest(message, { password: message });
        }
        await setStaffPassword(trx, member.id, await hashPassword(input.password));
        const ended = await deleteSessionsOfStaff(trx, member.id);
        await audit(trx, actor, 'password.reset', {
          staff: { id: member.id, email: member.email },
          entityType: 'staff',
          entityId: member.id,
          details: { sessionsEnded: ended },
        });
      });
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
