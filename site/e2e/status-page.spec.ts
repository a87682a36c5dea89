/**
 * The candidate's status page in Chromium, on a phone (390×844) and a laptop (1280×720), against
 * an API process of its own with a real SMTP server: the link is read from the acknowledgement
 * the candidate received; the page shows the status, sends a message and withdraws the
 * application, with and without JavaScript; it is axe-clean, fits the screen, is `noindex`, and
 * loads nothing from another site; a wrong link shows the 404 page; "Delete my data" is confirmed
 * from the mailbox, after which the link answers 404.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../api/test/smtp';
import { E2E_ADMIN, freePort, startApiProcess, type ApiProcess } from './support/api-process';
import { fixtureBytes } from './support/api-client';
import { expectNoAxeViolations, isHydrated, waitForHydration } from './support/browser';

let smtp: TestSmtp;
let api: ApiProcess;
let jobId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  // An API process of its own: its start can take a while on a busy machine.
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  const port = await freePort();
  api = await startApiProcess({
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
      FORM_MIN_FILL_MS: '0',
    },
  });
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  const job = await request.post(`${api.url}/api/careers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Platform Engineer',
      description: 'Keep the platform running.',
      requirements: ['Kubernetes'],
      location: 'Remote',
      type: 'Remote',
    },
  });
  jobId = ((await job.json()) as { _id: string })._id;
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

/** Applies as `email`; answers the status page link of the acknowledgement it received. */
async function applyAndReadLink(request: APIRequestContext, fullName: string, email: string) {
  const applied = await request.post(`${api.url}/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email,
      phone: '+1 614 555 0199',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fixtureBytes('resume.pdf') },
    },
  });
  expect(applied.status()).toBe(201);
  await smtp.waitFor(() => smtp.to(email).length === 1, 30_000);
  const link = /Follow your application: (\S+)/.exec(smtp.to(email)[0]!.text)?.[1];
  expect(link).toMatch(/\/my-application\/[A-Za-z0-9_-]{43}$/);
  lastApplicationId = ((await applied.json()) as { _id: string })._id;
  return link!;
}
let lastApplicationId = '';

/** Every request the page makes goes to this site. */
function watchOrigins(page: Page) {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(api.url) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  return elsewhere;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 720 },
]) {
  test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the link of the acknowledgement shows the status; a message is sent; the application is withdrawn', async ({
      page,
      request,
    }) => {
      const email = `ada-${viewport.name}@candidate.test`;
      const link = await applyAndReadLink(request, 'Ada Lovelace', email);
      const elsewhere = watchOrigins(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      await page.goto(link);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Platform Engineer' }),
      ).toBeVisible();
      // The app takes the page over (the forms still post natively).
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
      await expect(page.locator('[aria-current="step"]')).toHaveText('Received');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const messages = page.locator('.status-message');
      await expect(messages).toHaveCount(1);
      await expect(messages.first()).toContainText('Northbeam Technologies');
      await expect(messages.first()).toContainText(
        'We received your application for Platform Engineer',
      );
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // A message to the recruiter.
      await page.getByLabel('Your message').fill('Is the role open to candidates in Lisbon?');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\?sent=status-message#form-status-message-status$/);
      const sent = page.locator('#form-status-message-status');
      await expect(sent).toHaveText(/Your message was sent/);
      await expect(sent).toBeFocused();
      await expect(messages).toHaveCount(2);
      await expect(messages.last()).toContainText('You');
      await expect(messages.last()).toContainText('Is the role open to candidates in Lisbon?');
      await expectNoAxeViolations(page);

      // Withdraw, with a reason.
      await page.getByLabel('Why are you withdrawing? (optional)').fill('I took another job.');
      await page.getByRole('button', { name: 'Withdraw my application' }).click();
      await expect(page).toHaveURL(/\?sent=status-withdraw#form-status-withdraw-status$/);
      await expect(page.locator('#form-status-withdraw-status')).toHaveText(
        /You withdrew your application/,
      );
      await expect(page.getByRole('heading', { name: 'Status: Closed' })).toBeVisible();
      await expect(page.getByText(/^You withdrew this application on /)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Withdraw my application' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('without JavaScript, a message is sent and a refusal keeps what was typed', async ({
  browser,
  request,
}) => {
  const link = await applyAndReadLink(request, 'Grace Hopper', 'grace@candidate.test');
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);

  await page.getByLabel('Your message').fill('Sent from a browser without JavaScript.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\?sent=status-message#form-status-message-status$/);
  await expect(page.locator('#form-status-message-status')).toHaveText(/Your message was sent/);
  await expect(page.locator('.status-message').last()).toContainText(
    'Sent from a browser without JavaScript.',
  );

  // Too long for the server (the browser's own limit taken off): the page again, with the text.
  const long = 'x'.repeat(5001);
  await page.getByLabel('Your message').evaluate((field) => field.removeAttribute('maxlength'));
  await page.getByLabel('Your message').fill(long);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('#form-status-message-status')).toHaveText(
    'Your message could not be sent.',
  );
  await expect(page.getByText('A message is at most 5000 characters')).toBeVisible();
  await expect(page.getByLabel('Your message')).toHaveValue(long);
  await context.close();
});

test('a wrong link shows the 404 page', async ({ page }) => {
  const response = await page.goto(`${api.url}/my-application/${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('“Delete my data”, confirmed from the mailbox, deletes the application; the link then shows the 404 page', async ({
  page,
  request,
}) => {
  const email = 'hedy@candidate.test';
  const link = await applyAndReadLink(request, 'Hedy Lamarr', email);
  await page.goto(link);
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await expect(page.locator('#form-status-delete-status')).toHaveText(
    /We sent you an e-mail with a link to confirm the deletion/,
  );
  await smtp.waitFor(() => smtp.to(email).length === 2, 30_000);
  const confirm = /Confirm the deletion: (\S+)/.exec(smtp.to(email)[1]!.text)?.[1];
  expect(confirm).toMatch(/\/my-application\/confirm-deletion\/[A-Za-z0-9_-]{43}$/);

  await page.goto(confirm!);
  await expect(page.getByRole('heading', { name: 'Delete your data?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete my data now' }).click();
  await expect(page.getByRole('heading', { name: 'Your data has been deleted' })).toBeVisible();
  await expect(page.locator('#form-status-delete-confirm-status')).toHaveText(
    'Your data has been deleted.',
  );

  const gone = await page.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('staff revoke the link on the application’s page and e-mail a new one (at 360 px)', async ({
  page,
  request,
}) => {
  const email = 'mary@candidate.test';
  const link = await applyAndReadLink(request, 'Mary Jackson', email);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(
    `${api.url}/admin/login?next=${encodeURIComponent(`/admin/applications/${lastApplicationId}`)}`,
  );
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const section = page.getByRole('region', { name: 'Candidate’s status page' });
  await expect(section).toContainText("The candidate's link works");
  await expect(section).not.toContainText('/my-application/');
  await expectNoSidewaysScroll(page);

  await section.getByRole('button', { name: 'Revoke the link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(section.getByRole('status')).toHaveText('The link no longer works.');
  await expect(section).toContainText('no longer works');
  await expect(section.getByRole('button', { name: 'Revoke the link' })).toBeDisabled();
  const candidate = await page.context().newPage();
  expect((await candidate.goto(link))?.status()).toBe(404);

  await section.getByRole('button', { name: 'Send a new link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `A new link was e-mailed to ${email}; the previous one no longer works.`,
  );
  await smtp.waitFor(() => smtp.to(email).length === 2, 30_000);
  const fresh = /Follow your application: (\S+)/.exec(smtp.to(email)[1]!.text)?.[1];
  expect(fresh).not.toBe(link);
  expect((await candidate.goto(fresh!))?.status()).toBe(200);
  await expect(candidate.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
});
