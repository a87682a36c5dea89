/**
 * The browser admin's "Desktop app" page, against an API whose release was published from the
 * shell (`npm run desktop:publish`): the current version, the download for this computer's system
 * first (the installer's exact bytes), the other systems and the release notes. Passes axe.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { makeReleaseFolder, type ReleaseFolder } from '../../../api/test/desktop-release';
import { expectNoAxeViolations } from '../support/browser';
import { E2E_ADMIN, REPO_ROOT, startApiProcess, type ApiProcess } from '../support/api-process';

// A visitor on Linux (the device profile would otherwise say Windows).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

let api: ApiProcess;
let release: ReleaseFolder;

test.beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-e2e-desktop-'));
  release = await makeReleaseFolder('1.4.0', 100_000);
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      join(REPO_ROOT, 'api/src/cli/desktop-publish.ts'),
      release.dir,
      '--notes',
      'Deep links open items.',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    },
  );
  api = await startApiProcess({ env: { DATA_DIR: dataDir } });
});
test.afterAll(async () => {
  await api?.stop();
});

test('the Desktop app page offers this system first, the others and the notes', async ({
  page,
}) => {
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('link', { name: 'Desktop app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desktop app' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Version 1.4.0' })).toBeVisible();
  await expect(page.getByText('Deep links open items.')).toBeVisible();
  await expectNoAxeViolations(page);

  // This computer's system first.
  const primary = page.getByRole('link', { name: 'Download for Linux' });
  await expect(primary).toBeVisible();
  const href = await primary.getAttribute('href');
  expect(href).toBe('/desktop/Northbeam-Admin-1.4.0.AppImage');
  const bytes = Buffer.from(await (await fetch(new URL(href!, api.url))).arrayBuffer());
  expect(bytes.equals(release.files['Northbeam-Admin-1.4.0.AppImage']!)).toBe(true);
  await expect(
    page.getByRole('link', { name: /^Windows: Northbeam-Admin-Setup-1\.4\.0\.exe/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^macOS: Northbeam-Admin-1\.4\.0\.dmg/ }),
  ).toBeVisible();
});
