/**
 * E-mails into the admin, against an API with a real SMTP server: a staff notification's "Open in
 * the admin" link, opened signed out, leads through the sign-in page to that application's own
 * page (and a return address to another site is ignored); a rejection template edited on the
 * Notifications page is what the recruiter's e-mail from the application's page says.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp';
import { E2E_ADMIN, freePort, startApiProcess, type ApiProcess } from '../support/api-process';
import { fixtureBytes } from '../support/api-client';

const STAFF = 'staff@northbeam.test';
let smtp: TestSmtp;
let api: ApiProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // An API process of its own: its start can take a while on a busy machine.
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  // PUBLIC_URL is the server's own address: the links in e-mails are built from it.
  const port = await freePort();
  api = await startApiProcess({
    port,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      NOTIFY_EMAIL: STAFF,
      OUTBOX_POLL_SECONDS: '0.5',
      FORM_MIN_FILL_MS: '0',
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

async function apply(request: APIRequestContext, fullName: string, email: string) {
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  const job = await request.post(`${api.url}/api/careers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Observability Engineer',
      description: 'Watch the graphs.',
      requirements: ['Grafana'],
      location: 'Remote',
      type: 'Remote',
    },
  });
  const jobId = ((await job.json()) as { _id: string })._id;
  const applied = await request.post(`${api.url}/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email,
      phone: '+1 614 555 0199',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fixtureBytes('resume.pdf') },
    },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { _id: string })._id;
}

async function fillSignIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a notification’s link, opened signed out, returns to the application after sign-in', async ({
  page,
  request,
}) => {
  const id = await apply(request, 'Katherine Johnson', 'katherine@candidate.example');
  await smtp.waitFor(() => smtp.to(STAFF).some((m) => m.replyTo === 'katherine@candidate.example'));
  const mail = smtp.to(STAFF).find((m) => m.replyTo === 'katherine@candidate.example')!;
  const link = /Open in the admin: (\S+)/.exec(mail.text)![1]!;
  expect(new URL(link).pathname).toBe(`/admin/applications/${id}`);
  expect(mail.html).toContain(`href="${link}"`);

  await page.goto(link);
  // The guard sends a signed-out visitor to /admin/login (spec), remembering where they were going.
  await expect(page).toHaveURL(`${api.url}/admin/login`);
  // A reload of the sign-in page keeps it (the history entry's state).
  await page.reload();
  await fillSignIn(page);
  await expect(page).toHaveURL(`${api.url}/admin/applications/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
});

test('the sign-in page never returns to another site (?next= from a crafted link)', async ({
  page,
}) => {
  // A page of this admin is fine.
  await page.goto(`${api.url}/admin/login?next=${encodeURIComponent('/admin/outbox')}`);
  await fillSignIn(page);
  await expect(page).toHaveURL(`${api.url}/admin/outbox`);
  for (const next of ['//evil.example/admin/x', 'https://evil.example/admin/', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`${api.url}/admin/login?next=${encodeURIComponent(next)}`);
    await fillSignIn(page);
    await expect(page).toHaveURL(`${api.url}/admin/dashboard`);
  }
});

test('an edited rejection template is what the candidate receives', async ({ page, request }) => {
  const id = await apply(request, 'Dorothy Vaughan', 'dorothy@candidate.example');
  await page.goto(`${api.url}/admin/notifications`);
  await fillSignIn(page);
  await expect(page).toHaveURL(`${api.url}/admin/notifications`);
  const editor = page.locator('.admin-template', {
    has: page.getByRole('heading', { name: 'Rejection', exact: true }),
  });
  await expect(page.getByRole('heading', { name: 'E-mails to candidates' })).toBeVisible();
  await editor.getByLabel('Subject').fill('Your application for {jobTitle} at {company}');
  await editor
    .getByLabel('Body')
    .fill('Dear {firstName},\n\nThe tangerine committee chose another path for {jobTitle}.');
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(
    editor.getByText('Subject: Your application for Senior Cloud Engineer'),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');

  await page.goto(`${api.url}/admin/applications/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dorothy Vaughan' })).toBeVisible();
  const form = page.getByRole('region', { name: 'E-mail' });
  await form.getByLabel('Template').selectOption({ label: 'Rejection' });
  await expect(form.getByLabel('Message')).toHaveValue(/tangerine committee/);
  await form.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();

  await smtp.waitFor(() =>
    smtp.to('dorothy@candidate.example').some((m) => /tangerine/.test(m.text)),
  );
  const sent = smtp.to('dorothy@candidate.example').find((m) => /tangerine/.test(m.text))!;
  expect(sent.subject).toBe(
    'Your application for Observability Engineer at Northbeam Technologies',
  );
  expect(sent.text).toContain('Dear Dorothy,');
  expect(sent.text).toContain(
    'The tangerine committee chose another path for Observability Engineer.',
  );
});

test('at 360 px: the Notifications page and an e-mail’s headers in the Outbox fit', async ({
  page,
  request,
}) => {
  // The e2e administrator hears of each application: its notification has List-Unsubscribe.
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  await request.put(`${api.url}/api/admin/notifications/preferences`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { contact: 'off', consultation: 'off', application: 'instant' },
  });
  await apply(request, 'Mary Jackson', 'mary@candidate.example');
  await smtp.waitFor(() =>
    smtp.to(E2E_ADMIN.email).some((m) => m.replyTo === 'mary@candidate.example'),
  );

  await page.setViewportSize({ width: 360, height: 740 });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  await page.goto(`${api.url}/admin/notifications`);
  await fillSignIn(page);
  await expect(page.getByRole('heading', { name: 'Time zone', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
  await fits();

  await page.goto(`${api.url}/admin/outbox`);
  await page
    .getByTestId('outbox-row')
    .filter({ hasText: E2E_ADMIN.email })
    .filter({ hasText: 'Mary Jackson' })
    .getByRole('button')
    .first()
    .click();
  const detail = page.locator('.admin-outbox-detail');
  await expect(detail.getByText('Auto-Submitted', { exact: true })).toBeVisible();
  await expect(detail.getByText('auto-generated', { exact: true })).toBeVisible();
  await expect(detail.getByText('List-Unsubscribe', { exact: true })).toBeVisible();
  await expect(
    detail.getByText(`<${api.url}/api/notifications/unsubscribe?token=`, { exact: false }),
  ).toBeVisible();
  await fits();
});

test('the unsubscribe link opened in a browser asks first; its button (no script) unsubscribes', async ({
  page,
  request,
}) => {
  const mail = smtp.to(E2E_ADMIN.email).find((m) => m.headers.has('list-unsubscribe'))!;
  const link = mail.headers.get('list-unsubscribe')!.slice(1, -1);
  expect(link.startsWith(`${api.url}/api/notifications/unsubscribe?token=`)).toBe(true);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
  await expect(
    page.getByText(`Stop sending e-mails about new job applications to ${E2E_ADMIN.email}?`),
  ).toBeVisible();
  // Its stylesheet is allowed by the page's CSP (the button has the brand colour).
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCSS(
    'background-color',
    'rgb(13, 79, 139)',
  );
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const prefs = async () =>
    (await (
      await request.get(`${api.url}/api/admin/notifications/preferences`, { headers: auth })
    ).json()) as { application: string };
  // Opening it changed nothing.
  expect((await prefs()).application).toBe('instant');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(
    page.getByText(`${E2E_ADMIN.email} will no longer receive e-mails about new job applications.`),
  ).toBeVisible();
  expect((await prefs()).application).toBe('off');
  expect(violations).toEqual([]);
});
