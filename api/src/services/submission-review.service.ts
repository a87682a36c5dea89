/**
 * An administrator's verdicts on a submission: its status and whether it is spam. Each change is
 * audited and announced in the same transaction: a status change to the webhooks, and "Not spam"
 * on a submission never announced to the staff, the sender and the webhooks, as if it had just
 * arrived. A status change locks the row first, so that concurrent identical changes announce
 * once; setting the status a submission already has changes nothing.
 */
import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import {
  findApplication,
  lockApplicationStatus,
  setApplicationSpam,
  updateApplicationStatus,
  type ApplicationRow,
} from '../db/applications.queries';
import type { DbOrTrx } from '../db/connection';
import {
  lockInquiryStatus,
  setInquirySpam,
  updateInquiryStatus,
  type InquiryRow,
  type InquiryStatus,
} from '../db/inquiries.queries';
import { markAnnounced, wasAnnounced } from '../db/notification-settings.queries';
import type { Db } from '../db/connection';
import type { Actor } from '../http/actor';
import { audit } from './audit.service';
import { INQUIRY_TABLES, type InquiryForm } from './inquiries.service';
import type { Announcer } from './notifications/announcer';
import type { Submission } from './notifications/emails';
import { applicationSubmission, inquirySubmission } from './notifications/submission-view';

const spamMark = (spam: boolean): SpamMark =>
  spam ? { verdict: 'spam', reason: 'Marked as spam by an administrator.' } : null;

export interface SubmissionReview {
  inquiryStatus(
    actor: Actor,
    form: InquiryForm,
    id: string,
    status: InquiryStatus,
  ): Promise<InquiryRow | undefined>;
  inquirySpam(
    actor: Actor,
    form: InquiryForm,
    id: string,
    spam: boolean,
  ): Promise<InquiryRow | undefined>;
  applicationStatus(
    actor: Actor,
    id: string,
    status: ApplicationStatus,
  ): Promise<ApplicationRow | undefined>;
  applicationSpam(actor: Actor, id: string, spam: boolean): Promise<ApplicationRow | undefined>;
}

export function createSubmissionReview(deps: { db: Db; announcer: Announcer }): SubmissionReview {
  const { db, announcer } = deps;
  /** Runs `change` in a transaction; tells the worker after the commit. */
  async function review<T>(change: (trx: DbOrTrx) => Promise<T>): Promise<T> {
    const result = await db.transaction(change);
    announcer.committed();
    return result;
  }

  async function statusChanged(
    trx: DbOrTrx,
    actor: Actor,
    item: Submission,
    before: string | undefined,
    status: string,
  ) {
    // Setting the status it already has changes nothing: no audit entry, no announcement.
    if (before === status) return;
    await audit(trx, actor, `${item.kind}.status`, {
      entityType: item.kind,
      entityId: item.id,
      details: { status },
    });
    await announcer.statusChanged(trx, item, status, actor.origin);
  }

  async function spamChanged(trx: DbOrTrx, actor: Actor, item: Submission, spam: boolean) {
    await audit(trx, actor, `${item.kind}.${spam ? 'spam' : 'not-spam'}`, {
      entityType: item.kind,
      entityId: item.id,
    });
    if (!spam && !(await wasAnnounced(trx, item.kind, item.id))) {
      await announcer.submissions(trx, [{ ...item, spam: false }], actor.origin);
      await markAnnounced(trx, item.kind, [item.id]);
    }
  }

  return {
    inquiryStatus: (actor, form, id, status) =>
      review(async (trx) => {
        const table = INQUIRY_TABLES[form];
        const before = await lockInquiryStatus(trx, table, id);
        const row = await updateInquiryStatus(trx, table, id, status);
        if (row) await statusChanged(trx, actor, inquirySubmission(form, row), before, status);
        return row;
      }),

    inquirySpam: (actor, form, id, spam) =>
      review(async (trx) => {
        const table = INQUIRY_TABLES[form];
        const row = await setInquirySpam(trx, table, id, spamMark(spam));
        if (row) await spamChanged(trx, actor, inquirySubmission(form, row), spam);
        return row;
      }),

    applicationStatus: (actor, id, status) =>
      review(async (trx) => {
        // Locked until the commit: of concurrent identical changes, one sees the old status
        // and announces it; the others wait and then see the new one.
        const before = await lockApplicationStatus(trx, id);
        if (before === undefined || !(await updateApplicationStatus(trx, id, status))) {
          return undefined;
        }
        const row = (await findApplication(trx, id))!;
        await statusChanged(trx, actor, applicationSubmission(row), before, status);
        return row;
      }),

    applicationSpam: (actor, id, spam) =>
      review(async (trx) => {
        if (!(await setApplicationSpam(trx, id, spamMark(spam)))) return undefined;
        const row = (await findApplication(trx, id))!;
        await spamChanged(trx, actor, applicationSubmission(row), spam);
        return row;
      }),
  };
}
