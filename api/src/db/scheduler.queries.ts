import type { DbOrTrx } from './connection';
import { rawRows } from './raw';
import type { SchedulerRunsTable } from './tables';

/**
 * Claims period `period` of the periodic job `job` for this process: true once per period across
 * every process of the database. A transaction-level advisory lock on the job's name makes the
 * others skip at once rather than wait; the row says which period last ran.
 */
export async function claimPeriod(db: DbOrTrx, job: string, period: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      trx,
      `select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked`,
      [`northbeam.scheduler.${job}`],
    );
    if (!lock?.locked) return false;
    const claimed = await rawRows<Pick<SchedulerRunsTable, 'job'>>(
      trx,
      `insert into scheduler_runs (job, period, started_at) values (?, ?, now())
       on conflict (job) do update set period = excluded.period, started_at = excluded.started_at
       where scheduler_runs.period < excluded.period
       returning job`,
      [job, period],
    );
    return claimed.length > 0;
  });
}
