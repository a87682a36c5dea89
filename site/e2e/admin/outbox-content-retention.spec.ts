/**
 * A sent e-mail's content goes after OUTBOX_BODY_RETENTION_DAYS: against the real API with a
 * real SMTP server, a contact's acknowledgement is sent; its sending is then moved 100 days back
 * (server stopped, the embedded database edited) and the API started again, whose daily retention
 * run removes the content at start. The Outbox lists it as "Content removed after 90 days" and
 * its detail keeps the delivery record, not the text.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { connectPglite } from '../../../api/src/db/connection';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from '../support/api-process';

let smtp: TestSmtp;
let api: ApiProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-e2e-retention-'));

test.beforeAll(async () => {
  smtp = await startTestSmtp();
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an old sent e-mail shows "Content removed after 90 days" in the Outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const env = { SMTP_URL: smtp.url, OUTBOX_POLL_SECONDS: '0.5' };
  api = await startApiProcess({ env, dataDir });
  const lead = await request.post(`${api.url}/api/contact`, {
    data: {
      firstName: 'Greta',
      lastName: 'Oldmail',
      email: 'greta@oldmail.example',
      phone: '+1 614 555 0142',
      company: 'Old Co',
      message: 'Written long ago.',
    },
  });
  expect(lead.status()).toBe(201);
  await smtp.waitFor(() => smtp.to('greta@oldmail.example').length > 0);
  // Stopped, then edited: until the worker has recorded it as sent, try again.
  await expect
    .poll(async () => {
      await api!.stop();
      const handle = await connectPglite(dataDir);
      try {
        const sent = await handle
          .db('outbox')
          .where({ recipient: 'greta@oldmail.example', state: 'sent' })
          .update({ sent_at: new Date(Date.now() - 100 * 86_400_000) })
          .returning('id');
        // Today's retention run happened at the first start: the next start runs it again.
        await handle.db('job_runs').where({ name: 'retention' }).delete();
        // and the scheduler's claim of this hour's look, so that the new process looks at once.
        await handle.db('scheduler_runs').where({ job: 'retention' }).delete();
        return sent.length;
      } finally {
        await handle.close();
      }
    })
    .toBe(1);
  api = await startApiProcess({ env, dataDir });

  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`${api.url}/admin/outbox`);
  const row = page.getByTestId('outbox-row').filter({ hasText: 'greta@oldmail.example' });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Content removed after 90 days', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: 'Content removed after 90 days' }).click();
  const detail = page.getByRole('region', { name: /content removed after 90 days/i });
  await expect(detail).toContainText(
    'Content removed after 90 days: its subject and text are no longer kept.',
  );
  await expect(detail).toContainText('greta@oldmail.example');
  await expect(detail).not.toContainText('Written long ago');
});
