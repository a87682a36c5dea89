/**
 * Counters behind the sign-in and form limits, in PostgreSQL so every API process shares them.
 * Each update is one atomic `insert … on conflict … do update … returning`.
 */
import type { DbOrTrx } from './connection';
import { rawRows } from './raw';
import type { RateLimitsTable } from './tables';

export interface LimitState {
  count: number;
  /** Set while the key is locked. */
  lockedUntil: Date | null;
}

const toState = (row: Pick<RateLimitsTable, 'count' | 'locked_until'>) => ({
  count: Number(row.count),
  lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
});

/** The latest lock among `keys` that is still running, if any. */
export async function activeLock(db: DbOrTrx, keys: string[]): Promise<Date | null> {
  const row = await db('rate_limits')
    .whereIn('key', keys)
    .andWhere('locked_until', '>', db.fn.now())
    .max('locked_until', { as: 'until' })
    .first();
  return row?.until ? new Date(row.until) : null;
}

/**
 * Counts a failure. Failures older than `windowSeconds` are forgotten. From `max` failures on,
 * the key is locked for `baseSeconds`, doubled with each further failure, at most `capSeconds`.
 */
export async function recordFailure(
  db: DbOrTrx,
  key: string,
  o: { max: number; windowSeconds: number; baseSeconds: number; capSeconds: number },
): Promise<LimitState> {
  const stale = 'r.window_start < now() - make_interval(secs => :window)';
  const next = `(case when ${stale} then 1 else r.count + 1 end)`;
  const lockFor = (n: string) =>
    `now() + make_interval(secs => least(:cap, :base * power(2, least(${n} - :max, 30))))`;
  const [row] = await rawRows<Pick<RateLimitsTable, 'count' | 'locked_until'>>(
    db,
    `insert into rate_limits as r (key, count, window_start, locked_until)
     values (:key, 1, now(), case when 1 >= :max then ${lockFor('1')} else null end)
     on conflict (key) do update set
       count = ${next},
       window_start = case when ${stale} then now() else r.window_start end,
       locked_until = case when ${next} >= :max then ${lockFor(next)} else r.locked_until end
     returning count, locked_until`,
    { key, max: o.max, window: o.windowSeconds, base: o.baseSeconds, cap: o.capSeconds },
  );
  return toState(row!);
}

/**
 * Counts a hit in a fixed window of `windowSeconds`; answers the count in the current window and,
 * when over `max`, when the window ends.
 */
export async function countHit(
  db: DbOrTrx,
  key: string,
  o: { max: number; windowSeconds: number },
): Promise<LimitState & { resetAt: Date }> {
  const stale = 'r.window_start <= now() - make_interval(secs => :window)';
  const [row] = await rawRows<Pick<RateLimitsTable, 'count'> & { reset_at: Date }>(
    db,
    `insert into rate_limits as r (key, count, window_start)
     values (:key, 1, now())
     on conflict (key) do update set
       count = case when ${stale} then 1 else r.count + 1 end,
       window_start = case when ${stale} then now() else r.window_start end
     returning count, window_start + make_interval(secs => :window) as reset_at`,
    { key, window: o.windowSeconds },
  );
  const resetAt = new Date(row!.reset_at);
  return { count: Number(row!.count), lockedUntil: row!.count > o.max ? resetAt : null, resetAt };
}

export async function clearLimits(db: DbOrTrx, keys: string[]) {
  await db('rate_limits').whereIn('key', keys).delete();
}

export async function clearLimit(db: DbOrTrx, key: string) {
  await db('rate_limits').where({ key }).delete();
}

/** Housekeeping: rows whose window and lock are both long over. */
export async function deleteStaleLimits(db: DbOrTrx, olderThanSeconds = 24 * 3600) {
  return db('rate_limits')
    .where('window_start', '<', db.raw('now() - make_interval(secs => ?)', [olderThanSeconds]))
    .andWhere((q) => {
      q.whereNull('locked_until').orWhere('locked_until', '<', db.fn.now());
    })
    .delete();
}
