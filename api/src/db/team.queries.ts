/** Invitations, password-reset links and the organisation's settings. */
import type { Role } from '@northbeam/shared/contract/roles';
import type { DbOrTrx } from './connection';
import type { InvitationsTable } from './tables';

/** An invitation; with its inviter's address where read with it (null once the account goes). */
export type InvitationRow = InvitationsTable & { invited_by_email?: string | null };

const interval = (db: DbOrTrx, seconds: number) =>
  db.raw('now() + make_interval(secs => ?)', [seconds]);

export async function insertInvitation(
  db: DbOrTrx,
  v: { email: string; role: Role; tokenHash: string; invitedBy: string; validSeconds: number },
): Promise<InvitationRow> {
  const [row] = await db('invitations')
    .insert({
      email: v.email,
      role: v.role,
      token_hash: v.tokenHash,
      invited_by: v.invitedBy,
      expires_at: interval(db, v.validSeconds),
    })
    .returning('*');
  return row!;
}

/** Knex types no aliased join: the row is declared. */
const withInviter = (db: DbOrTrx) =>
  db('invitations as i')
    .leftJoin('staff as a', 'a.id', 'i.invited_by')
    .select<Array<Required<InvitationRow>>>('i.*', 'a.email as invited_by_email');

/** Invitations not accepted nor revoked (expired ones too, to resend), newest first. */
export async function listOpenInvitations(db: DbOrTrx): Promise<InvitationRow[]> {
  return withInviter(db)
    .whereNull('i.accepted_at')
    .whereNull('i.revoked_at')
    .orderBy('i.created_at', 'desc');
}

export async function findInvitation(db: DbOrTrx, id: string) {
  return withInviter(db).where('i.id', id).first();
}

/** A usable invitation by token hash, locked for the transaction that accepts it. */
export async function findUsableInvitation(db: DbOrTrx, tokenHash: string, lock = false) {
  const query = db('invitations')
    .where({ token_hash: tokenHash })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .andWhere('expires_at', '>', db.fn.now());
  return (lock ? query.forUpdate() : query).first();
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
  const [row] = await db('invitations')
    .where({ id })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ token_hash: tokenHash, expires_at: interval(db, validSeconds) })
    .returning('*');
  return row;
}

export async function revokeInvitation(db: DbOrTrx, id: string): Promise<boolean> {
  const rows = await db('invitations')
    .where({ id })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() })
    .returning('id');
  return rows.length === 1;
}

export async function markInvitationAccepted(db: DbOrTrx, id: string) {
  await db('invitations').where({ id }).update({ accepted_at: db.fn.now() });
}

// Password resets -------------------------------------------------------------------------------

export async function insertPasswordReset(
  db: DbOrTrx,
  v: { staffId: string; tokenHash: string; validSeconds: number },
) {
  // A new link replaces any older one of that person.
  await db('password_resets').where({ staff_id: v.staffId }).whereNull('used_at').delete();
  const [row] = await db('password_resets')
    .insert({
      staff_id: v.staffId,
      token_hash: v.tokenHash,
      expires_at: interval(db, v.validSeconds),
    })
    .returning(['id', 'expires_at']);
  return row!;
}

/** Uses a reset link once: answers whose it was, or undefined (unknown, expired or used). */
export async function usePasswordReset(
  db: DbOrTrx,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db('password_resets')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('staff_id');
  return row?.staff_id;
}

// Settings --------------------------------------------------------------------------------------

/** A setting's stored JSON, or undefined: the caller parses it (a stored value may be old). */
export async function readSetting(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db('app_settings').where({ key }).first('value');
  return row?.value;
}

export async function writeSetting(db: DbOrTrx, key: string, value: unknown) {
  await db('app_settings')
    .insert({ key, value: JSON.stringify(value), updated_at: db.fn.now() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
}
