/**
 * A job with a salary range and a closing date, made in the admin and seen on its public page;
 * "Re-list" fills a new posting from it, without the old closing date.
 */
import { expect, test } from '@playwright/test';
import { unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { Dashboard, signIn } from './support/admin';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('salary range and closing date: from the job form to the public page, then re-listed', async ({
  page,
}) => {
  await signIn(page);
  const title = unique('Salary Cloud Engineer');
  await page.goto('/admin/jobs/new');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Description').fill('Run cloud platforms for our clients.');
  await page.getByLabel('Requirements').fill('Kubernetes');
  await page.getByLabel('Location').fill('Austin, TX');
  await page.getByLabel('Minimum').fill('150000');
  await page.getByLabel('Maximum').fill('120000');
  await page.getByLabel('Closing date (optional)').fill(inDays(20));
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText('Maximum salary must be at least the minimum')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Maximum').fill('180000');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Job successfully created!' }),
  ).toBeVisible();

  const dashboard = new Dashboard(page);
  await dashboard.open('jobs');
  await dashboard.search(title);
  const row = dashboard.row(title);
  await expect(row).toBeVisible();

  const visitor = await page.context().newPage();
  await visitor.goto('/careers');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByTestId('salary')).toHaveText('USD 150,000–180,000 per year');
  await expect(visitor.getByText('Apply by')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();
  await visitor.close();

  await row.getByRole('link', { name: `Re-list ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Re-list Job Posting' })).toBeVisible();
  await expect(page.getByLabel('Job Title')).toHaveValue(title);
  await expect(page.getByLabel('Minimum')).toHaveValue('150000');
  await expect(page.getByLabel('Closing date (optional)')).toHaveValue('');
  await page.getByRole('button', { name: 'Create Job' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Job successfully created!' }),
  ).toBeVisible();
  await dashboard.open('jobs');
  await dashboard.search(title);
  await expect(dashboard.row(title)).toHaveCount(2);
});
