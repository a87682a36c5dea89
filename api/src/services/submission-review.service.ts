/**
 * An administrator's verdicts on a submission: its status and whether it is spam. Each change is
 * audited and announced in the same transaction: a status change to the webhooks, and "Not spam"
 * on a submission never announced to the staff, the sender and the webhooks, as if it had just
 * arrived. A status change locks the row first, so that concurrent identical changes announce
 * once; setting the status a submission already has changes nothing.
 */
import type { Context } from 'koa';
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
  type InquiryTable,
} from '../db/inquiries.queries';
import { markAnnounced, wasAnnounced } from '../db/notification-settings.queries';
import type { AppDeps } from '../deps';
import { requestOrigin } from '../http/request-origin';
import { audit } from './audit.service';
import type { Announcer } from './notifications/announcer';
import type { Submission } from './notifications/emails';
import { applicationSubmission, inquirySubmission } from './notifications/submission-view';

type InquiryForm = 'contact' | 'consultation';

const spamMark = (spam: boolean): SpamMark =>
  spam ? { verdict: 'spam', reason: 'Marked as spam by an administrator.' } : null;

export interface SubmissionReview {
  inquiryStatus(
    ctx: Context,
    form: InquiryForm,
    table: InquiryTable,
    id: string,
    status: string,
  ): Promise<InquiryRow | undefined>;
  inquirySpam(
    ctx: Context,
    form: InquiryForm,
    table: InquiryTable,
    id: string,
    spam: boolean,
  ): Promise<InquiryRow | undefined>;
  applicationStatus(ctx: Context, id: string, status: string): Promise<ApplicationRow | undefined>;
  applicationSpam(ctx: Context, id: string, spam: boolean): Promise<ApplicationRow | undefined>;
}

export function createSubmissionReview({ db }: AppDeps, announcer: Announcer): SubmissionReview {
  /** Runs `change` in a transaction; tells the worker after the commit. */
  async function review<T>(change: (trx: DbOrTrx) => Promise<T>): Promise<T> {
    const result = await db.transaction(change);
    announcer.committed();
    return result;
  }

  async function statusChanged(
    trx: DbOrTrx,
    ctx: Context,
    item: Submission,
    before: string | undefined,
    status: string,
  ) {
    // Setting the status it already has changes nothing: no audit entry, no announcement.
    if (before === status) return;
    await audit(trx, ctx, `${item.kind}.status`, {
      entityType: item.kind,
      entityId: item.id,
      details: { status },
    });
    await announcer.statusChanged(trx, item, status, requestOrigin(ctx));
  }

  async function spamChanged(trx: DbOrTrx, ctx: Context, item: Submission, spam: boolean) {
    await audit(trx, ctx, `${item.kind}.${spam ? 'spam' : 'not-spam'}`, {
      entityType: item.kind,
      entityId: item.id,
    });
    if (!spam && !(await wasAnnounced(trx, item.kind, item.id))) {
      await announcer.submissions(trx, [{ ...item, spam: false }], requestOrigin(ctx));
      await markAnnounced(trx, item.kind, [item.id]);
    }
  }

  return {
    inquiryStatus: (ctx, form, table, id, status) =>
      review(async (trx) => {
        const before = await lockInquiryStatus(trx, table, id);
        const row = await updateInquiryStatus(trx, table, id, status);
        if (row) await statusChanged(trx, ctx, inquirySubmission(form, row), before, status);
        return row;
      }),

    inquirySpam: (ctx, form, table, id, spam) =>
      review(async (trx) => {
        const row = await setInquirySpam(trx, table, id, spamMark(spam));
        if (row) await spamChanged(trx, ctx, inquirySubmission(form, row), spam);
        return row;
      }),

    applicationStatus: (ctx, id, status) =>
      review(async (trx) => {
        // Locked until the commit: of concurrent identical changes, one sees the old status
        // and announces it; the others wait and then see the new one.
        const before = await lockApplicationStatus(trx, id);
        if (before === undefined || !(await updateApplicationStatus(trx, id, status))) {
          return undefined;
        }
        const row = (await findApplication(trx, id))!;
        await statusChanged(trx, ctx, applicationSubmission(row), before, status);
        return row;
      }),

    applicationSpam: (ctx, id, spam) =>
      review(async (trx) => {
        if (!(await setApplicationSpam(trx, id, spamMark(spam)))) return undefined;
        const row = (await findApplication(trx, id))!;
        await spamChanged(trx, ctx, applicationSubmission(row), spam);
        return row;
      }),
  };
}
