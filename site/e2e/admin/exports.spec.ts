/** A list exported as CSV in the browser holds exactly what its filters show. */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unique } from '../support/api-client';
import { Dashboard, signIn, submitContact } from './support/admin';

test('export a searched contact list as CSV', async ({ page, request }) => {
  const name = unique('Cece Export');
  await submitContact(request, name);
  await submitContact(request, unique('Other Export'));
  await signIn(page);
  const dashboard = new Dashboard(page);
  await dashboard.open('contacts');
  await dashboard.search(name);
  await expect(dashboard.row(name)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export contact submissions as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('"first_name"');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${name}"`);
});
