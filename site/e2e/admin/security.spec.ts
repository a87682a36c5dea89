/**
 * Account security in the browser admin, on a server of its own (password changes and "sign out
 * everywhere" must not sign out the other specs' administrator): the Audit Log tab and its CSV
 * export, sign out everywhere, password change, and no Content-Security-Policy violation on the
 * site and in the admin's blog editor.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { ApiClient } from '../support/api-client';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { ContactForm } from '../support/forms';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ADMIN = { email: 'security-admin@example.com', password: 'a-long-security-passphrase' };
let api: ApiProcess;
const fixturePath = (name: string) =>
  fileURLToPath(new URL(`../../../shared/test-fixtures/${name}`, import.meta.url));
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  // A fresh embedded database takes a while on a busy machine.
  test.setTimeout(180_000);
  api = await startApiProcess({
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await api?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: api.url, acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  // Every CSP violation the page reports, for the last test.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  return page;
}

async function signIn(page: Page, password = ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

test('the Audit Log tab lists administrator actions and exports them as CSV', async ({
  browser,
}) => {
  const page = await newPage(browser);
  // A failed sign-in first: it is audited too.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page);

  await page.getByRole('tab', { name: 'Audit Log', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const rows = panel.getByTestId('audit-row');
  await expect(rows.first()).toContainText('login.success');
  await expect(rows.first()).toContainText(ADMIN.email);
  await expect(rows.first()).toContainText('127.0.0.1');
  await expect(panel.getByTestId('audit-row').filter({ hasText: 'login.failure' })).toHaveCount(1);

  await panel.getByLabel('Filter audit log entries by action').selectOption('login.failure');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('login.failure');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toContain('"time","staff_email"');
  // The export holds what the tab shows: only the filtered action.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"login.failure"');
  expect(csv).not.toContain('"login.success"');
});

test('"Sign out everywhere" ends the sessions of every browser', async ({ browser }) => {
  const here = await newPage(browser);
  const elsewhere = await newPage(browser);
  await signIn(here);
  await signIn(elsewhere);

  await here.getByRole('link', { name: 'Account' }).click();
  await expect(here.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await here.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(here).toHaveURL(/\/admin\/login/);
  await expect(here.getByRole('status')).toHaveText('You were signed out on every device.');

  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/admin\/login/);
});

test('a password change checks the rules, then signs out everywhere', async ({ browser }) => {
  const page = await newPage(browser);
  const elsewhere = await newPage(browser);
  await signIn(page);
  await signIn(elsewhere);
  await page.goto('/admin/account');

  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password');
  const save = page.getByRole('button', { name: 'Change password' });

  await current.fill(ADMIN.password);
  await next.fill('too-short');
  await repeat.fill('too-short');
  await save.click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

  await next.fill(ADMIN.email);
  await repeat.fill(ADMIN.email);
  await save.click();
  await expect(page.getByText('Password must not be the e-mail address')).toBeVisible();

  const changed = 'a-fresh-and-longer-passphrase';
  await current.fill('not-the-current-one');
  await next.fill(changed);
  await repeat.fill(changed);
  await save.click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await current.fill(ADMIN.password);
  await save.click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole('status')).toHaveText(
    'Password changed. Sign in again with your new password.',
  );
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/admin\/login/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, changed);
  ADMIN.password = changed;
});

test('no Content-Security-Policy violation on the site and in the blog editor', async ({
  browser,
}) => {
  const client = new ApiClient(api.url);
  await client.login(ADMIN.email, ADMIN.password);
  const post = await client.createBlog({ title: 'CSP probe post', category: 'DevOps' });

  const page = await newPage(browser);
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  for (const path of ['/', `/blog/${post.slug}`]) {
    const answer = await page.goto(path);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // A form validated and sent with zod in the browser.
  await page.goto('/contact');
  const contact = new ContactForm(page);
  await contact.fill({
    firstName: 'Csp',
    lastName: 'Probe',
    email: 'csp@example.com',
    phone: '+1 555 0100',
  });
  await contact.submit.click();
  await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
  expect(await violations(), '/contact').toEqual([]);

  await signIn(page);
  await page.goto(`/admin/blogs/${post._id}`);
  const editor = page.getByRole('textbox', { name: /content/i }).last();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await editor.click();
  await page.keyboard.type(' Typed under the CSP.');
  await page.waitForLoadState('networkidle');
  expect(await violations(), 'blog editor').toEqual([]);
  expect(console).toEqual([]);
});

test('a picked featured image shows as a preview, with no CSP violation', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page);
  await page.goto('/admin/blogs/new');
  await page.getByLabel('Featured Image').setInputFiles(fixturePath('image.png'));
  const preview = page.getByRole('img', { name: 'Featured image preview' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  // The fixture PNG is 64 px wide: the picture itself loaded, not the fallback icon.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

/** A page on another loopback origin (same host, another port: same-site, so Lax cookies go). */
async function startForeignSite(apiUrl: string) {
  const target = apiUrl.replace(/\/$/, '');
  const fields = { title: 'Forged job', description: 'd', requirements: 'r', location: 'Remote' };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  const pages: Record<string, string> = {
    '/form': `<!doctype html><title>form</title>
      <form method="post" action="${target}/api/careers">${inputs}</form>
      <script>document.forms[0].submit()</script>`,
    '/fetch': `<!doctype html><title>fetch</title><script>
      const body = new URLSearchParams(${JSON.stringify(fields)});
      Promise.allSettled([
        fetch('${target}/api/careers', { method: 'POST', mode: 'no-cors', credentials: 'include', body }),
        fetch('${target}/api/admin/logout-all', { method: 'POST', mode: 'no-cors', credentials: 'include' }),
      ]).then(() => { document.title = 'sent'; });
    </script>`,
  };
  const server = createServer((req, res) => {
    const html = pages[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

test('CSRF: a cross-site form post and credentialed fetch change nothing; our own pages need no custom header', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signIn(page);
  const jobCount = () =>
    page.evaluate(async () =>
      Number((await fetch('/api/careers?limit=1')).headers.get('X-Total-Count')),
    );
  const before = await jobCount();
  const foreign = await startForeignSite(api.url);
  try {
    // A real HTML form on another origin, posted with the admin's cookie.
    const [refused] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/careers') && r.request().method() === 'POST',
      ),
      page.goto(`${foreign.url}/form`),
    ]);
    expect(refused.status()).toBe(403);
    expect((await refused.request().allHeaders())['sec-fetch-site']).toBe('same-site');

    // Credentialed "simple" fetches (no preflight) from the other origin.
    await page.goto(`${foreign.url}/fetch`);
    await expect(page).toHaveTitle('sent');
  } finally {
    await foreign.close();
  }

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('tab', { name: 'Job Postings' })).toBeVisible();
  expect(await jobCount()).toBe(before);

  // Our own page: plain same-origin fetches with the cookie and no custom header.
  const results = await page.evaluate(async () => {
    const created = await fetch('/api/careers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Same-origin job',
        description: 'd',
        requirements: ['r'],
        location: 'Remote',
      }),
    });
    const job = (await created.json()) as { _id: string };
    const updated = await fetch(`/api/careers/${job._id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Same-origin job, edited',
        description: 'd',
        requirements: ['r'],
        location: 'Remote',
        isActive: false,
      }),
    });
    return [created.status, updated.status];
  });
  expect(results).toEqual([201, 200]);
  expect(await jobCount()).toBe(before + 1);
});
