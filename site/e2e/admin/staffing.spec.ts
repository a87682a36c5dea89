/**
 * The staffing desk in the browser admin at 360 px (issue 34): the clients list (searched, paged)
 * and a client, "Submit to client" on an application (the blind resume previewed before it goes,
 * then the review link for the hiring manager, waiting in the outbox on this mail-less server),
 * the job order's pipeline and the desk, and the client's review links, one revoked from the
 * client page after which the hiring manager's page says it was withdrawn; a client's proposed
 * interview times, one scheduled with "Schedule at this time" (the application's scheduling form,
 * starting at that time, the hiring manager invited); no sideways scrolling, axe clean.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { applyToJob, E2E_ADMIN, signIn } from './support/admin';

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await login.json()) as { token: string }).token;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.window);
}

/** A client with its hiring manager, a job order of it and a candidate who applied. */
async function clientJobAndCandidate(request: APIRequestContext, auth: Record<string, string>) {
  const clientName = unique('Globex Logistics');
  const hankEmail = `${unique('hank')}@globex.example`.replace(/\s+/g, '').toLowerCase();
  const made = await request.post('/api/admin/clients', {
    headers: auth,
    data: {
      name: clientName,
      contacts: [{ name: 'Hank Scorpio', email: hankEmail, role: 'CTO' }],
    },
  });
  const clientId = ((await made.json()) as { id: string }).id;
  const jobTitle = unique('Logistics Data Engineer');
  const job = await request.post('/api/careers', {
    headers: auth,
    data: {
      title: jobTitle,
      description: 'Route optimisation.',
      requirements: ['Python'],
      location: 'Remote',
      clientId,
      openings: 2,
      billRate: 110,
      payRate: 77,
    },
  });
  const jobId = ((await job.json()) as { _id: string })._id;
  const candidate = unique('Ada Byron');
  await applyToJob(request, jobId, candidate);
  const applications = await request.get('/api/careers/applications?limit=100', { headers: auth });
  const applicationId = (
    (await applications.json()) as Array<{ _id: string; fullName: string }>
  ).find((a) => a.fullName === candidate)!._id;
  const contactId = (
    (await (await request.get(`/api/admin/clients/${clientId}`, { headers: auth })).json()) as {
      contacts: Array<{ _id: string }>;
    }
  ).contacts[0]!._id;
  return { clientName, clientId, contactId, hankEmail, jobTitle, jobId, candidate, applicationId };
}

test('a recruiter submits a candidate to a client from the admin at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await ownerToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const { clientName, clientId, hankEmail, jobTitle, jobId, candidate, applicationId } =
    await clientJobAndCandidate(request, auth);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);

  await page.goto('/admin/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  // Paged like the other lists: found by its name whatever page it would be on.
  await expect(page.getByRole('navigation', { name: 'Clients pages' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(clientName);
  await expect(page.getByTestId('client-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: clientName })).toBeVisible();
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: clientName }).click();
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  await expect(page.getByText('margin $33.00')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Submit to client from the application: the blind resume is seen before it goes.
  await page.goto(`/admin/applications/${applicationId}`);
  const panel = page.getByRole('region', { name: 'Submit to client' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Job order').selectOption({ label: jobTitle });
  await panel.getByLabel('Hiring manager').selectOption({ label: 'Hank Scorpio (CTO)' });
  await panel.getByLabel('Your summary for the client').fill('Six years of Python routing work.');
  await expect(panel.getByRole('button', { name: 'Submit to client' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Preview the blind resume' }).click();
  await expect(panel.locator('iframe[title="Blind resume preview"]')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const [submitted] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/submittals$/.test(new URL(r.url()).pathname),
    ),
    panel.getByRole('button', { name: 'Submit to client' }).click(),
  ]);
  const reviewPath = new URL(((await submitted.json()) as { reviewUrl: string }).reviewUrl)
    .pathname;
  // This suite's shared server has no mail server: the banner says where the e-mail waits.
  await expect(panel.getByRole('status').filter({ hasText: 'Submitted.' })).toContainText(
    `Submitted. No mail server is set up, so the e-mail to Hank Scorpio (${hankEmail}) waits in the outbox: copy the review link and send it yourself.`,
  );
  await expect(panel.getByRole('button', { name: 'Copy the review link' })).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(jobTitle) })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The job order's pipeline and the desk.
  await panel.getByRole('link', { name: new RegExp(jobTitle) }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: candidate })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The job's own form names its client and, for an owner, its rates' fields.
  await page.goto(`/admin/jobs/${jobId}`);
  await expect(page.getByLabel('Client', { exact: true })).toHaveValue(clientId);
  await expect(page.getByLabel('Openings')).toHaveValue('2');
  await expect(page.getByLabel('Bill rate per hour')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/desk');
  await expect(page.getByRole('heading', { level: 1, name: 'The desk' })).toBeVisible();
  await expect(page.getByRole('link', { name: jobTitle })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The hiring manager's link works until it is revoked from the client's page.
  const reviewToken = reviewPath.split('/review/')[1]!;
  expect((await request.get(`/api/review/${reviewToken}`)).status()).toBe(200);
  await page.goto(`/admin/clients/${clientId}`);
  const links = page.getByRole('region', { name: 'Review links' });
  const row = links.getByTestId('review-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Hank Scorpio');
  await expect(row).toContainText('Live');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Revoke the review link for Hank Scorpio/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke the review link' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('Review link of Hank Scorpio revoked')).toBeVisible();
  await expectNoSidewaysScroll(page);

  expect((await request.get(`/api/review/${reviewToken}`)).status()).toBe(410);
  await page.goto(reviewPath);
  await expect(
    page.getByText(
      'This review link has expired or was withdrawn. Ask your recruiter for a new one.',
    ),
  ).toBeVisible();
});

test('a client’s proposed time is scheduled from the application, the hiring manager invited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await ownerToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const { clientName, contactId, jobTitle, jobId, candidate, applicationId } =
    await clientJobAndCandidate(request, auth);
  const submitted = await request.post(`/api/careers/applications/${applicationId}/submittals`, {
    headers: auth,
    data: { jobId, contactId, summary: 'Six years of Python routing work.' },
  });
  expect(submitted.status()).toBe(201);
  const { id: submittalId, reviewUrl } = (await submitted.json()) as {
    id: string;
    reviewUrl: string;
  };
  // The hiring manager proposes two times from the review link (days ahead no other test books).
  const days = 30 + Math.floor(Math.random() * 50);
  const proposed = [days, days + 1].map((d) => {
    const at = new Date(Date.now() + d * 86_400_000);
    at.setUTCHours(15, 30, 0, 0);
    return at.toISOString();
  });
  const answered = await request.post(
    `/api/review/${new URL(reviewUrl).pathname.split('/review/')[1]}/submittals/${submittalId}`,
    { data: { decision: 'interview', proposedTimes: proposed, note: 'Video is fine.' } },
  );
  expect(answered.status()).toBe(201);
  const me = (await (await request.get('/api/admin/profile', { headers: auth })).json()) as {
    name: string;
    email: string;
  };

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto(`/admin/applications/${applicationId}`);
  const panel = page.getByRole('region', { name: 'Submit to client' });
  const times = panel.getByRole('list', { name: 'Times the client proposed:' });
  await expect(times.getByRole('listitem')).toHaveCount(2);
  const buttons = times.getByRole('button', { name: 'Schedule at this time' });
  await expect(buttons).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The application's own scheduling form, at the first proposed time.
  await buttons.first().click();
  const dialog = page.getByRole('dialog', { name: `Schedule the interview for ${clientName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'A fixed time' })).toBeChecked();
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, proposed[0]!);
  await expect(dialog.getByLabel('Date and time (your time zone)')).toHaveValue(local);
  await dialog.getByRole('checkbox', { name: me.name || me.email, exact: true }).check();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schedule and invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    panel.getByText('Scheduled: the invitations are on their way, the hiring manager’s too.'),
  ).toBeVisible();
  await expect(panel.getByText(/^Interview booked: /)).toBeVisible();
  const interviews = page.getByRole('region', { name: 'Interviews' });
  await expect(
    interviews.getByText('The client’s hiring manager is invited: Hank Scorpio'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Stored with the submittal, at the proposed instant.
  const listed = (await (
    await request.get(`/api/careers/applications/${applicationId}/interviews`, { headers: auth })
  ).json()) as Array<{ startsAt: string; submittalId: string | null }>;
  expect(listed[0]).toMatchObject({ startsAt: proposed[0], submittalId });

  // The job order shows the booked interview and the other proposed time.
  await page.goto(`/admin/job-orders/${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: candidate })).toBeVisible();
  await expect(page.getByText(/^Interview booked: /)).toBeVisible();
  // The booked time is marked; the other one may still be scheduled.
  const offered = page.getByRole('list', { name: 'Times the client proposed:' });
  await expect(offered.getByRole('listitem').first()).toContainText('Booked');
  await expect(page.getByRole('button', { name: 'Schedule at this time' })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
