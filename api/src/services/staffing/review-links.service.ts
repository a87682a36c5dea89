/**
 * The hiring manager's review links: a random token of 256 bits given once (only its SHA-256
 * kept), ending after 30 days by default, revocable. A link shows its own client's submittals and
 * nothing else; a wrong token answers 404, an expired or revoked one 410, with no detail; every
 * view is recorded (which link, what, when: no address, no browser). The client's answer lands on
 * the candidate's timeline and the job order (the audit entry, the submittal's status) and the
 * recruiter hears of it through the outbox, in the answer's transaction.
 */
import { randomBytes } from 'node:crypto';
import { COMPANY } from '@northbeam/shared/brand/company';
import type { RenderedEmail } from '@northbeam/shared/contract/notifications';
import { pathOf, routes } from '@northbeam/shared/contract/routes';
import {
  REVIEW_DECISION_LABELS,
  REVIEW_GONE_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_PATH,
  type ReviewAnswer,
  type ReviewView,
} from '@northbeam/shared/contract/staffing';
import { findAvailability } from '../../db/availability.queries';
import { findContact } from '../../db/clients.queries';
import type { Db, DbOrTrx } from '../../db/connection';
import { interviewsOfSubmittals } from '../../db/interviews.queries';
import { insertOutbox } from '../../db/outbox.queries';
import {
  answersOf,
  findReviewLink,
  findSubmittal,
  insertAnswer,
  insertReviewLink,
  recordReviewView,
  revokeReviewLink,
  setSubmittalStatus,
  submittalsOfClient,
} from '../../db/submittals.queries';
import { systemActor, type Actor, type StaffActor } from '../../http/actor';
import { badRequest, gone, notFound } from '../../http/http-errors';
import type { Storage } from '../../storage/storage';
import { audit } from '../audit.service';
import { adminLink } from '../notifications/emails';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { headerText } from '../notifications/mail-headers';
import { formatMailTime } from '../notifications/mail-time';
import type { NotificationSettings } from '../notifications/notification-settings';
import { outboxEmail } from '../notifications/outbox-email';
import { readTimeZone } from '../notifications/time-zone';
import { hashToken } from '../team/one-time-token';
import { initialsOf } from './redaction';

const DAY = 86_400_000;
export const REVIEW_LINK_DAYS = 30;

/** The hiring manager's actions, audited without their address or browser (privacy). */
const clientActor = (): Actor => ({ ...systemActor('review link'), userAgent: '' });

const rendered = (subject: string, block: EmailBlock): RenderedEmail => {
  const title = headerText(subject);
  return {
    subject: title,
    html: renderEmailHtml(title, block),
    text: renderEmailText(title, block),
  };
};

export function createReviewLinks(deps: {
  db: Db;
  storage: Storage;
  settings: NotificationSettings;
  /** After a commit that queued e-mails: deliver now. */
  wake: () => void;
  linkDays?: number;
  now?: () => Date;
}) {
  const { db, storage, settings, wake } = deps;
  const now = deps.now ?? (() => new Date());
  const days = deps.linkDays ?? REVIEW_LINK_DAYS;

  /** The live link of a token: 404 when unknown, 410 when expired or revoked. */
  async function liveLink(token: string) {
    const link = token.length <= 200 ? await findReviewLink(db, hashToken(token)) : undefined;
    if (!link) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    if (link.revoked_at || link.expires_at.getTime() <= now().getTime()) {
      throw gone(REVIEW_GONE_MESSAGE);
    }
    return link;
  }

  async function viewOf(token: string, link: Awaited<ReturnType<typeof liveLink>>) {
    const submittals = await submittalsOfClient(db, link.client_id);
    const ids = submittals.map((s) => s.id);
    const answers = await answersOf(db, ids);
    // The interview scheduled from each (as it is now: moved or cancelled, it says so).
    const interviews = await interviewsOfSubmittals(db, ids);
    const view: ReviewView = {
      clientName: link.client_name,
      contactName: link.contact_name,
      expiresAt: link.expires_at.toISOString(),
      candidates: submittals.map((s) => {
        const answer = answers.find((a) => a.submittal_id === s.id);
        const interview = interviews.get(s.id);
        return {
          _id: s.id,
          label: initialsOf(s.candidate_name),
          jobTitle: s.job_title,
          summary: s.summary,
          resumeText: s.blind_text,
          resumeUrl: pathOf(routes.review.resume, { token, id: s.id }),
          submittedAt: s.created_at.toISOString(),
          answer: answer
            ? {
                decision: answer.decision,
                reason: answer.reason,
                note: answer.note,
                proposedTimes: answer.proposed_times,
                at: answer.created_at.toISOString(),
              }
            : null,
          interview: interview
            ? {
                status: interview.status,
                mode: interview.mode,
                startsAt: interview.starts_at ? new Date(interview.starts_at).toISOString() : null,
                endsAt: interview.ends_at ? new Date(interview.ends_at).toISOString() : null,
              }
            : null,
        };
      }),
    };
    return view;
  }

  /** A submittal of the link's own client, or the same 404 as a missing one. */
  async function ownSubmittal(link: { client_id: string }, id: string) {
    const s = await findSubmittal(db, id);
    if (!s || s.client_id !== link.client_id) throw notFound('Candidate not found');
    return s;
  }

  /** A new link for a contact of the client (its token given once, here). */
  async function newLink(
    trx: DbOrTrx,
    actor: StaffActor,
    clientId: string,
    contactId: string,
  ): Promise<{ reviewUrl: string; expiresAt: string }> {
    const contact = await findContact(trx, contactId);
    if (!contact || contact.client_id !== clientId) {
      throw badRequest('The contact must be one of the client’s', {
        contactId: 'Choose a contact of this client',
      });
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + days * DAY);
    await insertReviewLink(trx, {
      token_hash: hashToken(token),
      client_id: clientId,
      contact_id: contactId,
      expires_at: expiresAt,
      created_by: actor.staffId,
    });
    await audit(trx, actor, 'client.review-link', {
      entityType: 'client',
      entityId: clientId,
      details: { contact: contact.name },
    });
    const reviewUrl = `${settings.linkOrigin(actor.origin)}${REVIEW_PATH}${token}`;
    return { reviewUrl, expiresAt: expiresAt.toISOString() };
  }

  return {
    create: newLink,

    /** A new link in its own transaction. */
    createNow: (actor: StaffActor, clientId: string, contactId: string) =>
      db.transaction((trx) => newLink(trx, actor, clientId, contactId)),

    /** Revokes a link by its token: 404 when there is no such live link. */
    async revoke(actor: StaffActor, token: string): Promise<void> {
      const revoked = await db.transaction(async (trx) => {
        const row = await revokeReviewLink(trx, hashToken(token));
        if (row) {
          await audit(trx, actor, 'review-link.revoke', {
            entityType: 'client',
            entityId: row.client_id,
          });
        }
        return row;
      });
      if (!revoked) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    },

    /** The review page's content; the view is recorded. */
    async view(token: string): Promise<ReviewView> {
      const link = await liveLink(token);
      await recordReviewView(db, link.token_hash, 'page');
      return viewOf(token, link);
    },

    /** A blind resume of the link's client; the view is recorded. */
    async resume(token: string, id: string) {
      const link = await liveLink(token);
      const s = await ownSubmittal(link, id);
      const file = await storage.resumes.open(s.blind_resume_key);
      if (!file) throw notFound('Candidate not found');
      await recordReviewView(db, link.token_hash, 'resume', s.id);
      return { ...file, name: `candidate-${initialsOf(s.candidate_name).replace(/\W+/g, '')}.pdf` };
    },

    /** The hiring manager's answer on one candidate. */
    async answer(token: string, id: string, input: ReviewAnswer): Promise<ReviewView> {
      const link = await liveLink(token);
      const s = await ownSubmittal(link, id);
      const decision = input.decision;
      const label = REVIEW_DECISION_LABELS[decision];
      const proposed = input.proposedTimes ?? [];
      // The recruiter reads the proposed times in their own zone (else the company's).
      const zone = proposed.length
        ? (s.submitted_by && (await findAvailability(db, s.submitted_by))?.time_zone) ||
          (await readTimeZone(db))
        : '';
      await db.transaction(async (trx) => {
        await insertAnswer(trx, {
          submittal_id: s.id,
          decision,
          reason: input.reason ?? null,
          note: input.note,
          contact_id: link.contact_id,
          proposed_times: proposed,
          time_zone: input.timeZone ?? null,
        });
        await recordReviewView(trx, link.token_hash, 'answer', s.id);
        // The job order's pipeline: an interview moves it on, "not a fit" ends it.
        if (decision === 'interview' && s.status === 'submitted') {
          await setSubmittalStatus(trx, s.id, 'interviewing');
        }
        if (decision === 'not_a_fit' && s.status !== 'placed') {
          await setSubmittalStatus(trx, s.id, 'rejected');
        }
        await audit(trx, clientActor(), 'application.client-answer', {
          entityType: 'application',
          entityId: s.application_id,
          staff: { id: null, email: '' },
          details: {
            decision,
            decisionLabel: label,
            reason: input.reason ?? null,
            note: input.note,
            ...(proposed.length ? { proposedTimes: proposed } : {}),
            client: s.client_name,
            clientId: s.client_id,
            jobId: s.job_id,
            job: s.job_title,
            by: link.contact_name,
            candidate: s.candidate_name,
          },
        });
        if (s.submitted_by_email) {
          const { origin } = settings;
          const fields = [
            { label: 'Candidate', value: s.candidate_name },
            { label: 'Job order', value: `${s.job_title} (${s.client_name})` },
            { label: 'Answer', value: label },
            ...(input.reason ? [{ label: 'Reason', value: input.reason }] : []),
            ...(proposed.length
              ? [
                  {
                    label: 'Proposed times',
                    value: proposed.map((t) => formatMailTime(new Date(t), zone)).join('\n'),
                  },
                ]
              : []),
            ...(input.note ? [{ label: 'Note', value: input.note }] : []),
          ];
          await insertOutbox(trx, [
            outboxEmail(
              settings,
              'staff-notification',
              {
                to: s.submitted_by_email,
                replyTo: COMPANY.email,
                ...rendered(`${s.client_name}: "${label}" for ${s.candidate_name}`, {
                  paragraphs: [
                    `${link.contact_name ?? 'The hiring manager'} at ${s.client_name} answered on the candidate you submitted.`,
                  ],
                  fields,
                  action: {
                    label: 'Open the application',
                    url: adminLink(origin, 'application', s.application_id),
                  },
                }),
              },
              { kind: 'application', id: s.application_id },
            ),
          ]);
        }
      });
      wake();
      return viewOf(token, link);
    },
  };
}
export type ReviewLinks = ReturnType<typeof createReviewLinks>;
