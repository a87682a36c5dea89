/**
 * The disk clean-up that follows an erasure (or a retention run that deleted someone): the tables
 * that held people's data are rewritten (VACUUM FULL: heap, TOAST and indexes, so no old row
 * version is left in a data file) and the write-ahead log written before is dropped (checkpoint,
 * new segment, checkpoint). It runs after the erasure's commit, in the background: the request is
 * a row written in the erasure's transaction, claimed by exactly one process (a lease; a process
 * that dies mid-way leaves it to another after the lease), at once by the process that erased and
 * at start and every ten minutes by every process (requests left by a crash).
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

export interface DiskCleanupResult extends WalCleanup {
  tables: string[];
  /** Tables this role does not own, so could not rewrite (their old rows may stay on disk). */
  tablesSkipped: string[];
  /** True when nothing of the erased rows is left in the database's files and WAL. */
  complete: boolean;
}

export function createDiskCleanup(deps: { db: Db; logger: Logger }) {
  const { db, logger } = deps;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<DiskCleanupResult | null> | undefined;
  let again = false;

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

  /**
   * One run at a time in this process; a request made during a run gets a run after it. Never
   * rejects: a failed run is logged (and tried again later), so callers may drop the promise.
   */
  function wake(): Promise<DiskCleanupResult | null> {
    if (running) {
      again = true;
      return running;
    }
    running = runDue()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'disk clean-up failed (it is tried again later)');
        return null;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void wake();
        }
      });
    return running;
  }

  return {
    runDue,
    wake,
    start(everyMs = 10 * 60 * 1000) {
      void wake();
      timer ??= setInterval(() => void wake(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
  };
}

export type DiskCleanup = ReturnType<typeof createDiskCleanup>;
