/**
 * The workspace in the browser admin: an application opened from the list shows the candidate,
 * the cover letter and the timeline; a note is added and kept; the application is assigned to
 * me and found by "Assigned to me"; a contact message gets a note the same way. Pages pass axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser';
import { ApiClient, unique } from '../support/api-client';
import { Dashboard, applyToJob, signIn, submitContact } from './support/admin';

test.describe('workspace', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('an application: detail, note, timeline, assigned to me', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Workspace Platform Engineer') });
    const name = unique('Wanda Workspace');
    await applyToJob(request, job._id, name);

    const dashboard = new Dashboard(page);
    await dashboard.open('applications');
    await dashboard.search(name);
    await dashboard.row(name).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const application = page.getByRole('article', { name: 'Application' });
    await expect(application).toContainText(job.title);
    await expect(application).toContainText('I would love to join the team.');
    const timeline = page.getByRole('region', { name: 'Activity' });
    await expect(timeline).toContainText(`Applied for ${job.title}`);

    const note = 'Strong on Terraform.\nSecond interview with the CTO.';
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('note').first()).toContainText('Strong on Terraform.');
    await expect(page.getByTestId('note').first()).toContainText('Second interview with the CTO.');
    await expect(timeline).toContainText('Note added');

    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assigned to you.' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Assignee' })).not.toHaveValue('');
    await expect(timeline).toContainText('Assigned to');
    await expectNoAxeViolations(page);

    // Kept after a reload.
    await page.reload();
    await expect(page.getByTestId('note').first()).toContainText('Strong on Terraform.');

    await page.getByRole('link', { name: 'Back to Job Applications' }).click();
    await page.getByRole('button', { name: 'Assigned to me' }).click();
    await dashboard.search(name);
    await expect(dashboard.row(name)).toBeVisible();
  });

  test('a contact message: detail and a note', async ({ page, request }) => {
    const name = unique('Leon Lead');
    await submitContact(request, name);
    const dashboard = new Dashboard(page);
    await dashboard.open('contacts');
    await dashboard.search(name);
    await dashboard.row(name).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('article', { name: 'Contact message' })).toContainText(
      'We would like to talk about cloud migration.',
    );
    await page.getByLabel('New note').fill('Sent the pricing deck.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByTestId('note').first()).toContainText('Sent the pricing deck.');
    await expectNoAxeViolations(page);
  });
});
