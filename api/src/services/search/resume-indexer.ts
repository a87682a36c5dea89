/**
 * Resume texts for the recruiters' search, extracted after the application is stored (the visitor
 * never waits for it): a per-process loop claims pending resumes a few at a time (under a lease:
 * any number of processes share the work), reads each file from storage and records its text
 * (PDF, DOCX, DOC; `unsupported` for any other type) or, after MAX_ATTEMPTS failures, `failed`. Resumes
 * stored before search existed are pending since migration 0021: the same loop works through them
 * in the background, newest first.
 *
 * `loop` is a ProcessLoop of scheduler/scheduler.ts: register it in the process's scheduler and
 * call its `wake('resume-text')` after an application is committed.
 */
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import {
  claimPendingResumes,
  failResumeText,
  storeResumeText,
} from '../../db/search/resume-texts.queries';
import type { ProcessLoop } from '../../scheduler/scheduler';
import type { Storage } from '../../storage/storage';
import { extractResumeText, resumeHash } from '../resumes/resume-text';

export const RESUME_TEXT_LOOP = 'resume-text';
const BATCH = 20;
const LEASE_SECONDS = 10 * 60;
const MAX_ATTEMPTS = 3;
/** With nothing claimed, look again this much later (new applications wake it at once). */
const IDLE_MS = 5 * 60 * 1000;
/** Between two full batches (a backfill): requests keep the process's time, extraction waits. */
const BACKFILL_PAUSE_MS = 500;

export interface IndexRun {
  indexed: number;
  failed: number;
  /** A full batch was claimed: there may be more waiting. */
  more: boolean;
}

export function createResumeIndexer(deps: {
  db: Db;
  storage: Storage;
  logger: Pick<Logger, 'warn' | 'info'>;
  batch?: number;
}) {
  const { db, storage, logger } = deps;
  const batch = deps.batch ?? BATCH;

  async function runDue(): Promise<IndexRun> {
    const claimed = await claimPendingResumes(db, batch, LEASE_SECONDS);
    let indexed = 0;
    let failed = 0;
    for (const row of claimed) {
      try {
        const file = await storage.resumes.open(row.resume_key);
        if (!file) throw new Error('the resume file is missing');
        const extracted = await extractResumeText(await buffer(file.stream), row.resume_mime);
        const content = extracted.status === 'done' ? extracted.text : '';
        await storeResumeText(db, row.application_id, {
          status: extracted.status,
          content,
          contentHash: resumeHash(content),
        });
        indexed += 1;
      } catch (error) {
        failed += 1;
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        logger.warn(
          { err: error, applicationId: row.application_id, attempts: row.attempts, giveUp },
          'resume text extraction failed',
        );
        await failResumeText(db, row.application_id, {
          error: error instanceof Error ? error.message : String(error),
          giveUp,
          retrySeconds: 60 * 2 ** row.attempts,
        });
      }
    }
    return { indexed, failed, more: claimed.length === batch };
  }

  const loop: ProcessLoop = {
    name: RESUME_TEXT_LOOP,
    retryMs: 60_000,
    run: async () => ((await runDue()).more ? BACKFILL_PAUSE_MS : IDLE_MS),
  };

  return { runDue, loop };
}

export type ResumeIndexer = ReturnType<typeof createResumeIndexer>;
