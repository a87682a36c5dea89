/**
 * An e-mail's state on the item's page follows the outbox by itself: against an API with a real
 * SMTP server that is down when the e-mail is sent, the timeline says "Queued"; once the server
 * is back and the outbox has delivered it, "Sent" appears without a reload.
 */
import { expect, test } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from '../support/api-process';

let smtp: TestSmtp;
let api: ApiProcess;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startApiProcess({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
      OUTBOX_RETRY_BASE_SECONDS: '1',
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

test('a reply queued while the mail server is down shows "Sent" by itself once it is delivered', async ({
  page,
  request,
}) => {
  const lead = await request.post(`${api.url}/api/contact`, {
    data: {
      firstName: 'Hedy',
      lastName: 'Live',
      email: 'hedy@lead.example',
      phone: '+1 614 555 0142',
      company: 'Live Co',
      message: 'Can you help us move to the cloud?',
    },
  });
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { _id: string })._id;
  // The visitor's acknowledgement goes out first; then the mail server goes down.
  await smtp.waitFor(() => smtp.to('hedy@lead.example').length > 0);
  await smtp.stop();

  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`${api.url}/admin/contacts/${leadId}`);
  const form = page.getByRole('region', { name: 'E-mail' });
  await form.getByLabel('Message').fill('Hello {firstName},\n\nYes, we can.\n');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();

  const activity = page.getByRole('region', { name: 'Activity' });
  const reply = activity
    .getByRole('listitem')
    .filter({ hasText: 'E-mail "Re: your message" to hedy@lead.example' });
  await expect(reply).toContainText(/: (Queued|Sending)/);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  await smtp.start();
  await smtp.waitFor(() =>
    smtp.to('hedy@lead.example').some((m) => m.subject === 'Re: your message'),
  );
  await expect(reply).toContainText(': Sent', { timeout: 15_000 });
  expect(reloaded).toBe(false);
});
