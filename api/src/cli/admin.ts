/**
 * Administrators from the command line (same configuration as the server):
 *   npm run admin -- create <email> [--name "Full Name"] [--role owner|admin|recruiter|sales|editor]
 *   npm run admin -- reset-password <email> [--role …]
 *   npm run admin -- list
 *   npm run admin -- rotate-key
 * The first account is an owner; later ones are administrators unless --role says otherwise.
 * reset-password with --role also gives that role and reactivates the account.
 * The password comes from ADMIN_PASSWORD, else from a prompt on a terminal, else it is generated
 * and printed once. With the embedded database, stop the server first (PGlite is single-process).
 * rotate-key re-encrypts every stored secret (two-factor and webhook signing secrets) with a new
 * key in one transaction: with the key file, a new key it writes there; with DATA_ENCRYPTION_KEY,
 * the key that variable now holds, the old one given in DATA_ENCRYPTION_KEY_PREVIOUS.
 */
import { createInterface } from 'node:readline/promises';
import { newPassword } from '@northbeam/shared/contract/admin';
import { role, ROLE_LABELS, ROLES } from '@northbeam/shared/contract/roles';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, type Config } from '../config/config';
import { findStaffByEmail, listStaff } from '../db/staff.queries';
import { connect, DatabaseInUseError, type DbHandle } from '../db/connection';
import { migrate } from '../db/migrations';
import { generatePassword, upsertStaff } from '../services/auth.service';
import {
  EncryptionKeyError,
  keyId,
  resolveEncryptionKeys,
  writeKeyFile,
  encryptionKeyFile,
} from '../config/encryption-key';
import { createSecretBox, SecretKeyError } from '../services/secrets/secret-box';
import { sealSecretsAtRest } from '../services/secrets/secrets-at-rest';

const USAGE = `usage:
  npm run admin -- create <email> [--name "Full Name"] [--role owner|admin|recruiter|sales|editor]
  npm run admin -- reset-password <email> [--role …]
  npm run admin -- list
  npm run admin -- rotate-key`;

class CliError extends Error {}

async function askPassword(email: string): Promise<{ password: string; generated: boolean }> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  let password = fromEnv;
  let generated = false;
  if (!password && process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (empty: generate one): ');
    rl.close();
  }
  if (!password) {
    password = generatePassword();
    generated = true;
  }
  const check = newPassword(email).safeParse(password);
  if (!check.success) throw new CliError(check.error.issues[0]?.message ?? 'Invalid password');
  return { password, generated };
}

function parseArgs(argv: string[]) {
  const [command, ...rest] = argv;
  let name: string | undefined;
  let roleName: string | undefined;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--name') name = rest[++i];
    else if (rest[i] === '--role') roleName = rest[++i];
    else positional.push(rest[i]!);
  }
  const parsedRole = roleName === undefined ? undefined : role.safeParse(roleName);
  if (parsedRole && !parsedRole.success) {
    throw new CliError(`Not a role: ${roleName} (one of ${ROLES.join(', ')})`);
  }
  return { command, email: positional[0], name, role: parsedRole?.data };
}

/**
 * A new key for every stored secret, in one transaction. The key file is written first with the
 * new key on top and the old one below it (both read), and only the new one is kept once the
 * transaction has committed: whenever it stops, the file opens every secret.
 */
async function rotateKey(handle: DbHandle, config: Config) {
  const keys = resolveEncryptionKeys({ ...config, ...config.dataProtection });
  if (keys.source === 'file') {
    const next = randomBytes(32);
    writeKeyFile(config.dataDir, [next, keys.current, ...keys.previous]);
    const sealed = await sealSecretsAtRest(
      handle.db,
      createSecretBox({ current: next, previous: [keys.current, ...keys.previous] }),
    );
    writeKeyFile(config.dataDir, [next]);
    console.log(
      `Key rotated: ${sealed.total} secrets now encrypted with key ${keyId(next)} (${encryptionKeyFile(config.dataDir)}). Restart the server.`,
    );
    return;
  }
  if (!keys.previous.length) {
    throw new CliError(
      'DATA_ENCRYPTION_KEY is set: put the new key in DATA_ENCRYPTION_KEY and the old one in DATA_ENCRYPTION_KEY_PREVIOUS, then run rotate-key',
    );
  }
  const sealed = await sealSecretsAtRest(handle.db, createSecretBox(keys));
  console.log(
    `Key rotated: ${sealed.total} secrets now encrypted with key ${keyId(keys.current)} (DATA_ENCRYPTION_KEY). Remove DATA_ENCRYPTION_KEY_PREVIOUS once every server runs with the new key.`,
  );
}

async function run(handle: DbHandle, argv: string[], config: Config) {
  const { command, email, name, role: given } = parseArgs(argv);
  const db = handle.db;
  if (command === 'rotate-key') {
    await rotateKey(handle, config);
    return;
  }
  if (command === 'list') {
    for (const admin of await listStaff(db)) {
      const state = admin.deactivated_at ? '\tdeactivated' : '';
      console.log(`${admin.email}\t${admin.name}\t${admin.role}${state}`);
    }
    return;
  }
  if (command !== 'create' && command !== 'reset-password') throw new CliError(USAGE);
  const parsed = z.email().safeParse(email);
  if (!parsed.success)
    throw new CliError(`Not an e-mail address: ${email ?? '(missing)'}\n${USAGE}`);
  const existing = await findStaffByEmail(db, parsed.data);
  if (command === 'create' && existing) {
    throw new CliError(`An administrator ${existing.email} already exists (use reset-password)`);
  }
  if (command === 'reset-password' && !existing) {
    throw new CliError(`No administrator ${parsed.data}`);
  }
  const { password, generated } = await askPassword(parsed.data);
  const { member } = await upsertStaff(db, parsed.data, password, { name, role: given });
  console.log(
    command === 'create'
      ? `${ROLE_LABELS[member.role]} ${member.email} created.`
      : `Password of ${member.email} reset; its sessions were signed out.`,
  );
  if (generated) console.log(`Password (shown once): ${password}`);
}

async function main() {
  let handle: DbHandle | undefined;
  try {
    // ADMIN_PASSWORD here is the new password, not the server's start-up administrator.
    const config = loadConfig({
      ...process.env,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
    handle = await connect(config);
    await migrate(handle.db);
    await run(handle, process.argv.slice(2), config);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof CliError ||
      error instanceof DatabaseInUseError ||
      error instanceof EncryptionKeyError ||
      error instanceof SecretKeyError
    ) {
      console.error(error.message);
    } else {
      console.error(`admin: ${(error as Error).message}`);
    }
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

// main() reports its own errors and sets the exit code.
void main();
