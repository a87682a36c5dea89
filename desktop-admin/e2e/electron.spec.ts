/**
 * The packaged app's code in a real Electron (Playwright's Electron support), against the real API:
 * first run, sign in, restart still signed in with the token only in the OS keychain, logout, and
 * the window's security settings. Runs in the CI workflow (.github/workflows/desktop.yml) on
 * macOS, Windows and Linux; skipped where the Electron binary cannot be downloaded.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import type { TestServer } from '../../api/test/test-server';
import type { SessionTokenStore } from '../src/main/keychain-session-store';
import { ELECTRON_MISSING_MESSAGE, electronBinary } from './support/electron-binary';

const binary = electronBinary();
if (!binary) console.warn(`⚠ ${ELECTRON_MISSING_MESSAGE} (skipped).`);
test.skip(!binary, ELECTRON_MISSING_MESSAGE);
test.describe.configure({ mode: 'serial' });

const appDir = fileURLToPath(new URL('..', import.meta.url));
let api: TestServer;
let userDataDir: string;
let email: string;
let password: string;

/** The keychain entry, read by the app itself (see NORTHBEAM_E2E in src/main/index.ts). */
const keychainToken = (app: ElectronApplication) =>
  app.evaluate(
    (_electron, origin) =>
      (
        globalThis as unknown as { __northbeamE2E: { tokens: SessionTokenStore } }
      ).__northbeamE2E.tokens.get(origin),
    api.url,
  );

async function launch(): Promise<ElectronApplication> {
  return electron.launch({
    executablePath: binary!,
    args: [appDir, ...(process.platform === 'linux' && process.env['CI'] ? ['--no-sandbox'] : [])],
    env: {
      ...process.env,
      NORTHBEAM_USER_DATA_DIR: userDataDir,
      NORTHBEAM_E2E: '1',
    } as Record<string, string>,
  });
}

test.beforeAll(async () => {
  // Imported here so a machine without Electron does not even start the API.
  const { startTestServer } = await import('../../api/test/test-server');
  api = await startTestServer();
  ({ email, password } = await api.signIn());
  userDataDir = await mkdtemp(join(tmpdir(), `northbeam-e2e-${randomUUID().slice(0, 8)}-`));
});

test.afterAll(async () => {
  // The last test signs out, which deletes the keychain entry.
  await api?.close();
});

test('first run, sign in, and the token lives only in the OS keychain', async () => {
  const app = await launch();
  const page = await app.firstWindow();
  expect(page.url()).toBe('app://admin/index.html');

  await page.getByLabel('Server address').fill(api.url);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const token = await keychainToken(app);
  expect(token).toBeTruthy();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(token);
  expect(await page.content()).not.toContain(token);
  await app.close();

  // Nothing in the profile folder holds the token in clear (settings, window state, Chromium files).
  const files = await readdir(userDataDir, { recursive: true, withFileTypes: true });
  for (const file of files.filter((f) => f.isFile())) {
    const content = await readFile(join(file.parentPath, file.name)).catch(() => Buffer.alloc(0));
    expect(content.includes(token!), join(file.parentPath, file.name)).toBe(false);
  }
});

test('a restart keeps the administrator signed in', async () => {
  const app = await launch();
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await app.close();
});

test('the renderer has no Node, only the named bridge, and cannot navigate or open windows', async () => {
  const app = await launch();
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const globals = await page.evaluate(() => ({
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
    bridge: Object.keys((window as unknown as { desktop: object }).desktop).sort(),
    opened: window.open('about:blank') === null,
  }));
  expect(globals).toEqual({
    require: 'undefined',
    process: 'undefined',
    bridge: [
      'api',
      'download',
      'onNavigate',
      'onSessionRefused',
      'readFile',
      'settings',
      'updates',
    ],
    opened: true,
  });
  await page.evaluate(() => {
    window.location.href = 'file:///etc/hosts';
  });
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/^app:\/\/admin\/index\.html/);
  expect(app.windows()).toHaveLength(1);
  await app.close();
});

test('logout revokes the session and deletes the keychain entry', async () => {
  const app = await launch();
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await keychainToken(app);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await keychainToken(app)).toBeNull();
  const profile = await fetch(`${api.url}/api/admin/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status).toBe(401);
  await app.close();

  // And after a restart the app asks for sign-in.
  const again = await launch();
  const win2 = await again.firstWindow();
  await expect(win2.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await again.close();
});
