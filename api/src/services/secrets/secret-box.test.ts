/**
 * The cipher and the key: AES-256-GCM with a random IV per value, the key named in the value, a
 * wrong or missing key and an altered value refused clearly; DATA_ENCRYPTION_KEY checked at
 * start with one line naming it, required in production unless a key file exists; the key file
 * made with mode 0600 (and made private again if someone opened it up).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { encryptionKeyFile, keyId, resolveEncryptionKeys } from '../../config/encryption-key';
import { createSecretBox, SecretKeyError } from './secret-box';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-key-'));
  dirs.push(dir);
  return dir;
};

describe('secret box', () => {
  it('seals with a fresh IV each time, names the key, opens only with it and the same purpose', () => {
    const key = randomBytes(32);
    const box = createSecretBox({ current: key, previous: [] });
    const a = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    const b = box.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(a).not.toBe(b);
    expect(a.startsWith(`v1:${keyId(key)}:`)).toBe(true);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(a, 'webhook')).toThrow(SecretKeyError);

    const other = createSecretBox({ current: randomBytes(32), previous: [] });
    expect(() => other.open(a, 'totp')).toThrow(
      /encrypted with key [0-9a-f]{8}, which is not configured/,
    );
    const parts = a.split(':');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'), 'totp')).toThrow(/does not decrypt/);
    expect(() => box.open('JBSWY3DPEHPK3PXP', 'totp')).toThrow(/not encrypted/);

    // A previous key still opens; new values use the current one.
    const next = createSecretBox({ current: randomBytes(32), previous: [key] });
    expect(next.open(a, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(next.seal('x', 'totp').split(':')[1]).toBe(next.currentKeyId);
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  const failure = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('is 32 bytes in base64 or hex, checked with one line naming it', () => {
    expect(failure({ DATA_ENCRYPTION_KEY: 'short' })).toBe(
      'Invalid configuration: DATA_ENCRYPTION_KEY: expected 32 random bytes, base64 or hex (openssl rand -base64 32)',
    );
    expect(failure({ DATA_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toMatch(
      /^Invalid configuration: DATA_ENCRYPTION_KEY: /,
    );
    expect(failure({ DATA_ENCRYPTION_KEY_PREVIOUS: 'nope' })).toMatch(
      /^Invalid configuration: DATA_ENCRYPTION_KEY_PREVIOUS: /,
    );
    for (const key of [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')]) {
      expect(loadConfig({ DATA_ENCRYPTION_KEY: key }).dataProtection.encryptionKey).toBe(key);
    }
  });

  it('is required in production unless DATA_DIR holds a key file', () => {
    const dir = tempDir();
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), DATA_DIR: dir };
    expect(failure(production)).toMatch(
      /^Invalid configuration: DATA_ENCRYPTION_KEY: required in production \(/,
    );
    expect(() =>
      resolveEncryptionKeys({
        env: 'production',
        dataDir: dir,
        encryptionKey: undefined,
        previousEncryptionKeys: [],
      }),
    ).toThrow(/DATA_ENCRYPTION_KEY: required in production/);
    writeFileSync(encryptionKeyFile(dir), `${randomBytes(32).toString('base64')}\n`, {
      mode: 0o600,
    });
    expect(failure(production)).toBe('');
    expect(
      failure({
        ...production,
        DATA_DIR: tempDir(),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }),
    ).toBe('');
  });

  it('else comes from a key file made once with mode 0600', () => {
    const dir = tempDir();
    const options = {
      env: 'development' as const,
      dataDir: dir,
      encryptionKey: undefined,
      previousEncryptionKeys: [],
    };
    const first = resolveEncryptionKeys(options);
    expect(first.source).toBe('file');
    expect(statSync(encryptionKeyFile(dir)).mode & 0o777).toBe(0o600);
    chmodSync(encryptionKeyFile(dir), 0o644);
    const again = resolveEncryptionKeys(options);
    expect(again.current.equals(first.current)).toBe(true);
    expect(statSync(encryptionKeyFile(dir)).mode & 0o777).toBe(0o600);
    writeFileSync(encryptionKeyFile(dir), 'not a key\n');
    expect(() => resolveEncryptionKeys(options)).toThrow(/Invalid key file/);
  });
});
