/**
 * Invitations: an owner or administrator invites an address with a role; the e-mailed link
 * (valid 72 hours, usable once) lets that person choose a name and password, which creates the
 * account. Without a mail server the inviter gets the link to pass on.
 */
import type { Actor, StaffActor } from '../../http/actor';
import { newPassword } from '@northbeam/shared/contract/admin';
import { assignableRoles } from '@northbeam/shared/contract/roles';
import {
  INVALID_LINK,
  INVITATION_HOURS,
  type AcceptInvitationInput,
  type InvitationInput,
  type InvitationIssued,
  type InvitationPreview,
} from '@northbeam/shared/contract/team';
import {
  findStaffByEmail,
  findStaffById,
  insertStaff,
  normalizeEmail,
  type StaffRow,
} from '../../db/staff.queries';
import type { Db, DbOrTrx } from '../../db/connection';
import {
  findInvitation,
  findUsableInvitation,
  insertInvitation,
  listOpenInvitations,
  markInvitationAccepted,
  renewInvitation,
  revokeInvitation,
  revokeOpenInvitationsTo,
  type InvitationRow,
} from '../../db/team.queries';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-errors';
import { presentInvitation } from '../../presenters/entities.presenter';
import { audit } from '../audit.service';
import { hashPassword } from '../auth.service';
import type { Announcer } from '../notifications/announcer';
import type { SecurityConfig } from '../../config/config';
import type { NotificationSettings } from '../notifications/notification-settings';
import { limitAccountLinks } from '../rate-limit.service';
import { invitationEmail } from './account-emails';
import { hashToken, newToken } from './one-time-token';

const VALID_SECONDS = INVITATION_HOURS * 3600;

export function createInvitations(deps: {
  db: Db;
  announcer: Announcer;
  /** Where the e-mailed links point (PUBLIC_URL, else where the inviter is). */
  links: Pick<NotificationSettings, 'linkOrigin'>;
  security: SecurityConfig;
}) {
  const { db, announcer, links, security } = deps;
  const linkTo = (origin: string, token: string) => {
    const url = new URL('/admin/accept-invitation', origin);
    url.searchParams.set('token', token);
    return url.toString();
  };

  const assertMayInvite = (actor: StaffActor, role: InvitationRow['role']) => {
    if (!assignableRoles(actor.role).includes(role)) {
      throw forbidden('Only owners can invite owners.');
    }
  };

  async function issue(
    actor: StaffActor,
    origin: string,
    write: (trx: DbOrTrx, tokenHash: string) => Promise<InvitationRow>,
    action: 'invitation.create' | 'invitation.resend',
  ): Promise<InvitationIssued> {
    const { token, hash } = newToken();
    const link = linkTo(origin, token);
    const { row, emailed } = await db.transaction(async (trx) => {
      const row = await write(trx, hash);
      // Named by name: the invitee knows a colleague, not necessarily their address.
      const inviter = (await findStaffById(trx, actor.staffId))?.name.trim() || actor.email;
      const { emailed } = await announcer.personal(trx, 'invitation', {
        to: row.email,
        ...invitationEmail({ role: row.role, invitedBy: inviter, link }),
      });
      await audit(trx, actor, action, {
        entityType: 'invitation',
        entityId: row.id,
        details: { email: row.email, role: row.role },
      });
      return { row, emailed };
    });
    announcer.committed();
    const invitation = presentInvitation({ ...row, invited_by_email: actor.email });
    return {
      invitation,
      emailed,
      expiresAt: invitation.expiresAt,
      ...(emailed ? {} : { link }),
    };
  }

  return {
    async list() {
      return (await listOpenInvitations(db)).map(presentInvitation);
    },

    async create(actor: StaffActor, input: InvitationInput) {
      assertMayInvite(actor, input.role);
      const email = normalizeEmail(input.email);
      if (await findStaffByEmail(db, email)) {
        const message = `${email} already has an account.`;
        throw conflict(message);
      }
      return issue(
        actor,
        links.linkOrigin(actor.origin),
        async (trx, tokenHash) => {
          // One open invitation per address: the newest replaces the others.
          await revokeOpenInvitationsTo(trx, email);
          return insertInvitation(trx, {
            email,
            role: input.role,
            tokenHash,
            invitedBy: actor.staffId,
            validSeconds: VALID_SECONDS,
          });
        },
        'invitation.create',
      );
    },

    async resend(actor: StaffActor, id: string) {
      const existing = await findInvitation(db, id);
      if (!existing || existing.accepted_at || existing.revoked_at) {
        throw notFound('No open invitation with this id');
      }
      assertMayInvite(actor, existing.role);
      return issue(
        actor,
        links.linkOrigin(actor.origin),
        async (trx, tokenHash) => {
          const row = await renewInvitation(trx, id, tokenHash, VALID_SECONDS);
          if (!row) throw notFound('No open invitation with this id');
          return row;
        },
        'invitation.resend',
      );
    },

    async revoke(actor: StaffActor, id: string) {
      const existing = await findInvitation(db, id);
      if (!existing || existing.accepted_at || existing.revoked_at) {
        throw notFound('No open invitation with this id');
      }
      assertMayInvite(actor, existing.role);
      await db.transaction(async (trx) => {
        if (!(await revokeInvitation(trx, id))) throw notFound('No open invitation with this id');
        await audit(trx, actor, 'invitation.revoke', {
          entityType: 'invitation',
          entityId: id,
          details: { email: existing.email, role: existing.role },
        });
      });
    },

    async preview(token: string): Promise<InvitationPreview> {
      const row = await findUsableInvitation(db, hashToken(token));
      if (!row) throw notFound(INVALID_LINK);
      return {
        email: row.email,
        role: row.role,
        expiresAt: new Date(row.expires_at).toISOString(),
      };
    },

    /** Creates the account of a usable invitation; answers it (the caller signs it in). */
    async accept(actor: Actor, input: AcceptInvitationInput): Promise<StaffRow> {
      await limitAccountLinks(db, security, actor.ip);
      const tokenHash = hashToken(input.token);
      const pending = await findUsableInvitation(db, tokenHash);
      if (!pending) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
      const rule = newPassword(pending.email).safeParse(input.password);
      if (!rule.success) {
        const message = rule.error.issues[0]?.message ?? 'Invalid password';
        throw badRequest(message, { password: message });
      }
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        // Locked and read again: of two acceptances of one link, one creates the account.
        const invitation = await findUsableInvitation(trx, tokenHash, true);
        if (!invitation) throw badRequest(INVALID_LINK, { token: INVALID_LINK });
        if (await findStaffByEmail(trx, invitation.email)) {
          throw conflict(`${invitation.email} already has an account. Sign in instead.`);
        }
        const member = await insertStaff(trx, {
          email: invitation.email,
          name: input.name,
          passwordHash,
          role: invitation.role,
        });
        await markInvitationAccepted(trx, invitation.id);
        await audit(trx, actor, 'invitation.accept', {
          staff: { id: member.id, email: member.email },
          entityType: 'invitation',
          entityId: invitation.id,
          details: { role: invitation.role },
        });
        return member;
      });
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
