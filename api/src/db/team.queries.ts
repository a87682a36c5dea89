/** Invitations, password-reset links and the organisation's settings. */
import type { Role } from '@northbeam/shared/contract/roles';
import type { DbOrTrx } from './connection';

export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  token_hash: string;
  invited_by: string | null;
  invited_by_email?: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const interval = (db: DbOrTrx, seconds: number) =>
  db.raw('now() + make_interval(secs => ?)', [seconds]);

export async function insertInvitation(
  db: DbOrTrx,
  v: { email: string; role: Role; tokenHash: string; invitedBy: string; validSeconds: number },
): Promise<InvitationRow> {
  const [row] = (await db('invitations')
    .insert({
      email: v.email,
      role: v.role,
      token_hash: v.tokenHash,
      invited_by: v.invitedBy,
      expires_at: interval(db, v.validSeconds),
    })
    .returning('*')) as InvitationRow[];
  return row!;
}

const withInviter = (db: DbOrTrx) =>
  db('invitations as i')
    .leftJoin('admins as a', 'a.id', 'i.invited_by')
    .select('i.*', 'a.email as invited_by_email');

/** Invitations not accepted nor revoked (expired ones too, to resend), newest first. */
export async function listOpenInvitations(db: DbOrTrx): Promise<InvitationRow[]> {
  return (await withInviter(db)
    .whereNull('i.accepted_at')
    .whereNull('i.revoked_at')
    .orderBy('i.created_at', 'desc')) as InvitationRow[];
}

export async function findInvitation(db: DbOrTrx, id: string) {
  return (await withInviter(db).where('i.id', id).first()) as InvitationRow | undefined;
}

/** A usable invitation by token hash, locked for the transaction that accepts it. */
export async function findUsableInvitation(db: DbOrTrx, tokenHash: string, lock = false) {
  const query = db('invitations')
    .where({ token_hash: tokenHash })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', db.fn.now());
  return (await (lock ? query.forUpdate() : query).first()) as InvitationRow | undefined;
}

/** Open invitations to this address (one is replaced by a new one). */
export async function revokeOpenInvitationsTo(db: DbOrTrx, email: string) {
  await db('invitations')
    .where({ email })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

export async function renewInvitation(
  db: DbOrTrx,
  id: string,
  tokenHash: string,
  validSeconds: number,
): Promise<InvitationRow | undefined> {
  const [row] = (await db('invitations')
    .where({ id })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ token_hash: tokenHash, expires_at: interval(db, validSeconds) })
    .returning('*')) as InvitationRow[];
  return row;
}

export async function revokeInvitation(db: DbOrTrx, id: string): Promise<boolean> {
  const rows = (await db('invitations')
    .where({ id })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() })
    .returning('id')) as unknown[];
  return rows.length === 1;
}

export async function markInvitationAccepted(db: DbOrTrx, id: string) {
  await db('invitations').where({ id }).update({ accepted_at: db.fn.now() });
}

// Password resets -------------------------------------------------------------------------------

export async function insertPasswordReset(
  db: DbOrTrx,
  v: { adminId: string; tokenHash: string; validSeconds: number },
) {
  // A new link replaces any older one of that person.
  await db('password_resets').where({ admin_id: v.adminId }).whereNull('used_at').delete();
  const [row] = (await db('password_resets')
    .insert({
      admin_id: v.adminId,
      token_hash: v.tokenHash,
      expires_at: interval(db, v.validSeconds),
    })
    .returning(['id', 'expires_at'])) as Array<{ id: string; expires_at: Date }>;
  return row!;
}

/** Uses a reset link once: answers whose it was, or undefined (unknown, expired or used). */
export async function usePasswordReset(
  db: DbOrTrx,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = (await db('password_resets')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('admin_id')) as Array<{ admin_id: string }>;
  return row?.admin_id;
}

// Settings --------------------------------------------------------------------------------------

export async function readSetting<T>(db: DbOrTrx, key: string): Promise<T | undefined> {
  const row = (await db('app_settings').where({ key }).first('value')) as { value: T } | undefined;
  return row?.value;
}

export async function writeSetting(db: DbOrTrx, key: string, value: unknown) {
  await db('app_settings')
    .insert({ key, value: JSON.stringify(value), updated_at: db.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}
