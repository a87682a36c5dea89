import type { Role } from '@northbeam/shared/contract/roles';
import type { DbOrTrx } from './connection';
import { countRows } from './list';
import type { StaffTable } from './tables';

export type StaffRow = StaffTable;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffByEmail(db: DbOrTrx, email: string) {
  return db('staff')
    .where({ email: normalizeEmail(email) })
    .first();
}

/** Names of the team members with these addresses (an address no longer on the team is absent). */
export async function staffNamesByEmail(
  db: DbOrTrx,
  emails: string[],
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db('staff')
    .whereIn('email', [...new Set(emails.map(normalizeEmail))])
    .select('email', 'name');
  return new Map(rows.map((r) => [r.email, r.name]));
}

export async function findStaffById(db: DbOrTrx, id: string) {
  return db('staff').where({ id }).first();
}

/** What every staff request needs: who, which role, and the organisation's two-factor policy. */
export type StaffBrief = Pick<
  StaffRow,
  'id' | 'email' | 'name' | 'role' | 'deactivated_at' | 'totp_enabled_at'
> & { require_two_factor: boolean | null };

/** One query per signed-in request (primary key, plus the one-row policy). */
export async function findStaff(db: DbOrTrx, id: string): Promise<StaffBrief | undefined> {
  // The policy is a subquery Knex cannot type: the row's shape is declared.
  return db('staff as a')
    .where('a.id', id)
    .first<StaffBrief | undefined>(
      'a.id',
      'a.email',
      'a.name',
      'a.role',
      'a.deactivated_at',
      'a.totp_enabled_at',
      db.raw(
        `(select (value->>'requireTwoFactor')::boolean from app_settings where key = 'security') as require_two_factor`,
      ),
    );
}

export async function insertStaff(
  db: DbOrTrx,
  v: { email: string; name: string; passwordHash: string; role: Role },
): Promise<StaffRow> {
  const [row] = await db('staff')
    .insert({
      email: normalizeEmail(v.email),
      name: v.name,
      password_hash: v.passwordHash,
      role: v.role,
    })
    .returning('*');
  return row!;
}

export async function setStaffPassword(db: DbOrTrx, id: string, passwordHash: string) {
  await db('staff').where({ id }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

export async function updateStaff(
  db: DbOrTrx,
  id: string,
  values: Partial<Pick<StaffRow, 'role' | 'deactivated_at' | 'last_sign_in_at'>>,
): Promise<StaffRow | undefined> {
  const [row] = await db('staff')
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() })
    .returning('*');
  return row;
}

export async function markSignedIn(db: DbOrTrx, id: string) {
  await db('staff').where({ id }).update({ last_sign_in_at: db.fn.now() });
}

export async function countStaff(db: DbOrTrx): Promise<number> {
  return countRows(db('staff'));
}

/**
 * The active owners, locked until the transaction ends: two demotions at once cannot both see
 * "another owner remains" and leave none.
 */
export async function lockActiveOwners(db: DbOrTrx): Promise<string[]> {
  const rows = await db('staff')
    .where({ role: 'owner' })
    .whereNull('deactivated_at')
    .forUpdate()
    .select('id');
  return rows.map((r) => r.id);
}

export async function listStaff(db: DbOrTrx) {
  return db('staff')
    .select(
      'id',
      'email',
      'name',
      'role',
      'deactivated_at',
      'last_sign_in_at',
      'totp_enabled_at',
      'created_at',
    )
    .orderBy('created_at');
}

// Two-factor sign-in --------------------------------------------------------------------------

export async function setPendingTotpSecret(db: DbOrTrx, id: string, secret: string) {
  await db('staff').where({ id }).update({ totp_pending_secret: secret });
}

/** Turns the pending secret on; answers false when there was none (setup not started). */
export async function enableTotp(db: DbOrTrx, id: string, step: number): Promise<boolean> {
  const rows = await db('staff')
    .where({ id })
    .whereNotNull('totp_pending_secret')
    .update({
      totp_secret: db.ref('totp_pending_secret'),
      totp_pending_secret: null,
      totp_enabled_at: db.fn.now(),
      totp_last_step: step,
      updated_at: db.fn.now(),
    })
    .returning('id');
  return rows.length === 1;
}

export async function disableTotp(db: DbOrTrx, id: string) {
  await db('staff').where({ id }).update({
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    updated_at: db.fn.now(),
  });
  await db('staff_recovery_codes').where({ staff_id: id }).delete();
}

/**
 * Records that a code of this time step was used; false when this or a later step was already
 * used (a replayed code). Atomic: of two requests with the same code, one wins.
 */
export async function claimTotpStep(db: DbOrTrx, id: string, step: number): Promise<boolean> {
  const rows = await db('staff')
    .where({ id })
    .andWhere((q) => {
      q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step);
    })
    .update({ totp_last_step: step })
    .returning('id');
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTrx, id: string, hashes: string[]) {
  await db('staff_recovery_codes').where({ staff_id: id }).delete();
  await db('staff_recovery_codes').insert(hashes.map((code_hash) => ({ staff_id: id, code_hash })));
}

/** Uses a recovery code once; false when unknown or already used. */
export async function useRecoveryCode(db: DbOrTrx, id: string, hash: string): Promise<boolean> {
  const rows = await db('staff_recovery_codes')
    .where({ staff_id: id, code_hash: hash })
    .whereNull('used_at')
    .update({ used_at: db.fn.now() })
    .returning('id');
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: DbOrTrx, id: string): Promise<number> {
  return countRows(db('staff_recovery_codes').where({ staff_id: id }).whereNull('used_at'));
}
