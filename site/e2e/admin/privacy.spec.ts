/** Erasure from the admin: a person's contact message is gone from every list after it. */
import { expect, test } from '@playwright/test';
import { unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { Dashboard, signIn, submitContact } from './support/admin';

test('an owner erases a person on request', async ({ page, request }) => {
  const name = unique('Forget Me');
  await submitContact(request, name);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  await signIn(page);
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await page.getByRole('button', { name: 'Erase for good' }).click();
  await expect(page.getByText(`Erased for ${email}: 1 contact messages`)).toBeVisible();

  const dashboard = new Dashboard(page);
  await dashboard.open('contacts');
  await dashboard.search(name);
  await expect(dashboard.row(name)).toHaveCount(0);
});
