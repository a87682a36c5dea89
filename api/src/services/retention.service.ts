/**
 * Retention: once a day (the scheduler looks each hour, on one process of several; the day's run
 * is claimed in `job_runs`, so exactly once a day however many look), what the periods of the privacy policy (RETENTION, shared with the page that
 * states them) have made due is deleted like an erasure: submissions, their notes, the messages
 * about them, the details of their audit entries, and the resume files after the commit.
 */
import type { Logger } from 'pino';
import { RETENTION } from '@northbeam/shared/brand/company';
import type { Db } from '../db/connection';
import { insertAudit } from '../db/audit.queries';
import {
  claimDailyRun,
  eraseSubjects,
  expiredSubjects,
  recordDailyRun,
} from '../db/privacy.queries';
import { requestDiskCleanup } from '../db/disk-cleanup.queries';
import { removeSentContent } from '../db/outbox.queries';
import type { Storage } from '../storage/storage';

/** OUTBOX_BODY_RETENTION_DAYS' default: a sent message's content is kept this long. */
export const DEFAULT_OUTBOX_BODY_DAYS = 90;

export const RETENTION_JOB = 'retention';

export interface RetentionResult {
  contacts: number;
  consultations: number;
  applications: number;
  notes: number;
  outboxMessages: number;
  resumeFiles: number;
  /** Conversation messages of the deleted items, and their attachment files. */
  messages: number;
  attachmentFiles: number;
  /** Sent messages whose content was removed (OUTBOX_BODY_RETENTION_DAYS). */
  outboxContents: number;
}

export function createRetention(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  periods?: { contactMonths: number; applicationMonths: number; spamDays: number };
  /** Days a sent message keeps its content; 0 keeps it (default DEFAULT_OUTBOX_BODY_DAYS). */
  outboxBodyDays?: number | undefined;
  now?: () => Date;
  /** Woken after a run that deleted someone's data (their old row versions on disk go too). */
  diskCleanup?: { wake(): void };
}) {
  const { db, storage, logger } = deps;
  const periods = deps.periods ?? RETENTION;
  const outboxBodyDays = deps.outboxBodyDays ?? DEFAULT_OUTBOX_BODY_DAYS;
  const now = deps.now ?? (() => new Date());

  /** Today's run, unless another process (or an earlier call) already made it; null then. */
  async function runDue(): Promise<RetentionResult | null> {
    const at = now();
    const day = at.toISOString().slice(0, 10);
    const erased = await db.transaction(async (trx) => {
      if (!(await claimDailyRun(trx, RETENTION_JOB, day))) return null;
      const erasedRows = await eraseSubjects(trx, await expiredSubjects(trx, periods, at));
      const outboxContents =
        outboxBodyDays > 0 ? await removeSentContent(trx, at, outboxBodyDays) : 0;
      const rows = { ...erasedRows, outboxContents };
      const { resumeKeys, attachmentKeys, ...counts } = rows;
      await insertAudit(trx, {
        staffId: null,
        staffEmail: '',
        action: 'privacy.retention',
        entityType: null,
        entityId: null,
        details: {
          ...counts,
          resumeFiles: resumeKeys.length,
          attachmentFiles: attachmentKeys.length,
          periods,
          outboxBodyDays,
        },
        ip: '',
        userAgent: 'retention job',
      });
      await recordDailyRun(trx, RETENTION_JOB, day, counts);
      const deleted = counts.contacts + counts.consultations + counts.applications;
      if (deleted + counts.outboxContents > 0) await requestDiskCleanup(trx, 'retention');
      return rows;
    });
    if (!erased) return null;
    let resumeFiles = 0;
    for (const key of erased.resumeKeys) {
      try {
        await storage.resumes.remove(key);
        resumeFiles += 1;
      } catch (error) {
        logger.error({ err: error, key }, 'retention: a resume file could not be deleted');
      }
    }
    let attachmentFiles = 0;
    for (const key of erased.attachmentKeys) {
      try {
        await storage.attachments.remove(key);
        attachmentFiles += 1;
      } catch (error) {
        logger.error({ err: error, key }, 'retention: an attachment file could not be deleted');
      }
    }
    const { resumeKeys: _keys, attachmentKeys: _files, ...counts } = erased;
    const result = { ...counts, resumeFiles, attachmentFiles };
    deps.diskCleanup?.wake();
    logger.info({ retention: result }, 'retention applied');
    return result;
  }

  return { runDue };
}

export type Retention = ReturnType<typeof createRetention>;
