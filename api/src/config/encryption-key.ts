/**
 * The key that encrypts secrets at rest (two-factor secrets, webhook signing secrets): from
 * DATA_ENCRYPTION_KEY, or else from a key file in DATA_DIR, created with mode 0600 on the first
 * start outside production. The file holds one key a line, base64; the first encrypts, the others
 * (left there by a rotation in progress) are still read.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const ENCRYPTION_KEY_FORMAT =
  'expected 32 random bytes, base64 or hex (openssl rand -base64 32)';

export const encryptionKeyFile = (dataDir: string) => join(dataDir, 'data-encryption.key');

/** 32 bytes as 64 hex digits or base64 (standard or URL-safe); undefined otherwise. */
export function decodeEncryptionKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

export const isEncryptionKey = (value: string) => decodeEncryptionKey(value) !== undefined;

/** A short, non-secret name of a key, written beside each value it encrypts. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export interface EncryptionKeys {
  /** Encrypts. */
  current: Buffer;
  /** Still decrypt (a rotation in progress); never encrypt. */
  previous: Buffer[];
  source: 'environment' | 'file';
}

export class EncryptionKeyError extends Error {}

function readKeyFile(file: string): Buffer[] {
  const keys = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => decodeEncryptionKey(line));
  if (!keys.length || keys.some((k) => !k)) {
    throw new EncryptionKeyError(`Invalid key file ${file}: ${ENCRYPTION_KEY_FORMAT}, one a line`);
  }
  return keys as Buffer[];
}

/** Replaces the key file in one step (a new file, mode 0600, renamed over the old one). */
export function writeKeyFile(dataDir: string, keys: Buffer[]) {
  mkdirSync(dataDir, { recursive: true });
  const file = encryptionKeyFile(dataDir);
  const partial = `${file}.${process.pid}.new`;
  writeFileSync(partial, keys.map((k) => `${k.toString('base64')}\n`).join(''), { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/**
 * The keys in force: DATA_ENCRYPTION_KEY (and DATA_ENCRYPTION_KEY_PREVIOUS) when set, else the key
 * file, created outside production. A key file others may read is made private (0600) again.
 */
export function resolveEncryptionKeys(options: {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  encryptionKey: string | undefined;
  previousEncryptionKeys: string[];
}): EncryptionKeys {
  const previous = options.previousEncryptionKeys.map((k) => decodeEncryptionKey(k)!);
  if (options.encryptionKey) {
    return {
      current: decodeEncryptionKey(options.encryptionKey)!,
      previous,
      source: 'environment',
    };
  }
  const file = encryptionKeyFile(options.dataDir);
  if (!existsSync(file)) {
    if (options.env === 'production') {
      throw new EncryptionKeyError(
        `Invalid configuration: DATA_ENCRYPTION_KEY: required in production (${ENCRYPTION_KEY_FORMAT}), or a key file at ${file}`,
      );
    }
    writeKeyFile(options.dataDir, [randomBytes(32)]);
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const [current, ...older] = readKeyFile(file);
  return { current: current!, previous: [...older, ...previous], source: 'file' };
}
