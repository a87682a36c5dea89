/**
 * The candidate's status page (README "The candidate's status page"), by the private link of
 * the acknowledgement: the job, the status in the candidate's words, the messages exchanged (no
 * notes, no staff addresses, no incoming automatic messages), a message that lands in the thread
 * (the assignee told as of a reply), "Withdraw my application" (audited, the recruiter told),
 * "Delete my data" (confirmed from the applicant's mailbox, then erased as the admin's erasure
 * does, audited). And the team's side: the link's state, revoked, a new one sent.
 *
 * A wrong token does the same work as a right one: one lookup by the token's hash, then the
 * messages (of no application), then 404.
 */
import { randomUUID } from 'node:crypto';
import { COMPANY } from '@northbeam/shared/brand/company';
import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import type {
  ApplicationStatusView,
  ErasureRequestView,
  StatusLinkState,
} from '@northbeam/shared/contract/status';
import {
  CANDIDATE_STATUS_LABELS,
  CANDIDATE_STATUS_TEXT,
  CLOSED_APPLICATION_STATUSES,
  ERASURE_LINK_MINUTES,
  STATUS_LINK_DAYS_AFTER_CLOSE,
  STATUS_PAGE_TEXT,
  candidateStatusOf,
  erasureConfirmPath,
  maskStatusLinks,
} from '@northbeam/shared/contract/status-page';
import {
  findApplication,
  lockApplicationStatus,
  updateApplicationStatus,
} from '../../db/applications.queries';
import type { Db } from '../../db/connection';
import { insertMessage } from '../../db/conversations.queries';
import type { ListTotals } from '../../db/list';
import {
  candidateMessages,
  claimErasureRequest,
  findErasureRequest,
  findLiveStatusLink,
  insertErasureRequest,
  releaseErasureRequest,
  revokeStatusLinks,
  statusLinkOf,
  type CandidateMessageRow,
  type StatusLinkRow,
} from '../../db/status-page.queries';
import type { Actor, StaffActor } from '../../http/actor';
import { conflict, notFound } from '../../http/http-errors';
import { audit } from '../audit.service';
import type { ReplyNotifier } from '../conversations/reply-notifier';
import type { Announcer } from '../notifications/announcer';
import type { NotificationSettings } from '../notifications/notification-settings';
import { applicationSubmission } from '../notifications/submission-view';
import type { Privacy } from '../privacy.service';
import { hashToken, newToken } from '../team/one-time-token';
import { erasureConfirmationEmail, statusLinkEmail } from './status-emails';
import type { StatusLimits } from './status-limits';
import { STATUS_LINK_LABEL, type StatusLinkIssuer } from './status-links';

/** The messages looked up for a wrong token: of no application (the same query, no rows). */
const NO_APPLICATION = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;
export const APPLICATION_NOT_FOUND = 'Application not found';
export const ERASURE_LINK_NOT_VALID = 'This link is not valid or has expired.';
/** The subject of a message written on the status page, as the team's thread shows it. */
export const STATUS_MESSAGE_SUBJECT = 'Message from the status page';

const iso = (d: Date | string) => new Date(d).toISOString();
const isClosed = (status: string) =>
  CLOSED_APPLICATION_STATUSES.includes(status as ApplicationStatus);
const linkExpiry = (closedAt: Date | string) =>
  new Date(new Date(closedAt).getTime() + STATUS_LINK_DAYS_AFTER_CLOSE * DAY_MS);

/**
 * The candidate as the audit log records them: no staff member, and neither their address nor
 * their client address and user agent (a visitor's are never stored in clear).
 */
const candidateActor = (actor: Actor): Actor => ({
  ...actor,
  staffId: null,
  role: null,
  name: 'Candidate',
  email: '',
  ip: '',
  userAgent: '',
});
const BY_CANDIDATE = { by: 'candidate', via: 'status page' } as const;

function senderName(row: CandidateMessageRow): string {
  if (row.direction === 'out') {
    return row.staff_name ? `${row.staff_name}, ${COMPANY.name}` : COMPANY.name;
  }
  return row.unexpected_sender ? row.from_name || 'Another address' : 'You';
}

/**
 * What the company wrote, without what the e-mail's layout adds to its plain-text part (the title
 * and its underline, the signature and address, the link to this very page): the page shows the
 * words, as a mail program would.
 */
function writtenText(row: CandidateMessageRow): string {
  if (row.direction !== 'out') return row.text;
  let text = row.text.replace(/\r\n/g, '\n');
  const lines = text.split('\n');
  if (lines.length > 2 && lines[0]!.trim() === row.subject.trim() && /^=+$/.test(lines[1]!)) {
    text = lines.slice(2).join('\n');
  }
  const signature = text.lastIndexOf('\n-- \n');
  if (signature >= 0) text = text.slice(0, signature);
  return text.replace(new RegExp(`^${STATUS_LINK_LABEL}: .*$`, 'm'), '').trim();
}

function present(link: StatusLinkRow, messages: CandidateMessageRow[]): ApplicationStatusView {
  const status = candidateStatusOf(link.status);
  const closed = isClosed(link.status);
  return {
    jobTitle: link.job_title ?? '',
    appliedAt: iso(link.applied_at),
    status,
    statusLabel: CANDIDATE_STATUS_LABELS[status],
    statusText: CANDIDATE_STATUS_TEXT[status],
    withdrawnAt: link.status === 'withdrawn' ? iso(link.status_changed_at) : null,
    canWithdraw: !closed,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      from: senderName(m),
      subject: m.subject,
      text: maskStatusLinks(writtenText(m)),
      sentAt: iso(m.sent_at),
    })),
    linkExpiresAt: closed ? linkExpiry(link.status_changed_at).toISOString() : null,
  };
}

export function createStatusPages(deps: {
  db: Db;
  announcer: Announcer;
  notifier: ReplyNotifier;
  privacy: Pick<Privacy, 'erase'>;
  settings: Pick<NotificationSettings, 'messageId' | 'publicLinkOrigin'>;
  issuer: StatusLinkIssuer;
  limits: StatusLimits;
  totals?: ListTotals | undefined;
}) {
  const { db, announcer, notifier, privacy, settings, issuer, limits } = deps;

  /** The live link of a token (by its hash), or undefined; the same work either way. */
  async function lookup(token: string) {
    const hash = hashToken(token);
    const link = await findLiveStatusLink(db, hash, STATUS_LINK_DAYS_AFTER_CLOSE);
    return { hash, link };
  }

  async function read(token: string): Promise<ApplicationStatusView> {
    const { link } = await lookup(token);
    // A wrong token reads the messages of no application: its 404 comes after the same work.
    const messages = await candidateMessages(db, link?.application_id ?? NO_APPLICATION);
    if (!link) throw notFound(STATUS_PAGE_TEXT.notFound);
    return present(link, messages);
  }

  /** The live link of an action (limits per address, then per link), or 404. */
  async function forAction(actor: Actor, token: string) {
    await limits.action(actor.ip);
    const found = await lookup(token);
    if (!found.link) throw notFound(STATUS_PAGE_TEXT.notFound);
    await limits.linkAction(found.hash);
    return { hash: found.hash, link: found.link };
  }

  async function applicationOf(id: string) {
    const row = await findApplication(db, id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return row;
  }

  async function linkState(id: string): Promise<StatusLinkState> {
    const row = await statusLinkOf(db, id, STATUS_LINK_DAYS_AFTER_CLOSE);
    return {
      live: row?.live ?? false,
      issuedAt: row ? iso(row.created_at) : null,
      expiresAt: row?.live && row.closed ? linkExpiry(row.status_changed_at).toISOString() : null,
    };
  }

  return {
    /** Counts a view by this client address (the page and the API read); 429 past the limit. */
    limitView: (actor: Pick<Actor, 'ip'>) => limits.view(actor.ip),

    /** The page's data; 404 for a wrong, revoked or expired token, or an erased application. */
    read,

    /** The candidate's message: in the thread as theirs, the assignee told as of a reply. */
    async sendMessage(actor: Actor, token: string, text: string) {
      const { link } = await forAction(actor, token);
      const item = { kind: 'application' as const, id: link.application_id, email: link.email };
      await db.transaction(async (trx) => {
        await insertMessage(trx, {
          direction: 'in',
          subject_type: 'application',
          subject_id: link.application_id,
          message_id: settings.messageId(randomUUID()),
          in_reply_to: null,
          references: [],
          from_address: link.email,
          from_name: link.full_name,
          to_address: '',
          subject: STATUS_MESSAGE_SUBJECT,
          text,
          html: null,
          sent_at: new Date(),
          automatic: false,
          bounce: false,
          unexpected_sender: false,
          auth_results: null,
          via: 'status-page',
          matched_by: 'token',
        });
        await notifier.replyReceived(trx, item, {
          from: { address: link.email, name: link.full_name },
          subject: STATUS_MESSAGE_SUBJECT,
          text,
          unexpectedSender: false,
        });
      });
      notifier.committed();
      deps.totals?.clear();
      return read(token);
    },

    /** Status withdrawn (audited), webhooks and the recruiter told; 409 once it is closed. */
    async withdraw(actor: Actor, token: string, reason: string) {
      const { link } = await forAction(actor, token);
      const id = link.application_id;
      const changed = await db.transaction(async (trx) => {
        const before = await lockApplicationStatus(trx, id);
        if (before === undefined) throw notFound(STATUS_PAGE_TEXT.notFound);
        // Twice (a reload, two tabs): the same answer, nothing more happens.
        if (before === 'withdrawn') return false;
        if (isClosed(before)) throw conflict(STATUS_PAGE_TEXT.alreadyClosed);
        await updateApplicationStatus(trx, id, 'withdrawn');
        await audit(trx, candidateActor(actor), 'application.withdraw', {
          entityType: 'application',
          entityId: id,
          details: { ...BY_CANDIDATE, reason, previousStatus: before },
        });
        const row = (await findApplication(trx, id))!;
        await announcer.statusChanged(trx, applicationSubmission(row), 'withdrawn', actor.origin);
        await notifier.withdrawn(
          trx,
          { id, email: row.email, name: row.full_name, jobTitle: row.job_title ?? '' },
          reason,
        );
        return true;
      });
      if (changed) {
        announcer.committed();
        deps.totals?.clear();
      }
      return read(token);
    },

    /** E-mails the application's address a single-use link that confirms the erasure. */
    async requestErasure(actor: Actor, token: string) {
      const { hash, link } = await forAction(actor, token);
      await limits.erasureEmail(hash);
      const confirm = newToken();
      const url = new URL(
        erasureConfirmPath(confirm.token),
        settings.publicLinkOrigin(actor.origin),
      ).toString();
      await db.transaction(async (trx) => {
        await insertErasureRequest(trx, confirm.hash, link.application_id, ERASURE_LINK_MINUTES);
        await announcer.personal(
          trx,
          'erasure-confirmation',
          { to: link.email, ...erasureConfirmationEmail(link.email, url) },
          { kind: 'application', id: link.application_id },
        );
        await audit(trx, candidateActor(actor), 'privacy.erase.request', {
          entityType: 'application',
          entityId: link.application_id,
          details: BY_CANDIDATE,
        });
      });
      announcer.committed();
      return { message: STATUS_PAGE_TEXT.deleteRequested };
    },

    /** The confirmation link: waiting, or used (the data is gone); 404 otherwise. */
    async erasureState(token: string): Promise<ErasureRequestView> {
      const row = await findErasureRequest(db, hashToken(token));
      if (!row) throw notFound(ERASURE_LINK_NOT_VALID);
      return { state: row.used_at ? 'done' : 'pending', expiresAt: iso(row.expires_at) };
    },

    /**
     * Erases every record of the application's address, as `POST /api/admin/privacy/erase` does
     * (the same service), audited as the candidate's. The link works once; used again, it says
     * the data is gone.
     */
    async confirmErasure(actor: Actor, token: string) {
      await limits.action(actor.ip);
      const hash = hashToken(token);
      const applicationId = await claimErasureRequest(db, hash);
      if (!applicationId) {
        const row = await findErasureRequest(db, hash);
        if (row?.used_at) return { message: STATUS_PAGE_TEXT.deleted };
        throw notFound(ERASURE_LINK_NOT_VALID);
      }
      try {
        // Gone already (erased by the team meanwhile): nothing left to delete.
        const application = await findApplication(db, applicationId);
        if (application) {
          await privacy.erase(candidateActor(actor), application.email, BY_CANDIDATE);
        }
      } catch (error) {
        await releaseErasureRequest(db, hash);
        throw error;
      }
      deps.totals?.clear();
      return { message: STATUS_PAGE_TEXT.deleted };
    },

    // The team's side ---------------------------------------------------------------------------

    async linkState(id: string): Promise<StatusLinkState> {
      await applicationOf(id);
      return linkState(id);
    },

    async revokeLink(actor: StaffActor, id: string): Promise<StatusLinkState> {
      await applicationOf(id);
      await db.transaction(async (trx) => {
        const revoked = await revokeStatusLinks(trx, id);
        await audit(trx, actor, 'application.status-link.revoke', {
          entityType: 'application',
          entityId: id,
          details: { revoked },
        });
      });
      return linkState(id);
    },

    /** A new link (the old ones stop working) e-mailed to the candidate. */
    async sendLink(actor: StaffActor, id: string) {
      const application = await applicationOf(id);
      const closedAt = isClosed(application.status)
        ? (application.status_changed_at ?? application.applied_at)
        : undefined;
      if (closedAt && linkExpiry(closedAt).getTime() <= Date.now()) {
        throw conflict(
          `This application closed more than ${STATUS_LINK_DAYS_AFTER_CLOSE} days ago: its status page is no longer available.`,
        );
      }
      const sent = await db.transaction(async (trx) => {
        const revoked = await revokeStatusLinks(trx, id);
        const url = await issuer.issue(trx, id, actor.origin);
        const content = statusLinkEmail(
          { fullName: application.full_name, jobTitle: application.job_title ?? '' },
          url,
        );
        const queued = await announcer.personal(
          trx,
          'status-link',
          { to: application.email, ...content },
          { kind: 'application', id },
        );
        await audit(trx, actor, 'application.status-link.send', {
          entityType: 'application',
          entityId: id,
          details: { revoked, outboxId: queued.id },
        });
        return queued;
      });
      announcer.committed();
      return {
        message: sent.emailed
          ? `A new link was e-mailed to ${application.email}; the previous one no longer works.`
          : 'A new link was made (the previous one no longer works), but no mail server is configured: the e-mail waits in the Outbox as not sent.',
        emailed: sent.emailed,
      };
    },
  };
}

export type StatusPages = ReturnType<typeof createStatusPages>;
