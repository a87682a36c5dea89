/**
 * Where no keychain works, the desktop renderer says so, the administrator can still work for this
 * run, and nothing is persisted: a restart asks for sign-in again.
 */
import { expect, test } from '@playwright/test';
import { startTestServer, type TestServer } from '../../api/test/test-server';
import { createKeychainSessionStore } from '../src/main/keychain-session-store';
import { startDesktop, type Desktop } from './support/renderer-harness';

let api: TestServer;
let desktop: Desktop;
let email: string;
let password: string;

test.beforeAll(async () => {
  api = await startTestServer();
  ({ email, password } = await api.signIn());
  // A keychain that refuses every call, as on a Linux session without a Secret Service.
  const unavailable = () => Promise.reject(new Error('No Secret Service on this session bus'));
  desktop = await startDesktop(
    createKeychainSessionStore({
      createEntry: () => ({
        setPassword: unavailable,
        getPassword: unavailable,
        deleteCredential: unavailable,
      }),
    }),
  );
});

test.afterAll(async () => {
  await desktop?.close();
  await api?.close();
});

test('warns that the sign-in is not saved, and keeps no token anywhere', async ({ page }) => {
  await desktop.attach(page.context());
  await page.goto(desktop.appUrl);
  await page.getByLabel('Server address').fill(api.url);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No system keychain' })).toContainText(
    'No Secret Service on this session bus',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(desktop.sentToPage.join('\n')).not.toMatch(/"token"/);
});
