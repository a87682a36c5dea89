import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const ARGON2ID = 2;
import type { Role } from '@northbeam/shared/contract/roles';
import { isUniqueViolation, type Db } from '../db/connection';
import {
  countStaff,
  findStaffByEmail,
  insertStaff,
  normalizeEmail,
  setStaffPassword,
  updateStaff,
  type StaffRow,
} from '../db/staff.queries';
import { deleteSessionsOfStaff } from '../db/sessions.queries';

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// A fixed hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** The admin for these credentials, or undefined (same answer for wrong e-mail or password). */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<StaffRow | undefined> {
  const member = await findStaffByEmail(db, email);
  if (!member) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  return (await verifyPassword(member.password_hash, password)) ? member : undefined;
}

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

export const nameFromEmail = (email: string) => {
  const local = normalizeEmail(email).split('@')[0] ?? 'admin';
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join(' ');
};

/**
 * Creates a staff account, or resets its password (and signs out its sessions). A new account is
 * an owner when it is the first one, else `role` (default admin). With `role` given, an existing
 * account gets it too and is reactivated: the shell and ADMIN_EMAIL are the way back in.
 * `keepSessionsWhenUnchanged`: a password that already matches is left alone, sessions included
 * (a restart with the same ADMIN_PASSWORD signs nobody out).
 */
export async function upsertStaff(
  db: Db,
  email: string,
  password: string,
  options: { name?: string; role?: Role; keepSessionsWhenUnchanged?: boolean } = {},
): Promise<{ member: StaffRow; created: boolean }> {
  const existing = await findStaffByEmail(db, email);
  if (existing) {
    const unchanged =
      options.keepSessionsWhenUnchanged && (await verifyPassword(existing.password_hash, password));
    if (!unchanged) {
      await setStaffPassword(db, existing.id, await hashPassword(password));
      await deleteSessionsOfStaff(db, existing.id);
    }
    const member = options.role
      ? await updateStaff(db, existing.id, { role: options.role, deactivated_at: null })
      : existing;
    return { member: member ?? existing, created: false };
  }
  const role = (await countStaff(db)) === 0 ? 'owner' : (options.role ?? 'admin');
  try {
    const member = await insertStaff(db, {
      email,
      name: options.name ?? nameFromEmail(email),
      passwordHash: await hashPassword(password),
      role,
    });
    return { member, created: true };
  } catch (error) {
    // Another process (two API processes starting on one database) created it meanwhile.
    if (isUniqueViolation(error)) return upsertStaff(db, email, password, options);
    throw error;
  }
}

export const generatePassword = () => randomBytes(18).toString('base64url');

export const DEV_ADMIN_EMAIL = 'admin@northbeam.local';

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD create or reset that administrator. With neither and no
 * administrator at all, a development administrator is created and its password answered once.
 */
export async function bootstrapAdmin(
  db: Db,
  configured: { email: string; password: string } | undefined,
): Promise<
  | { kind: 'configured'; email: string; created: boolean }
  | { kind: 'generated'; email: string; password: string }
  | { kind: 'none' }
> {
  if (configured) {
    const { created } = await upsertStaff(db, configured.email, configured.password, {
      role: 'owner',
      keepSessionsWhenUnchanged: true,
    });
    return { kind: 'configured', email: normalizeEmail(configured.email), created };
  }
  if ((await countStaff(db)) > 0) return { kind: 'none' };
  const password = generatePassword();
  await upsertStaff(db, DEV_ADMIN_EMAIL, password, { name: 'Site Administrator', role: 'owner' });
  return { kind: 'generated', email: DEV_ADMIN_EMAIL, password };
}
