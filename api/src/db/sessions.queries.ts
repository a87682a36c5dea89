import type { DbOrTrx } from './connection';
import type { SessionsTable } from './tables';

export interface SessionLifetime {
  /** Signed out after this long without a request (sliding). */
  idleSeconds: number;
  /** Signed out this long after sign-in, however active. */
  maxSeconds: number;
}

/** Activity is written at most this often, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Live session data by (hashed) id: not expired, used within the idle timeout and younger than
 * the absolute lifetime. Deleted staff find nothing (cascade). Slides the idle timeout, writing
 * at most once a minute.
 */
export async function getSession(
  db: DbOrTrx,
  id: string,
  life: SessionLifetime,
): Promise<Record<string, unknown> | undefined> {
  // The staleness is computed: the row is declared.
  const row = await db('sessions')
    .where('id', id)
    .andWhere('expires_at', '>', db.fn.now())
    .andWhere('last_seen_at', '>', db.raw('now() - make_interval(secs => ?)', [life.idleSeconds]))
    .andWhere('created_at', '>', db.raw('now() - make_interval(secs => ?)', [life.maxSeconds]))
    .first<(Pick<SessionsTable, 'data'> & { stale: boolean }) | undefined>(
      'data',
      db.raw('(last_seen_at < now() - make_interval(secs => ?)) as stale', [TOUCH_EVERY_SECONDS]),
    );
  if (row?.stale) {
    await db('sessions')
      .where('id', id)
      .update({
        last_seen_at: db.fn.now(),
        expires_at: db.raw(
          'least(now() + make_interval(secs => ?), created_at + make_interval(secs => ?))',
          [life.idleSeconds, life.maxSeconds],
        ),
      });
  }
  return row?.data;
}

export async function putSession(
  db: DbOrTrx,
  id: string,
  staffId: string | null,
  data: Record<string, unknown>,
  life: SessionLifetime,
) {
  const firstExpiry = db.raw('now() + make_interval(secs => ?)', [
    Math.min(life.idleSeconds, life.maxSeconds),
  ]);
  await db('sessions')
    .insert({
      id,
      staff_id: staffId,
      data: JSON.stringify(data),
      expires_at: firstExpiry,
      last_seen_at: db.fn.now(),
    })
    .onConflict('id')
    .merge({
      staff_id: staffId,
      data: JSON.stringify(data),
      last_seen_at: db.fn.now(),
      // The absolute lifetime counts from the first save (sign-in), never from a later one.
      expires_at: db.raw(
        'least(now() + make_interval(secs => ?), sessions.created_at + make_interval(secs => ?))',
        [life.idleSeconds, life.maxSeconds],
      ),
    });
}

export async function deleteSession(db: DbOrTrx, id: string) {
  await db('sessions').where({ id }).delete();
}

/** Signs an administrator out everywhere; answers how many sessions ended. */
export async function deleteSessionsOfStaff(db: DbOrTrx, staffId: string): Promise<number> {
  const rows = await db('sessions').where({ staff_id: staffId }).delete().returning('id');
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTrx): Promise<number> {
  return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
}

export async function ping(db: DbOrTrx) {
  await db.raw('select 1');
}
