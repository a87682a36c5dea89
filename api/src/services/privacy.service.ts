/**
 * Erasure on request: every contact message, consultation request, application, note and outbox
 * message of an address, and the sign-in counters kept under it, go in one transaction; the resume
 * files (disk or S3) after the commit, and then, in the background, the rows' old versions on disk
 * (disk-cleanup.service.ts, requested in the same transaction). The audit entry keeps only a
 * SHA-256 of the address, never the address itself.
 */
import { createHash } from 'node:crypto';
import type { Actor } from '../http/actor';
import type { Erasure } from '@northbeam/shared/contract/workspace';
import type { Db } from '../db/connection';
import { requestDiskCleanup } from '../db/disk-cleanup.queries';
import { eraseByEmail } from '../db/privacy.queries';
import { clearLimits } from '../db/rate-limits.queries';
import type { Logger } from 'pino';
import type { Storage } from '../storage/storage';
import { audit } from './audit.service';
import { emailLimitKeys } from './rate-limit.service';

export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function createPrivacy(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** Woken after the commit (the scheduler's disk clean-up loop): the rows' old versions go too. */
  diskCleanup: { wake(): void };
}) {
  const { db, storage, logger, diskCleanup } = deps;
  return {
    /** `context`: what the audit entry adds (the candidate's own request: `via`). */
    async erase(
      actor: Actor,
      email: string,
      context: Record<string, string> = {},
    ): Promise<Erasure> {
      const erased = await db.transaction(async (trx) => {
        const rows = await eraseByEmail(trx, email);
        await clearLimits(trx, Object.values(emailLimitKeys(email)));
        await requestDiskCleanup(trx, 'erasure');
        const { resumeKeys, attachmentKeys, ...counts } = rows;
        await audit(trx, actor, 'privacy.erase', {
          details: {
            ...context,
            emailHash: emailHash(email),
            ...counts,
            resumeFiles: resumeKeys.length,
            attachmentFiles: attachmentKeys.length,
          },
        });
        return rows;
      });
      // After the commit: a file left by a failed deletion is logged (its row is gone already).
      let resumeFiles = 0;
      for (const key of erased.resumeKeys) {
        try {
          await storage.resumes.remove(key);
          resumeFiles += 1;
        } catch (error) {
          logger.error({ err: error, key }, 'erasure: a resume file could not be deleted');
        }
      }
      let attachmentFiles = 0;
      for (const key of erased.attachmentKeys) {
        try {
          await storage.attachments.remove(key);
          attachmentFiles += 1;
        } catch (error) {
          logger.error({ err: error, key }, 'erasure: an attachment file could not be deleted');
        }
      }
      // In the background: rewriting the tables may take a while; one process runs it once.
      diskCleanup.wake();
      const { resumeKeys: _keys, attachmentKeys: _files, ...counts } = erased;
      return { ...counts, resumeFiles, attachmentFiles };
    },
  };
}

export type Privacy = ReturnType<typeof createPrivacy>;
