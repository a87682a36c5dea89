import type { DbOrTrx } from './connection';

/** Live session data by (hashed) id; expired sessions and deleted admins find nothing. */
export async function getSession(
  db: DbOrTrx,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const row = (await db('sessions')
    .where('id', id)
    .andWhere('expires_at', '>', db.fn.now())
    .first('data')) as { data: Record<string, unknown> } | undefined;
  return row?.data;
}

export async function putSession(
  db: DbOrTrx,
  id: string,
  adminId: string | null,
  data: Record<string, unknown>,
  expiresAt: Date,
) {
  await db('sessions')
    .insert({ id, admin_id: adminId, data: JSON.stringify(data), expires_at: expiresAt })
    .onConflict('id')
    .merge(['admin_id', 'data', 'expires_at']);
}

export async function deleteSession(db: DbOrTrx, id: string) {
  await db('sessions').where({ id }).delete();
}

export async function deleteSessionsOfAdmin(db: DbOrTrx, adminId: string) {
  await db('sessions').where({ admin_id: adminId }).delete();
}

export async function deleteExpiredSessions(db: DbOrTrx): Promise<number> {
  return db('sessions').where('expires_at', '<=', db.fn.now()).delete();
}

export async function ping(db: DbOrTrx) {
  await db.raw('select 1');
}
