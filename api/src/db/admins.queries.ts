import type { DbOrTrx } from './connection';

export interface AdminRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findAdminByEmail(db: DbOrTrx, email: string) {
  return db<AdminRow>('admins')
    .where({ email: normalizeEmail(email) })
    .first();
}

export async function findAdminById(db: DbOrTrx, id: string) {
  return db<AdminRow>('admins').where({ id }).first();
}

export async function insertAdmin(
  db: DbOrTrx,
  v: { email: string; name: string; passwordHash: string },
): Promise<AdminRow> {
  const [row] = (await db('admins')
    .insert({ email: normalizeEmail(v.email), name: v.name, password_hash: v.passwordHash })
    .returning('*')) as AdminRow[];
  return row!;
}

export async function setAdminPassword(db: DbOrTrx, id: string, passwordHash: string) {
  await db('admins').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

export async function countAdmins(db: DbOrTrx): Promise<number> {
  const row = (await db('admins').count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}

export async function listAdmins(db: DbOrTrx) {
  return db<AdminRow>('admins').select('id', 'email', 'name', 'created_at').orderBy('created_at');
}
