/**
 * The desktop renderer (built out/renderer) in Chromium, its bridge backed by the real
 * main-process modules, talking to the real API with the token in the real Secret Service.
 * Run by `npm run test:renderer -w desktop-admin` (inside scripts/with-keyring.sh).
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startTestServer, type TestServer } from '../../api/test/test-server';
import { createInquiry, createJob } from '../../api/test/factories';
import { createKeychainSessionStore } from '../src/main/keychain-session-store';
import { startDesktop, type Desktop } from './support/renderer-harness';

test.describe.configure({ mode: 'serial' });

let api: TestServer;
let desktop: Desktop;
let email: string;
let password: string;
const tokens = createKeychainSessionStore({ service: `com.northbeam.admin.test-${randomUUID()}` });

test.beforeAll(async () => {
  api = await startTestServer();
  const admin = await api.signIn();
  ({ email, password } = admin);
  // A post with an uploaded image: the page (not on the server's origin) must still show it.
  const post = new FormData();
  for (const [key, value] of Object.entries({
    title: 'Desktop image post',
    excerpt: 'Shown with its image.',
    content: '<p>Body</p>',
    author: 'Desk',
    category: 'DevOps',
    tags: 'desktop',
    published: 'true',
  })) {
    post.set(key, value);
  }
  const png = await readFile(
    fileURLToPath(new URL('../../shared/test-fixtures/image.png', import.meta.url)),
  );
  post.set('image', new Blob([png], { type: 'image/png' }), 'image.png');
  const created = await fetch(`${api.url}/api/blogs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: post,
  });
  expect(created.status).toBe(201);
  await createInquiry(api.db, 'contact_submissions', {
    firstName: 'Ada',
    email: 'ada@example.com',
  });
  const job = await createJob(api.db, { title: 'Cloud Architect' });
  const form = new FormData();
  form.set('fullName', 'Grace Applicant');
  form.set('email', 'grace@example.com');
  form.set('phone', '+1 555 0101');
  const pdf = await readFile(
    fileURLToPath(new URL('../../shared/test-fixtures/resume.pdf', import.meta.url)),
  );
  form.set('resume', new Blob([pdf], { type: 'application/pdf' }), 'grace-cv.pdf');
  const applied = await fetch(`${api.url}/api/careers/${job.id}/apply`, {
    method: 'POST',
    body: form,
  });
  expect(applied.status).toBe(201);
  desktop = await startDesktop(tokens);
});

test.afterEach(() => {
  // The strict CSP (meta + header) lets the whole admin run: nothing was blocked.
  expect(cspViolations).toEqual([]);
});

test.afterAll(async () => {
  await tokens.delete(api.url);
  await desktop?.close();
  await api?.close();
});

const cspViolations: string[] = [];
const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../../shared/test-fixtures/${name}`, import.meta.url));

async function open(page: Page) {
  await desktop.attach(page.context());
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      cspViolations.push(message.text());
    }
  });
  await page.goto(desktop.appUrl);
}

async function pageHolds(page: Page, secret: string): Promise<string[]> {
  return page.evaluate((s) => {
    const places: Record<string, string> = {
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
      windowKeys: Object.keys(window)
        .map((k) => {
          try {
            const v = (window as unknown as Record<string, unknown>)[k];
            return typeof v === 'string' ? v : '';
          } catch {
            return '';
          }
        })
        .join('\n'),
    };
    return Object.entries(places)
      .filter(([, value]) => value.includes(s))
      .map(([name]) => name);
  }, secret);
}

test('first run asks for the server address and checks it', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { name: 'Northbeam Admin' })).toBeVisible();
  const address = page.getByLabel('Server address');

  await address.fill('http://www.example.com');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Use https:// (plain http is allowed only for localhost)',
  );

  await address.fill(desktop.appUrl.replace('/index.html', ''));
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('does not answer as the Northbeam API');

  await address.fill(api.url);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(JSON.parse(await readFile(join(desktop.userDataDir, 'settings.json'), 'utf8'))).toEqual({
    serverOrigin: api.url,
  });
});

test('signs in, shows the dashboard with server data, and the page never holds the token', async ({
  page,
}) => {
  await open(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  expect(page.url()).toContain('#/admin/dashboard');

  const token = await tokens.get(api.url);
  expect(token, 'the token is in the keychain').toBeTruthy();
  expect(await pageHolds(page, token!)).toEqual([]);
  expect(desktop.sentToPage.filter((sent) => sent.includes(token!))).toEqual([]);
  // The renderer remembers only who is signed in, per server: never a token.
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.keys(stored)).toEqual([`adminInfo:${api.url}`]);
  expect(Object.keys(JSON.parse(stored[`adminInfo:${api.url}`]!)).sort()).toEqual([
    '_id',
    'email',
    'name',
    'role',
    'twoFactor',
    'twoFactorSetupRequired',
  ]);
});

test('stays signed in after a restart: a fresh profile with only the keychain', async ({
  browser,
}) => {
  // A new browser context has no localStorage at all: only the keychain remembers the session.
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await context.close();
});

test('downloads a resume through the native save path', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await expect(page.getByText('Grace Applicant')).toBeVisible();
  await page.getByRole('button', { name: 'Download resume' }).click();
  await expect.poll(async () => readdir(desktop.downloadsDir)).toEqual(['grace-cv.pdf']);
});

test('shows a PDF resume inline under the strict CSP (pdf.js and its worker)', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await page.getByRole('link', { name: 'Grace Applicant' }).click();
  const resume = page.getByRole('region', { name: 'Resume: grace-cv.pdf' });
  await expect(resume.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await expect(resume.getByTestId('resume-text')).toHaveText('Jane Doe - Resume');
});

test('exports the audit log with the filter the tab shows', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Filter audit log entries by action').selectOption('login.success');
  await expect(panel.getByTestId('audit-row').first()).toContainText('login.success');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = async () =>
    (await readdir(desktop.downloadsDir)).find((name) => name.startsWith('audit-log-'));
  await expect.poll(file).toBeTruthy();
  const lines = (await readFile(join(desktop.downloadsDir, (await file())!), 'utf8'))
    .trimEnd()
    .split('\r\n');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes('"login.success"'))).toBe(true);
});

test('shows blog images from the server under the strict CSP', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  const image = page.locator('img[src*="/uploads/"]').first();
  await expect(image).toBeVisible();
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${api.url}/uploads/`));
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("copies a draft's preview link, a whole address on the server, through the main process", async ({
  page,
}) => {
  await open(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: 'Edit Desktop image post' }).click();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const link = page.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(new RegExp(`^${api.url}/blog/desktop-image-post\\?preview=`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(desktop.clipboard).toEqual([await link.inputValue()]);
});

test('previews a picked featured image under the strict CSP', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: 'Add New Blog Post' }).click();
  await page.getByLabel('Featured Image').setInputFiles(fixturePath('image.png'));
  const preview = page.getByRole('img', { name: 'Featured image preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // The fixture PNG is 64 px wide: the picture itself loaded, not the fallback.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  expect(cspViolations).toEqual([]);
});

test('Restart to update: offered once downloaded, refused over unsaved work, then restarts', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  const restart = page.getByRole('button', { name: 'Restart to update' });
  await expect(restart).toHaveCount(0);

  desktop.updater.emit({ type: 'available', version: '1.5.0' });
  desktop.updater.emit({ type: 'downloaded', version: '1.5.0' });
  await expect(page.getByText('Version 1.5.0 of the app is ready.')).toBeVisible();

  // Typing: the change is not on the server yet, so the app will not restart over it.
  await page.getByLabel('Title').fill('Desktop image post, edited');
  await restart.click();
  await expect(page.getByText(/^Save your changes first/)).toBeVisible();
  expect(desktop.updater.installs).toBe(0);

  // Once autosaved, it restarts into the update.
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved /);
  await restart.click();
  await expect(page.getByText('Restarting…')).toBeVisible();
  expect(desktop.updater.installs).toBe(1);
});

test('a deep link shows the item it names', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  const href = await page.getByRole('link', { name: /^Edit/ }).first().getAttribute('href');
  const id = /[0-9a-f-]{36}/.exec(href!)![0];
  await page.getByRole('tab', { name: 'Job Postings' }).click();
  await desktop.emit(page, 'app:navigate', `/admin/blogs/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(/^Desktop image post/);
});

test('a session revoked on the server clears the keychain and shows sign-in', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await tokens.get(api.url);
  await fetch(`${api.url}/api/admin/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  await page.getByRole('tab', { name: 'Job Applications' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await tokens.get(api.url)).toBeNull();
});

test('logout revokes the session and deletes the keychain entry', async ({ page }) => {
  await open(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await tokens.get(api.url);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await tokens.get(api.url)).toBeNull();
  const profile = await fetch(`${api.url}/api/admin/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status).toBe(401);
});

test('two-factor sign-in: the code is asked after the password; only the token is kept', async ({
  page,
}) => {
  const person = await api.signIn({ role: 'recruiter' });
  const auth = { Authorization: `Bearer ${person.token}`, 'Content-Type': 'application/json' };
  const setup = await fetch(`${api.url}/api/admin/2fa/setup`, { method: 'POST', headers: auth });
  const { secret } = (await setup.json()) as { secret: string };
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const enabled = await fetch(`${api.url}/api/admin/2fa/enable`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ code: totp.generate() }),
  });
  expect(enabled.status).toBe(200);

  await open(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  expect(await tokens.get(api.url)).toBeNull();
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Job Postings', 'Job Applications']);
  const token = await tokens.get(api.url);
  expect(token).toBeTruthy();
  expect(token).not.toContain(secret);
  expect(await pageHolds(page, token!)).toEqual([]);
  expect(await pageHolds(page, secret)).toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
