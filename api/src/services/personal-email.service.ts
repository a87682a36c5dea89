/**
 * E-mails the team writes to the person of a submission (an interview invitation, a rejection, a
 * reply to a lead): placeholders filled, the company's layout, Reply-To the writer so the answer
 * reaches a person; queued in the outbox in the transaction that audits it, so it is sent exactly
 * once and shows in the submission's timeline.
 */
import type { StaffActor } from '../http/actor';
import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { PersonalEmailInput } from '@northbeam/shared/contract/workspace';
import { findApplication } from '../db/applications.queries';
import type { Db } from '../db/connection';
import { findInquiry } from '../db/inquiries.queries';
import { audit } from './audit.service';
import type { Announcer } from './notifications/announcer';
import { acknowledgement, placeholderValues, type Submission } from './notifications/emails';
import { applicationSubmission, inquirySubmission } from './notifications/submission-view';
import type { SubmissionReview } from './submission-review.service';

export function createPersonalEmails(deps: {
  db: Db;
  announcer: Announcer;
  /** Status changes of the bulk action go through the review, as one change each. */
  review: Pick<SubmissionReview, 'applicationStatus'>;
}) {
  const { db, announcer, review } = deps;
  async function submissionOf(kind: SubmissionKind, id: string): Promise<Submission | undefined> {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      return row && applicationSubmission(row);
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    return row && inquirySubmission(kind, row);
  }

  /** Queues the e-mail in the caller's transaction; answers the outbox message. */
  async function queue(
    trx: Parameters<Parameters<Db['transaction']>[0]>[0],
    actor: StaffActor,
    item: Submission,
    input: PersonalEmailInput,
  ) {
    const content = acknowledgement(input, placeholderValues(item));
    const queued = await announcer.personal(
      trx,
      'personal',
      { to: item.email, replyTo: actor.email, ...content },
      { kind: item.kind, id: item.id },
      { sentBy: actor.staffId },
    );
    await audit(trx, actor, `${item.kind}.email`, {
      entityType: item.kind,
      entityId: item.id,
      details: { subject: content.subject, outboxId: queued.id },
    });
    return queued;
  }

  return {
    /** Undefined when the submission does not exist. */
    async send(
      actor: StaffActor,
      kind: SubmissionKind,
      id: string,
      input: PersonalEmailInput,
    ): Promise<{ outboxId: string; emailed: boolean } | undefined> {
      const item = await submissionOf(kind, id);
      if (!item) return undefined;
      const queued = await db.transaction((trx) => queue(trx, actor, item, input));
      announcer.committed();
      return { outboxId: queued.id, emailed: queued.emailed };
    },

    /**
     * Each application to `status` (audited and announced as one status change each), then, when
     * given, one e-mail each with its own name and job filled in. Unknown ids are skipped.
     */
    async bulkStatus(
      actor: StaffActor,
      ids: string[],
      status: ApplicationStatus,
      email: PersonalEmailInput | undefined,
    ) {
      let updated = 0;
      let emailed = 0;
      for (const id of new Set(ids)) {
        const row = await review.applicationStatus(actor, id, status);
        if (!row) continue;
        updated += 1;
        if (email) {
          const item = applicationSubmission(row);
          await db.transaction((trx) => queue(trx, actor, item, email));
          emailed += 1;
        }
      }
      await audit(db, actor, 'application.bulk-status', {
        entityType: 'application',
        details: { status, updated, emailed },
      });
      announcer.committed();
      return { updated, emailed };
    },
  };
}

export type PersonalEmails = ReturnType<typeof createPersonalEmails>;
