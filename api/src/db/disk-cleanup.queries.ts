/**
 * After an erasure, what the database still keeps of the erased rows on disk: their old versions
 * in the tables' files (heap, TOAST, indexes) until the tables are rewritten, and their bytes in
 * the write-ahead log until its old segments are removed. The requests are rows of
 * `disk_cleanups`, written in the erasure's transaction and claimed by one process at a time.
 */
import type { DbOrTrx } from './connection';
import type { DiskCleanupsTable } from './tables';
import { countRows } from './list';
import { rawRows } from './raw';

/** Every table that holds, or held, a person's data (the erasure and retention touch them). */
export const PERSONAL_TABLES = [
  'contact_submissions',
  'consultation_requests',
  'job_applications',
  'notes',
  'outbox',
  'audit_log',
  'rate_limits',
  'conversation_messages',
  'conversation_attachments',
  // Interviews and scorecards go with their application (cascade); scorecards' notes are about
  // the person.
  'interviews',
  'scorecards',
] as const;

/** Asks for a clean-up, in the caller's (the erasure's) transaction. */
export async function requestDiskCleanup(db: DbOrTrx, reason: string) {
  await db('disk_cleanups').insert({ reason });
}

/**
 * Claims every pending request (none held by another process within its lease): the ids, or
 * none. One clean-up serves all requests made before it starts.
 */
export async function claimDiskCleanups(db: DbOrTrx, leaseSeconds: number): Promise<number[]> {
  const claimed = await rawRows<Pick<DiskCleanupsTable, 'id'>>(
    db,
    `update disk_cleanups
        set locked_until = now() + make_interval(secs => ?), attempts = attempts + 1
      where id in (
        select id from disk_cleanups
         where done_at is null and (locked_until is null or locked_until < now())
         for update skip locked)
      returning id`,
    [leaseSeconds],
  );
  return claimed.map((r) => r.id);
}

export async function finishDiskCleanups(db: DbOrTrx, ids: number[], result: unknown) {
  await db('disk_cleanups')
    .whereIn('id', ids)
    .update({ done_at: db.fn.now(), locked_until: null, result: JSON.stringify(result) });
}

export async function pendingDiskCleanups(db: DbOrTrx): Promise<number> {
  return countRows(db('disk_cleanups').whereNull('done_at'));
}

/**
 * Rewrites each table with its TOAST table and indexes (VACUUM FULL): dead rows are gone. Only
 * the owner (or a superuser) may; PostgreSQL merely warns and skips the others, so they are
 * found first and answered as skipped.
 */
export async function rewriteTables(
  db: DbOrTrx,
  tables: readonly string[],
): Promise<{ rewritten: string[]; skipped: string[] }> {
  const notOwned = await rawRows<{ relname: string }>(
    db,
    `select c.relname from pg_class c
      where c.relname = any(?) and c.relnamespace = current_schema()::regnamespace
        and not pg_has_role(current_user, c.relowner, 'USAGE')`,
    [[...tables]],
  );
  const skipped = notOwned.map((r) => r.relname);
  const rewritten = tables.filter((t) => !skipped.includes(t));
  for (const table of rewritten) await db.raw('vacuum full ??', [table]);
  return { rewritten, skipped };
}

const notPermitted = (error: unknown) => (error as { code?: string }).code === '42501';

export interface WalCleanup {
  /** CHECKPOINT ran (superuser, or pg_checkpoint on PostgreSQL 15+). */
  checkpoint: boolean;
  /** pg_switch_wal() ran (superuser, or EXECUTE granted). */
  walSwitched: boolean;
  /** The server removes old WAL segments instead of renaming them for reuse. */
  walRecycleOff: boolean;
  /** Nothing keeps old segments: no replication slot, no archiving, wal_keep_size 0. */
  walNotKept: boolean;
}

/**
 * Makes the segments holding the erased rows' WAL records old and has a checkpoint remove them:
 * a checkpoint (everything written so far is in the data files), a switch to a new segment, and a
 * second checkpoint, whose redo point is then in the new segment. With wal_recycle on, an old
 * segment is renamed for reuse and keeps its bytes until overwritten; the embedded database turns
 * it off for its session (see connection.ts), a server needs its operator to (README "Privacy").
 */
export async function dropOldWal(db: DbOrTrx): Promise<WalCleanup> {
  const setting = async (name: string) =>
    String((await rawRows<{ v: string }>(db, `select current_setting(?) as v`, [name]))[0]!.v);
  const attempt = async (sql: string) => {
    try {
      await db.raw(sql);
      return true;
    } catch (error) {
      if (notPermitted(error)) return false;
      throw error;
    }
  };
  const checkpoint = await attempt('checkpoint');
  const walSwitched = await attempt('select pg_switch_wal()');
  const second = checkpoint && (await attempt('checkpoint'));
  const [slots] = await rawRows<{ n: number }>(
    db,
    'select count(*)::int as n from pg_replication_slots',
  );
  return {
    checkpoint: checkpoint && second,
    walSwitched,
    walRecycleOff: (await setting('wal_recycle')) === 'off',
    walNotKept:
      slots!.n === 0 &&
      (await setting('archive_mode')) === 'off' &&
      /^0\s*(?:[kMG]?B)?$/.test(await setting('wal_keep_size')),
  };
}
