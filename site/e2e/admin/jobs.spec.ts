/** Job postings: create, edit, deactivate and delete, seen from the public careers page. */
import { expect, test, type Page } from '@playwright/test';
import { ApiClient, unique } from '../support/api-client';
import { Dashboard, failApi, signIn } from './support/admin';

async function publicCareers(page: Page) {
  const publicPage = await page.context().newPage();
  await publicPage.goto('/careers');
  return publicPage;
}

test.describe('admin job postings', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('create, edit, deactivate and delete a job; the careers page follows', async ({ page }) => {
    const title = unique('Senior Cloud Architect');
    const description =
      'Design and run secure, well-architected cloud platforms for our enterprise clients across AWS, Azure and GCP, and mentor the delivery teams.';
    const dashboard = new Dashboard(page);
    await dashboard.open('jobs');
    await page.getByRole('link', { name: 'Add New Job' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs\/new$/);
    await expect(page.getByRole('heading', { name: 'Create New Job Posting' })).toBeVisible();

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Requirements are required')).toBeVisible();

    await page.getByLabel('Job Title').fill(title);
    await expect(page.getByLabel('Description')).toHaveAttribute('rows', '6');
    await page.getByLabel('Description').fill(description);
    await expect(page.getByLabel('Requirements')).toHaveAttribute('rows', '4');
    await page
      .getByLabel('Requirements')
      .fill(
        '8+ years in cloud engineering\n\n  \nTerraform and Kubernetes\nClient-facing experience\n',
      );
    await page.getByLabel('Location').fill('Remote (US)');
    await expect(page.getByLabel('Job Type')).toHaveValue('Full-time');
    await page.getByLabel('Job Type').selectOption('Contract');
    await expect(page.getByLabel('Active (visible to public)')).toBeChecked();

    // Slow the save down to see the busy state.
    await page.route('**/api/careers', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Job successfully created!' }),
    ).toBeVisible();
    // The form resets to its defaults after a create…
    await expect(page.getByLabel('Job Title')).toHaveValue('');
    await expect(page.getByLabel('Job Type')).toHaveValue('Full-time');
    // …and the dashboard follows 2000 ms later.
    await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 5000 });
    await page.unroute('**/api/careers');

    await dashboard.search(title);
    const row = dashboard.row(title);
    await expect(row).toContainText('Active');
    await expect(row).toContainText(`${description.slice(0, 100)}...`);
    await expect(row).not.toContainText(description);

    let careers = await publicCareers(page);
    await expect(careers.getByText(title)).toBeVisible();
    await careers.close();

    // Edit: the form loads the job; requirements are one per line, blank lines dropped.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Job Posting' })).toBeVisible();
    await expect(page.getByLabel('Job Title')).toHaveValue(title);
    await expect(page.getByLabel('Requirements')).toHaveValue(
      '8+ years in cloud engineering\nTerraform and Kubernetes\nClient-facing experience',
    );
    await expect(page.getByLabel('Job Type')).toHaveValue('Contract');
    await page.getByLabel('Location').fill('Columbus, OH');
    await page.getByLabel('Active (visible to public)').uncheck();
    await page.getByRole('button', { name: 'Update Job' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Job successfully updated!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 5000 });
    await dashboard.search(title);
    await expect(dashboard.row(title)).toContainText('Inactive');
    await expect(dashboard.row(title)).toContainText('Columbus, OH');

    // Inactive jobs are gone from the public careers page.
    careers = await publicCareers(page);
    await expect(careers.getByRole('heading', { name: 'Open positions' })).toBeVisible();
    await expect(careers.getByText(title)).toHaveCount(0);
    await careers.close();

    // Delete asks first; Cancel keeps it, Delete removes it.
    await dashboard.row(title).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete job posting' });
    await expect(dialog).toContainText('Are you sure you want to delete this job posting?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(dashboard.row(title)).toBeVisible();
    await dashboard.row(title).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dashboard.row(title)).toHaveCount(0);
    await page.reload();
    await dashboard.search(title);
    await expect(dashboard.panel.getByText('No job postings yet.')).toBeVisible();
  });

  test("'Back to Dashboard' leaves the form", async ({ page }) => {
    await page.goto('/admin/jobs/new');
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
  });

  test('the spec texts of failed loads and saves', async ({ page, baseURL }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Failing QA Engineer') });

    await failApi(page, /\/api\/careers\/[^/?]+$/, 'GET');
    await page.goto(`/admin/jobs/${job._id}`);
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch job data');
    await page.unrouteAll();

    await page.goto(`/admin/jobs/${job._id}`);
    await expect(page.getByLabel('Job Title')).toHaveValue(job.title);
    await failApi(page, /\/api\/careers\/[^/?]+$/, 'PUT');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to update job');

    await page.goto('/admin/jobs/new');
    await failApi(page, /\/api\/careers$/, 'POST');
    await page.getByLabel('Job Title').fill('Will not be saved');
    await page.getByLabel('Description').fill('Nothing');
    await page.getByLabel('Requirements').fill('One');
    await page.getByLabel('Location').fill('Nowhere');
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to create job');

    // A thrown (network) error shows its own message.
    await page.unrouteAll();
    await page.route(/\/api\/careers$/, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch');
  });

  test('a failed delete shows a banner', async ({ page, baseURL }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Undeletable Job') });
    const dashboard = new Dashboard(page);
    await dashboard.open('jobs');
    await dashboard.search(job.title);
    await failApi(page, /\/api\/careers\/[^/?]+$/, 'DELETE');
    await dashboard.row(job.title).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(dashboard.banner('Failed to delete job')).toBeVisible();
    await expect(dashboard.row(job.title)).toBeVisible();
  });
});
