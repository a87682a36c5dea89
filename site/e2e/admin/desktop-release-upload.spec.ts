/**
 * An owner publishes a desktop release from the browser admin: chooses the files electron-builder
 * wrote, sees the upload progress, and the release is live (the page and the update feed say its
 * version); the same version again is refused with the reason. An administrator has no such form
 * and the API answers 403.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeReleaseFolder } from '../../../api/test/desktop-release';
import { expectNoAxeViolations } from '../support/browser';
import { E2E_ADMIN, signIn } from './support/admin';

const PASSWORD = 'a long enough password 1';

async function token(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/admin/login', { data: { email, password } });
  return ((await login.json()) as { token: string }).token;
}

test('an owner uploads a release, watches it go up and sees it live; the same version is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A version of this run's own: the e2e server's database is shared by the tests.
  const version = `9.${Date.now() % 1_000_000}.0`;
  const release = await makeReleaseFolder(version, 2_000_000);
  const paths = readdirSync(release.dir).map((name) => join(release.dir, name));

  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Desktop app' })
    .click();
  const form = page.getByRole('region', { name: 'Publish a release' });
  await expect(form).toBeVisible();
  await form.getByLabel('Release files').setInputFiles(paths);
  await expect(form).toContainText(`${paths.length} files`);
  await form.getByLabel('What is new').fill('Published from the admin.');
  await expectNoAxeViolations(page);

  // A slow line, to see the progress as a person would.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2_000_000,
  });
  await form.getByRole('button', { name: 'Publish release' }).click();
  const progress = form.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(form.getByText(/^Uploading: \d+% of /)).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(
    new RegExp(`^Version ${version.replace(/\./g, '\\.')} is live`),
    {
      timeout: 60_000,
    },
  );
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(progress).toBeHidden();

  // Live: the page shows it, and installed apps' feed names it.
  await expect(page.getByRole('heading', { name: `Version ${version}` })).toBeVisible();
  await expect(page.getByText('Published from the admin.')).toBeVisible();
  const feed = await (await request.get('/desktop/latest.yml')).text();
  expect(feed).toContain(`version: ${version}`);

  // The same version again: refused, with the reason, and nothing changes.
  await form.getByLabel('Release files').setInputFiles(paths);
  await form.getByRole('button', { name: 'Publish release' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Version ${version} is already published`);
});

test('an administrator, not an owner, has no upload form and the API refuses them (403)', async ({
  page,
  request,
}) => {
  const owner = await token(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const email = `admin-${Date.now()}@staff.example`;
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${owner}` },
    data: { email, role: 'admin' },
  });
  expect(invited.status()).toBe(201);
  const link = ((await invited.json()) as { link: string }).link;
  const accepted = await request.post('/api/admin/invitations/accept', {
    data: { token: new URL(link).searchParams.get('token'), name: 'Ada Admin', password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/(dashboard|overview)/);
  await page.goto('/admin/desktop');
  await expect(page.getByRole('heading', { level: 1, name: 'Desktop app' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Publish a release' })).toHaveCount(0);

  const release = await makeReleaseFolder(`8.${Date.now() % 1_000_000}.0`);
  const refused = await request.post('/api/desktop/releases', {
    headers: { Authorization: `Bearer ${await token(request, email, PASSWORD)}` },
    multipart: {
      files: { name: 'latest.yml', mimeType: 'text/yaml', buffer: release.files['latest.yml']! },
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Only owners publish desktop app releases.' });
});
