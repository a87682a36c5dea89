/**
 * The disk clean-up that follows an erasure (or a retention run that deleted someone): the tables
 * that held people's data are rewritten (VACUUM FULL: heap, TOAST and indexes, so no old row
 * version is left in a data file) and the write-ahead log written before is dropped (checkpoint,
 * new segment, checkpoint). It runs after the erasure's commit, in the background: the request is
 * a row written in the erasure's transaction, claimed by exactly one process (a lease; a process
 * that dies mid-way leaves it to another after the lease). runDue is a per-process loop of the
 * scheduler: woken at once in the process that erased, and run at start and every
 * DISK_CLEANUP_EVERY_MS by every process (requests left by a crash).
 */
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import {
  claimDiskCleanups,
  dropOldWal,
  finishDiskCleanups,
  PERSONAL_TABLES,
  rewriteTables,
  type WalCleanup,
} from '../db/disk-cleanup.queries';

const LEASE_SECONDS = 15 * 60;
/** How often every process looks for requests nobody holds (left by a crash). */
export const DISK_CLEANUP_EVERY_MS = 10 * 60 * 1000;

export interface DiskCleanupResult extends WalCleanup {
  tables: string[];
  /** Tables this role does not own, so could not rewrite (their old rows may stay on disk). */
  tablesSkipped: string[];
  /** True when nothing of the erased rows is left in the database's files and WAL. */
  complete: boolean;
}

export function createDiskCleanup(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;

  /** Runs the pending clean-ups, unless another process holds them; null when none was due. */
  async function runDue(): Promise<DiskCleanupResult | null> {
    const ids = await claimDiskCleanups(db, LEASE_SECONDS);
    if (!ids.length) return null;
    const { rewritten, skipped } = await rewriteTables(db, PERSONAL_TABLES);
    const wal = await dropOldWal(db);
    const result: DiskCleanupResult = {
      tables: rewritten,
      tablesSkipped: skipped,
      ...wal,
      complete:
        !skipped.length && wal.checkpoint && wal.walSwitched && wal.walRecycleOff && wal.walNotKept,
    };
    await finishDiskCleanups(db, ids, result);
    if (result.complete) logger.info({ diskCleanup: result }, 'erased data removed from disk');
    else {
      logger.warn(
        { diskCleanup: result },
        'erased rows are gone from the tables, but old WAL may still hold them: see README "Privacy" for the server settings and grants this needs',
      );
    }
    return result;
  }

  return { runDue };
}

export type DiskCleanup = ReturnType<typeof createDiskCleanup>;
