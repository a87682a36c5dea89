import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKeychainSessionStore, type EntryFactory } from './keychain-session-store';

// A service of its own per run, so nothing here touches a real installation's entries.
const SERVICE = `com.northbeam.admin.test-${randomUUID()}`;
const ORIGIN = 'https://www.example.com';
const OTHER = 'http://127.0.0.1:3000';

/** Reads the Secret Service directly (libsecret's CLI), independent of the library under test. */
function secretToolLookup(account: string): string | null {
  const result = spawnSync('secret-tool', ['lookup', 'service', SERVICE, 'username', account], {
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout : null;
}

describe('keychain session store (real Secret Service)', () => {
  beforeAll(() => {
    if (!process.env['DBUS_SESSION_BUS_ADDRESS']) {
      throw new Error(
        'No D-Bus session: run these tests with `npm test -w desktop-admin` (scripts/with-keyring.sh)',
      );
    }
  });

  const store = createKeychainSessionStore({ service: SERVICE });
  afterEach(async () => {
    await store.delete(ORIGIN);
    await store.delete(OTHER);
  });

  it('reports the keychain as available', async () => {
    expect(await store.status()).toEqual({ available: true });
  });

  it('stores, reads and deletes a token per server origin, in the Secret Service itself', async () => {
    expect(await store.get(ORIGIN)).toBeNull();
    await store.set(ORIGIN, 'token-one');
    await store.set(OTHER, 'token-two');
    expect(await store.get(ORIGIN)).toBe('token-one');
    expect(await store.get(OTHER)).toBe('token-two');
    expect(secretToolLookup(ORIGIN)).toBe('token-one');

    await store.delete(ORIGIN);
    expect(await store.get(ORIGIN)).toBeNull();
    expect(secretToolLookup(ORIGIN)).toBeNull();
    expect(await store.get(OTHER)).toBe('token-two');
  });

  it('keeps the token across a new store instance (an app restart)', async () => {
    await store.set(ORIGIN, 'survives-restart');
    const afterRestart = createKeychainSessionStore({ service: SERVICE });
    expect(await afterRestart.get(ORIGIN)).toBe('survives-restart');
  });

  it('replaces the token on a new sign-in and deleting a missing entry is fine', async () => {
    await store.set(ORIGIN, 'old');
    await store.set(ORIGIN, 'new');
    expect(await store.get(ORIGIN)).toBe('new');
    await store.delete(ORIGIN);
    await expect(store.delete(ORIGIN)).resolves.toBeUndefined();
  });

  it('leaves no probe entry behind', async () => {
    await createKeychainSessionStore({ service: SERVICE }).status();
    const found = execFileSync('secret-tool', ['search', '--all', 'service', SERVICE], {
      encoding: 'utf8',
    });
    expect(found).not.toContain('northbeam-keychain-probe');
  });
});

describe('keychain session store without a keychain', () => {
  it('says so (real: no D-Bus session) and keeps tokens in memory only', () => {
    const script = fileURLToPath(new URL('./test-support/no-keychain-probe.ts', import.meta.url));
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}') as {
      status: { available: boolean; reason?: string };
      readBack: string | null;
      afterRestart: string | null;
    };
    expect(report.status.available).toBe(false);
    expect(report.status.reason).toBeTruthy();
    // Usable for this run…
    expect(report.readBack).toBe('memory-only');
    // …but never persisted anywhere: a new store (restart) has nothing.
    expect(report.afterRestart).toBeNull();
  });

  it('never falls back to another store when the keychain fails mid-way', async () => {
    const broken: EntryFactory = () => ({
      setPassword: () =>
        Promise.reject(new Error('The name org.freedesktop.secrets was not provided')),
      getPassword: () => Promise.reject(new Error('unavailable')),
      deleteCredential: () => Promise.reject(new Error('unavailable')),
    });
    const store = createKeychainSessionStore({ createEntry: broken });
    expect(await store.status()).toEqual({
      available: false,
      reason: 'The name org.freedesktop.secrets was not provided',
    });
    await store.set(ORIGIN, 't');
    expect(await store.get(ORIGIN)).toBe('t');
    await store.delete(ORIGIN);
    expect(await store.get(ORIGIN)).toBeNull();
  });
});
