/**
 * E-mails from the workspace, against an API with a real SMTP server: a recruiter e-mails a
 * candidate from the rejection template and the message arrives filled in, Reply-To the
 * recruiter; a salesperson replies to a lead; several candidates are rejected at once with one
 * e-mail each. Each shows in the timeline.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from '../support/api-process';
import { fixtureBytes } from '../support/api-client';

let smtp: TestSmtp;
let api: ApiProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startApiProcess({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
      FORM_MIN_FILL_MS: '0',
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

test('a candidate e-mailed from a template receives it; the timeline says so', async ({
  page,
  request,
}) => {
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const token = ((await login.json()) as { token: string }).token;
  const job = await request.post(`${api.url}/api/careers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Mail Platform Engineer',
      description: 'Keep the mail flowing.',
      requirements: ['SMTP'],
      location: 'Remote',
      type: 'Remote',
    },
  });
  const jobId = ((await job.json()) as { _id: string })._id;
  const applied = await request.post(`${api.url}/api/careers/${jobId}/apply`, {
    multipart: {
      fullName: 'Mae Jemison',
      email: 'mae@candidate.example',
      phone: '+1 614 555 0199',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fixtureBytes('resume.pdf') },
    },
  });
  const applicationId = ((await applied.json()) as { _id: string })._id;

  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`${api.url}/admin/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mae Jemison' })).toBeVisible();
  await page.getByLabel('Template').selectOption({ label: 'Rejection' });
  await expect(page.getByLabel('Subject')).toHaveValue('Your application for {jobTitle}');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();

  await smtp.waitFor(() =>
    smtp
      .to('mae@candidate.example')
      .some((m) => m.subject === 'Your application for Mail Platform Engineer'),
  );
  const mail = smtp
    .to('mae@candidate.example')
    .find((m) => m.subject === 'Your application for Mail Platform Engineer')!;
  expect(mail.text).toContain('Hello Mae,');
  expect(mail.replyTo).toContain(E2E_ADMIN.email);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'E-mail "Your application for Mail Platform Engineer" to mae@candidate.example',
  );
});

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${api.url}/api/admin/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await login.json()) as { token: string }).token;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/(dashboard|overview)/);
}

test('a salesperson replies to a lead; the reply arrives and shows in the timeline', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  // A salesperson of the team, invited by the owner and accepting from the e-mail.
  const sales = `sam-${Date.now()}@staff.example`;
  const invited = await request.post(`${api.url}/api/admin/invitations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: sales, role: 'sales' },
  });
  expect(invited.status()).toBe(201);
  await smtp.waitFor(() => smtp.to(sales).length > 0);
  const invitation = /accept-invitation\?token=([\w-]+)/.exec(smtp.to(sales)[0]!.text)![1];
  const accepted = await request.post(`${api.url}/api/admin/invitations/accept`, {
    data: { token: invitation, name: 'Sam Sales', password: 'a long enough password 1' },
  });
  expect(accepted.ok()).toBe(true);

  const lead = await request.post(`${api.url}/api/contact`, {
    data: {
      firstName: 'Grace',
      lastName: 'Lead',
      email: 'grace@lead.example',
      phone: '+1 614 555 0142',
      company: 'Lead Co',
      message: 'We need three cloud engineers by March.',
    },
  });
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { _id: string })._id;

  await signIn(page, sales, 'a long enough password 1');
  await page.goto(`${api.url}/admin/contacts/${leadId}`);
  await expect(page.getByText('We need three cloud engineers by March.')).toBeVisible();
  const form = page.getByRole('region', { name: 'E-mail' });
  await expect(form.getByLabel('Subject')).toHaveValue('Re: your message');
  await form.getByLabel('Message').fill('Hello {firstName},\n\nWe can start next week.\n');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();

  // (The visitor's acknowledgement came first; the reply is its own message.)
  const replies = () =>
    smtp.to('grace@lead.example').filter((m) => m.subject === 'Re: your message');
  await smtp.waitFor(() => replies().length > 0);
  const reply = replies()[0]!;
  expect(reply.text).toContain('Hello Grace,');
  expect(reply.text).toContain('We can start next week.');
  expect(reply.replyTo).toContain(sales);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'E-mail "Re: your message" to grace@lead.example',
  );
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Sam Sales');
});

test('several candidates rejected at once each receive their own rejection e-mail', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const job = await request.post(`${api.url}/api/careers`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Bulk Queue Engineer',
      description: 'Process in batches.',
      requirements: ['Queues'],
      location: 'Remote',
      type: 'Remote',
    },
  });
  const jobId = ((await job.json()) as { _id: string })._id;
  const stamp = Date.now();
  const candidates = [
    { name: `Ada Batch${stamp}`, email: `ada-${stamp}@candidate.example` },
    { name: `Bob Batch${stamp}`, email: `bob-${stamp}@candidate.example` },
    { name: `Cy Batch${stamp}`, email: `cy-${stamp}@candidate.example` },
  ];
  for (const c of candidates) {
    const applied = await request.post(`${api.url}/api/careers/${jobId}/apply`, {
      multipart: {
        fullName: c.name,
        email: c.email,
        phone: '+1 614 555 0199',
        resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: fixtureBytes('resume.pdf') },
      },
    });
    expect(applied.status()).toBe(201);
  }

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`${api.url}/admin/dashboard?tab=applications`);
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox').fill(`Batch${stamp}`);
  await expect(panel.getByRole('row').filter({ hasText: `Batch${stamp}` })).toHaveCount(3);
  await panel.getByRole('checkbox', { name: `Select ${candidates[0]!.name}` }).check();
  await panel.getByRole('checkbox', { name: `Select ${candidates[1]!.name}` }).check();
  const bar = page.getByRole('group', { name: 'Selected applications' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Reject selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 2 applications?' });
  await expect(dialog.getByRole('checkbox', { name: /E-mail each candidate/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 applications rejected, 2 e-mails queued.' }),
  ).toBeVisible();
  await expect(bar).toBeHidden();

  for (const c of candidates.slice(0, 2)) {
    await expect(
      panel.getByRole('row').filter({ hasText: c.name }).getByRole('combobox'),
    ).toHaveValue('rejected');
  }
  await expect(
    panel.getByRole('row').filter({ hasText: candidates[2]!.name }).getByRole('combobox'),
  ).toHaveValue('received');

  for (const c of candidates.slice(0, 2)) {
    const rejections = () =>
      smtp.to(c.email).filter((m) => m.subject === 'Your application for Bulk Queue Engineer');
    await smtp.waitFor(() => rejections().length > 0);
    const [mail, ...more] = rejections();
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(`Hello ${c.name.split(' ')[0]},`);
  }
  expect(
    smtp
      .to(candidates[2]!.email)
      .filter((m) => m.subject === 'Your application for Bulk Queue Engineer'),
  ).toHaveLength(0);
});
