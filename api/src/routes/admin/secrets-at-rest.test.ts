/**
 * Secrets at rest, with the real server (src/server.ts in a child process) and the real
 * `npm run admin -- rotate-key` on an embedded database: the two-factor and webhook signing
 * secrets are stored encrypted (read back with SQL: no plain secret), sign-in with a TOTP code
 * computed by `otpauth` from the secret works; the key file is created with mode 0600; a secret
 * stored in clear by an older version is encrypted at start; a wrong DATA_ENCRYPTION_KEY stops
 * the start with one line naming it; after a rotation sign-in still works, under the new key.
 * On PostgreSQL, the rotation with keys in the environment (DATA_ENCRYPTION_KEY and
 * DATA_ENCRYPTION_KEY_PREVIOUS), also by the real command and the real server.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, connectPostgres } from '../../db/connection';
import { migrate } from '../../db/migrations';
import { upsertStaff } from '../../services/auth.service';
import { decodeEncryptionKey, encryptionKeyFile, keyId } from '../../config/encryption-key';
import { runCli } from '../../../test/api-entry';
import { startApi } from '../../../test/fault/api-process';

const admin = { email: 'keys-owner@example.com', password: 'keys-owner-password-1234' };
const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-keys-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const code = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** With the server stopped: the stored secrets as SQL reads them; a code may be used again. */
async function storedSecrets() {
  const handle = await connectPglite(dataDir);
  try {
    await handle.db('staff').update({ totp_last_step: null });
    const totps = await handle.db('staff').whereNotNull('totp_secret').pluck('totp_secret');
    const hooks = await handle.db('webhook_endpoints').orderBy('url').select('url', 'secret');
    return { totp: totps as string[], hooks: hooks as Array<{ url: string; secret: string }> };
  } finally {
    await handle.close();
  }
}

const fileKeyId = async () =>
  keyId(decodeEncryptionKey((await readFile(encryptionKeyFile(dataDir), 'utf8')).split('\n')[0]!)!);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('secrets at rest', () => {
  it('are encrypted, checked at start, and survive a key rotation', async () => {
    // First start: the key file is made, private.
    let api = await startApi(env, { dataDir });
    let totpSecret: string;
    let hookSecret: string;
    try {
      expect((await stat(encryptionKeyFile(dataDir))).mode & 0o777).toBe(0o600);
      const login = await post(api.url, '/api/admin/login', admin);
      const token = login.body.token as string;
      const setup = await post(api.url, '/api/admin/2fa/setup', {}, token);
      totpSecret = setup.body.secret as string;
      expect(
        (await post(api.url, '/api/admin/2fa/enable', { code: code(totpSecret) }, token)).status,
      ).toBe(200);
      const hook = await post(
        api.url,
        '/api/admin/webhooks',
        { url: 'https://hooks.example.com/a', format: 'standard', description: '', enabled: true },
        token,
      );
      expect(hook.status).toBe(201);
      hookSecret = hook.body.secret as string;
      expect(hookSecret).toMatch(/^whsec_/);
    } finally {
      await api.stop({ keepData: true });
    }

    const firstKey = await fileKeyId();
    let stored = await storedSecrets();
    expect(stored.totp).toHaveLength(1);
    expect(stored.totp[0]).toMatch(new RegExp(`^v1:${firstKey}:[\\w-]{16}:[\\w-]{22}:[\\w-]+$`));
    expect(stored.totp[0]).not.toContain(totpSecret);
    expect(stored.hooks[0]!.secret).toMatch(new RegExp(`^v1:${firstKey}:`));
    expect(stored.hooks[0]!.secret).not.toContain(hookSecret.slice(6));

    // A secret stored in clear by an older version.
    const legacy = `whsec_${randomBytes(32).toString('base64')}`;
    const handle = await connectPglite(dataDir);
    await handle
      .db('webhook_endpoints')
      .insert({ url: 'https://hooks.example.com/b', secret: legacy });
    await handle.close();

    // A wrong key: one line, naming the variable, and no start.
    const wrong = await startApi(
      { ...env, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') },
      { dataDir },
    ).then(
      async (started) => {
        await started.stop({ keepData: true });
        return '';
      },
      (error: Error) => error.message,
    );
    expect(wrong).toMatch(
      /Invalid configuration: DATA_ENCRYPTION_KEY: the stored secrets were encrypted with key [0-9a-f]{8}, not with the configured key [0-9a-f]{8}/,
    );

    // The right key: the clear one is encrypted at start; sign-in with a code works.
    api = await startApi(env, { dataDir });
    try {
      const noCode = await post(api.url, '/api/admin/login', admin);
      expect(noCode.status).toBe(401);
      const signedIn = await post(api.url, '/api/admin/login', {
        ...admin,
        code: code(totpSecret),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await api.stop({ keepData: true });
    }
    stored = await storedSecrets();
    expect(stored.hooks[1]!.secret).toMatch(new RegExp(`^v1:${firstKey}:`));
    expect(stored.hooks[1]!.secret).not.toContain(legacy.slice(6));

    // The rotation, as an operator runs it.
    const rotated = await runCli('cli/admin', ['rotate-key'], dataDir);
    expect(rotated.code).toBe(0);
    const secondKey = await fileKeyId();
    expect(secondKey).not.toBe(firstKey);
    expect(rotated.stdout).toContain(`Key rotated: 3 secrets now encrypted with key ${secondKey}`);
    expect((await stat(encryptionKeyFile(dataDir))).mode & 0o777).toBe(0o600);
    expect((await readFile(encryptionKeyFile(dataDir), 'utf8')).trim().split('\n')).toHaveLength(1);
    stored = await storedSecrets();
    for (const value of [...stored.totp, ...stored.hooks.map((h) => h.secret)]) {
      expect(value).toMatch(new RegExp(`^v1:${secondKey}:`));
    }

    api = await startApi(env, { dataDir });
    try {
      const signedIn = await post(api.url, '/api/admin/login', {
        ...admin,
        code: code(totpSecret),
      });
      expect(signedIn.status).toBe(200);
      // The webhook secrets still open: the admin shows their hints.
      const hooks = await fetch(`${api.url}/api/admin/webhooks`, {
        headers: { Authorization: `Bearer ${signedIn.body.token as string}` },
      });
      const listed = (await hooks.json()) as Array<{ url: string; secretHint: string }>;
      expect(listed.find((h) => h.url === 'https://hooks.example.com/a')!.secretHint).toBe(
        `…${hookSecret.slice(-4)}`,
      );
      expect(listed.find((h) => h.url === 'https://hooks.example.com/b')!.secretHint).toBe(
        `…${legacy.slice(-4)}`,
      );
    } finally {
      await api.stop({ keepData: true });
    }
  }, 300_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('secrets at rest: keys in the environment', () => {
  it('rotate-key moves every secret to the new DATA_ENCRYPTION_KEY; sign-in works after', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `keys_${randomBytes(4).toString('hex')}`;
    const root = connectPostgres(serverUrl, { min: 0, max: 1 });
    await root.db.raw(`create database ${name}`);
    await root.close();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-keys-env-'));
    try {
      // As an older version left it: a two-factor secret and a webhook secret in clear.
      const totpSecret = new Secret({ size: 20 }).base32;
      const legacyHook = `whsec_${randomBytes(32).toString('base64')}`;
      const handle = connectPostgres(databaseUrl, { min: 0, max: 1 });
      await migrate(handle.db);
      const { member: row } = await upsertStaff(handle.db, admin.email, admin.password, {
        role: 'owner',
      });
      await handle.db('staff').where({ id: row.id }).update({
        totp_secret: totpSecret,
        totp_enabled_at: new Date(),
      });
      await handle
        .db('webhook_endpoints')
        .insert({ url: 'https://hooks.example.com/e', secret: legacyHook });

      const [k1, k2] = [randomBytes(32), randomBytes(32)];
      const rotate = (keys: Record<string, string>) =>
        runCli('cli/admin', ['rotate-key'], dir, { DATABASE_URL: databaseUrl, ...keys }).then(
          (r) => ({ code: r.code, out: r.code === 0 ? r.stdout : r.stderr }),
        );
      // Without the old key named, nothing to rotate from: said in one line.
      const alone = await rotate({ DATA_ENCRYPTION_KEY: k1.toString('base64') });
      expect(alone.code).toBe(1);
      expect(alone.out.trim()).toMatch(/DATA_ENCRYPTION_KEY_PREVIOUS/);
      // The server's start encrypts the clear ones with the configured key.
      let api = await startApi(
        { ...env, DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: k1.toString('hex') },
        { dataDir: dir },
      );
      await api.stop({ keepData: true });
      const stored = async () => [
        ...((await handle
          .db('staff')
          .whereNotNull('totp_secret')
          .pluck('totp_secret')) as string[]),
        ...((await handle.db('webhook_endpoints').pluck('secret')) as string[]),
      ];
      for (const value of await stored()) expect(value).toMatch(new RegExp(`^v1:${keyId(k1)}:`));

      const rotated = await rotate({
        DATA_ENCRYPTION_KEY: k2.toString('base64'),
        DATA_ENCRYPTION_KEY_PREVIOUS: k1.toString('base64'),
      });
      expect(rotated.code, rotated.out).toBe(0);
      expect(rotated.out).toContain(`Key rotated: 2 secrets now encrypted with key ${keyId(k2)}`);
      const after = await stored();
      for (const value of after) expect(value).toMatch(new RegExp(`^v1:${keyId(k2)}:`));
      expect(after.join()).not.toContain(totpSecret);
      await handle.close();

      api = await startApi(
        { ...env, DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: k2.toString('base64') },
        { dataDir: dir },
      );
      try {
        expect((await post(api.url, '/api/admin/login', admin)).status).toBe(401);
        const signedIn = await post(api.url, '/api/admin/login', {
          ...admin,
          code: code(totpSecret),
        });
        expect(signedIn.status).toBe(200);
      } finally {
        await api.stop({ keepData: true });
      }
      // The old key alone no longer opens them: the start says so.
      const refused = await startApi(
        { ...env, DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: k1.toString('base64') },
        { dataDir: dir },
      ).then(
        async (started) => {
          await started.stop({ keepData: true });
          return '';
        },
        (error: Error) => error.message,
      );
      expect(refused).toContain(
        `encrypted with key ${keyId(k2)}, not with the configured key ${keyId(k1)}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
      const again = connectPostgres(serverUrl, { min: 0, max: 1 });
      await again.db.raw(`drop database if exists ${name} with (force)`);
      await again.close();
    }
  }, 300_000);
});
