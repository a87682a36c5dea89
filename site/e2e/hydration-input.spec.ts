/**
 * The app hydrates on the visitor's first sign of intent (React and the router are prefetched
 * after the page has loaded, and nothing runs before). Whatever the visitor does in between must
 * not be lost: text typed into a field stays, and clicks, widget keys and form submissions are
 * replayed once React has taken over.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiClient, fixturePath, unique } from './support/api-client';
import { isHydrated, waitForHydration } from './support/browser';
import { ApplicationForm, ContactForm } from './support/forms';

/** Holds the app's module (start-app) back until `release` is called. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('nothing of the app runs before intent; it is prefetched after load, then hydrates', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.url().endsWith('.js'))
      prefetched.push(new URL(request.url()).pathname);
  });
  const appPrefetched = page.waitForRequest(
    (request) =>
      request.resourceType() === 'fetch' && /\/assets\/start-app-.+\.js$/.test(request.url()),
  );
  await page.goto('/blog');
  // After the first paint, not before: the prefetch must not compete with it.
  const paintedAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find(({ name }) => name === 'first-contentful-paint');
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await appPrefetched;
  const prefetchedAt = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/start-app-.+\.js$/.test(entry.name))?.startTime ?? -1,
  );
  expect(prefetchedAt).toBeGreaterThan(paintedAt);
  await page.waitForLoadState('networkidle');
  expect(prefetched.some((path) => /\/assets\/start-app-.+\.js$/.test(path))).toBe(true);
  expect(await isHydrated(page)).toBe(false);
  // The server-rendered page works as it is: its links navigate.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  expect(await isHydrated(page)).toBe(true);
});

test('text typed into a form before the app hydrates is kept', async ({ page }) => {
  // Hold all of the site's JavaScript back until the visitor has typed into the server-rendered form.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/contact', { waitUntil: 'commit' });
  const firstName = page.getByLabel(/^First name/);
  await firstName.fill('Grace');
  const message = page.getByLabel(/^Message/);
  await message.pressSequentially('About COBOL');

  release();
  await waitForHydration(page);
  // Typing elsewhere re-renders the form: the earlier text must not be written over.
  await page.getByLabel(/^Last name/).fill('Hopper');
  await expect(firstName).toHaveValue('Grace');
  await expect(message).toHaveValue('About COBOL');
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Hopper');
});

test('a click on a question before hydration opens it once React has taken over', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/cloud-solutions');
  const triggers = page.locator('.accordion__trigger');
  await triggers.nth(3).click();
  await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
});

test('arrow keys on the tabs before hydration select once React has taken over', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/our-expertise');
  const tabs = page.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(2)).toBeFocused();
});

test('a form sent before hydration is sent once, when React has taken over', async ({
  page,
  baseURL,
}) => {
  const release = await holdTheApp(page);
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posted += 1;
  });
  await page.goto('/contact');
  const form = new ContactForm(page);
  const email = `${unique('early').replace(/\s+/g, '.')}@example.com`.toLowerCase();
  await form.fill({
    firstName: 'Early',
    lastName: 'Bird',
    email,
    phone: '+1 614 555 0100',
    company: 'Before Hydration Ltd',
    message: 'Sent before the app had loaded.',
  });
  await form.submit.click();
  // Not sent natively (the page stays, nothing in the address bar), not lost either.
  expect(new URL(page.url()).search).toBe('');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(
    form.form
      .getByRole('status')
      .filter({ hasText: 'Thank you for contacting us! We will get back to you shortly.' }),
  ).toBeVisible();
  expect(posted).toBe(1);
  const saved = await new ApiClient(baseURL!).listContacts();
  expect(saved.filter((item) => item.email === email)).toHaveLength(1);
});

test('an application filled in, with a resume picked and sent before hydration, is sent whole', async ({
  page,
  baseURL,
}) => {
  // The job page's form sits in a part React hydrates after the rest of the page: the typed text,
  // the picked file and the submission must all survive that.
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Early Applicant Role') });
  const release = await holdTheApp(page);
  await page.goto(`/careers/${job._id}`);
  const form = new ApplicationForm(page);
  const fullName = unique('Early Applicant');
  await form.fill({ fullName, email: 'early@example.com', phone: '+1 614 555 0101' });
  await form.resume.setInputFiles(fixturePath('resume.pdf'));
  await form.submit.click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  const mine = (await api.listApplications()).filter((a) => a.fullName === fullName);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.resumeName).toMatch(/\.pdf$/);
});
