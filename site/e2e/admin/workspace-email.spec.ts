/**
 * E-mails from the workspace, against an API with a real SMTP server: a recruiter e-mails a
 * candidate from the rejection template and the message arrives filled in, Reply-To the
 * recruiter; a salesperson replies to a lead. Both show in the timeline.
 */
import { expect, test } from '@playwright/test';
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
