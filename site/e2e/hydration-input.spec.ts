/**
 * The app hydrates after the server-rendered page is visible (it loads after the load event or on
 * the first interaction), so a visitor can type before React takes over. What they typed must
 * survive hydration and the renders that follow.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/browser';

test('text typed into a form before the app hydrates is kept', async ({ page }) => {
  // Hold the site's JavaScript back until the visitor has typed into the server-rendered form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/contact', { waitUntil: 'commit' });
  const firstName = page.getByLabel(/^First name/);
  await firstName.fill('Grace');

  release();
  await waitForHydration(page);
  // Typing elsewhere re-renders the form: the earlier text must not be written over.
  await page.getByLabel(/^Last name/).fill('Hopper');
  await expect(firstName).toHaveValue('Grace');
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Hopper');
});
