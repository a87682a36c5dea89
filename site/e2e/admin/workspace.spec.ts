/**
 * The workspace in the browser admin: an application opened from the list shows the candidate,
 * the cover letter and the timeline; a note is added and kept; the application is assigned to
 * me and found by "Assigned to me"; a contact message gets a note the same way. Pages pass axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser';
import { ApiClient, fixtureBytes, unique } from '../support/api-client';
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

    // The PDF resume is drawn in the page by pdf.js; reading it is recorded as a view.
    const resume = page.getByRole('region', { name: 'Resume: resume.pdf' });
    await expect(resume.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await expect(resume.getByTestId('resume-text')).toHaveText('Jane Doe - Resume');
    const canvasWidth = await resume.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width);
    expect(canvasWidth).toBeGreaterThan(200);
    await expect(timeline).toContainText('Resume viewed (resume.pdf)');

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
    const assignedToMe = page.getByRole('button', { name: 'Assigned to me' });
    await assignedToMe.click();
    await dashboard.search(name);
    await expect(dashboard.row(name)).toBeVisible();
    // Pressed and under the mouse, its text still reads.
    await assignedToMe.hover();
    await expectNoAxeViolations(page);
  });

  test('a DOCX resume is shown converted to HTML', async ({ page, request, baseURL }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Docx Writer') });
    const applied = await request.post(`/api/careers/${job._id}/apply`, {
      multipart: {
        fullName: unique('Dora Docx'),
        email: 'dora.docx@example.com',
        phone: '+1 614 555 0199',
        resume: {
          name: 'dora.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: fixtureBytes('resume.docx'),
        },
      },
    });
    const id = ((await applied.json()) as { _id: string })._id;
    await page.goto(`/admin/applications/${id}`);
    const resume = page.getByRole('region', { name: 'Resume: dora.docx' });
    await expect(resume.getByTestId('resume-text')).toHaveText('Jane Doe - Resume');
    await expect(resume.locator('script, style, iframe')).toHaveCount(0);
  });

  test('the overview: new since the last visit, per kind', async ({ page, request }) => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await submitContact(request, unique('Ozzy Overview'));
    await page.reload();
    const contacts = page.getByTestId('overview-contact');
    await expect(contacts).toContainText('Contact messages');
    await expect(contacts.locator('.admin-overview__new strong')).not.toHaveText('0');
    await expect(page.getByTestId('overview-application')).toBeVisible();
    await expectNoAxeViolations(page);
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
