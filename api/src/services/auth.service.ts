import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
const ARGON2ID = 2;
import type { Role } from '@northbeam/shared/contract/roles';
import { isUniqueViolation, type Db } from '../db/connection';
import {
  countAdmins,
  findAdminByEmail,
  insertAdmin,
  normalizeEmail,
  setAdminPassword,
  updateAdmin,
  type StaffRow,
} from '../db/admins.queries';
import { deleteSessionsOfAdmin } from '../db/sessions.queries';

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// A fixed hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

/** The admin for these credentials, or undefined (same answer for wrong e-mail or password). */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<StaffRow | undefined> {
  const admin = await findAdminByEmail(db, email);
  if (!admin) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  return (await verifyPassword(admin.password_hash, password)) ? admin : undefined;
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
export async function upsertAdmin(
  db: Db,
  email: string,
  password: string,
  options: { name?: string; role?: Role; keepSessionsWhenUnchanged?: boolean } = {},
): Promise<{ admin: StaffRow; created: boolean }> {
  const existing = await findAdminByEmail(db, email);
  if (existing) {
    const unchanged =
      options.keepSessionsWhenUnchanged && (await verifyPassword(existing.password_hash, password));
    if (!unchanged) {
      await setAdminPassword(db, existing.id, await hashPassword(password));
      await deleteSessionsOfAdmin(db, existing.id);
    }
    const admin = options.role
      ? await updateAdmin(db, existing.id, { role: options.role, deactivated_at: null })
      : existing;
    return { admin: admin ?? existing, created: false };
  }
  const role = (await countAdmins(db)) === 0 ? 'owner' : (options.role ?? 'admin');
  try {
    const admin = await insertAdmin(db, {
      email,
      name: options.name ?? nameFromEmail(email),
      passwordHash: await hashPassword(password),
      role,
    });
    return { admin, created: true };
  } catch (error) {
    // Another process (two API processes starting on one database) created it meanwhile.
    if (isUniqueViolation(error)) return upsertAdmin(db, email, password, options);
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
    const { created } = await upsertAdmin(db, configured.email, configured.password, {
      role: 'owner',
      keepSessionsWhenUnchanged: true,
    });
    return { kind: 'configured', email: normalizeEmail(configured.email), created };
  }
  if ((await countAdmins(db)) > 0) return { kind: 'none' };
  const password = generatePassword();
  await upsertAdmin(db, DEV_ADMIN_EMAIL, password, { name: 'Site Administrator', role: 'owner' });
  return { kind: 'generated', email: DEV_ADMIN_EMAIL, password };
}
