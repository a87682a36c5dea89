/** The five tabs, status changes that persist, resume download and the failure banners. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { STARTED_AT_FIELD } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { ApiClient, fixtureBytes, unique } from '../support/api-client';
import { ConsultationForm } from '../support/forms';
import {
  Dashboard,
  applyToJob,
  failApi,
  signIn,
  submitConsultation,
  submitContact,
} from './support/admin';

test.describe('admin dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shows the five tabs of the spec, each with its list', async ({ page }) => {
    const dashboard = new Dashboard(page);
    const tabs = [
      ['Contact Submissions', 'Message'],
      ['Consultation Requests', 'Company'],
      ['Job Postings', 'Visibility'],
      ['Job Applications', 'Resume'],
      ['Blog Posts', 'Excerpt'],
    ] as const;
    for (const [name, column] of tabs) {
      await dashboard.tab(name).click();
      await expect(dashboard.tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(dashboard.panel.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Add New Blog Post' })).toBeVisible();
    await dashboard.tab('Job Postings').click();
    await expect(page.getByRole('link', { name: 'Add New Job' })).toBeVisible();
  });

  test('contact status: every value persists after a reload', async ({ page, request }) => {
    const name = unique('Casey');
    await submitContact(request, name);
    const dashboard = new Dashboard(page);
    await dashboard.open('contacts');
    await dashboard.search(name);
    const row = dashboard.row(name);
    await expect(row).toContainText('Acme Corp');
    await expect(row).toContainText('+1 614 555 0100');
    const status = row.getByRole('combobox');
    await expect(status).toHaveValue('new');
    for (const value of ['in-progress', 'resolved', 'new', 'resolved']) {
      await status.selectOption(value);
      await expect(status).toBeEnabled();
      await expect(status).toHaveValue(value);
    }
    await page.reload();
    await dashboard.search(name);
    await expect(dashboard.row(name).getByRole('combobox')).toHaveValue('resolved');
    // The status filter narrows the list on the server.
    await dashboard.panel.getByLabel(/Filter contact submissions/).selectOption('new');
    await expect(dashboard.panel.getByText('No contact submissions found.')).toBeVisible();
    await dashboard.panel.getByLabel(/Filter contact submissions/).selectOption('resolved');
    await expect(dashboard.row(name)).toBeVisible();
  });

  test('consultation status persists after a reload', async ({ page, request }) => {
    const name = unique('Morgan');
    await submitConsultation(request, name);
    const dashboard = new Dashboard(page);
    await dashboard.open('consultations');
    await dashboard.search(name);
    const status = dashboard.row(name).getByRole('combobox');
    await expect(status).toHaveValue('new');
    // The spec's values, shown by their labels.
    await expect(status.locator('option')).toHaveText(['New', 'In progress', 'Completed']);
    expect(
      await status
        .locator('option')
        .evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value)),
    ).toEqual(['new', 'in-progress', 'completed']);
    await status.selectOption('completed');
    await expect(status).toBeEnabled();
    await page.reload();
    await dashboard.search(name);
    await expect(dashboard.row(name).getByRole('combobox')).toHaveValue('completed');
  });

  test('application: job title, status persists, resume download', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Dashboard Data Engineer') });
    const name = unique('Riley Applicant');
    await applyToJob(request, job._id, name);
    const dashboard = new Dashboard(page);
    await dashboard.open('applications');
    await dashboard.search(name);
    const row = dashboard.row(name);
    await expect(row).toContainText(job.title);
    const status = row.getByRole('combobox');
    await expect(status).toHaveValue('received');
    await expect(status.locator('option')).toHaveText([
      'Received',
      'Reviewing',
      'Interviewed',
      'Rejected',
      'Hired',
      'Withdrawn',
    ]);
    await status.selectOption('interviewed');
    await expect(status).toBeEnabled();
    await page.reload();
    await dashboard.search(name);
    await expect(dashboard.row(name).getByRole('combobox')).toHaveValue('interviewed');

    const downloadPromise = page.waitForEvent('download');
    await dashboard.row(name).getByRole('button', { name: 'Download resume' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('resume.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.equals(fixtureBytes('resume.pdf'))).toBe(true);
  });

  test('paging: Previous / Next through the server pages', async ({ page, request }) => {
    const prefix = unique('Pager');
    for (let i = 0; i < 22; i++) await submitContact(request, `${prefix} ${i}`);
    const dashboard = new Dashboard(page);
    await dashboard.open('contacts');
    await dashboard.search(prefix);
    const pager = page.getByRole('navigation', { name: 'Contact submissions pages' });
    await expect(pager).toContainText('1–20 of 22');
    await expect(dashboard.panel.getByTestId('contact-row')).toHaveCount(20);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('21–22 of 22');
    await expect(dashboard.panel.getByTestId('contact-row')).toHaveCount(2);
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager).toContainText('Page 1 of 2');
  });

  test('failed list loads show the spec banners', async ({ page }) => {
    const dashboard = new Dashboard(page);
    await failApi(page, /\/api\/contact(\?|$)/, 'GET');
    await failApi(page, /\/api\/consultation(\?|$)/, 'GET');
    await failApi(page, /\/api\/careers(\?|$)/, 'GET');
    await failApi(page, /\/api\/careers\/applications(\?|$)/, 'GET');
    await failApi(page, /\/api\/blogs\/admin\/all(\?|$)/, 'GET');
    const cases = [
      ['Contact Submissions', 'Failed to fetch contacts'],
      ['Consultation Requests', 'Failed to fetch consultations'],
      ['Job Postings', 'Failed to fetch jobs'],
      ['Job Applications', 'Failed to fetch applications'],
      ['Blog Posts', 'Failed to fetch blogs'],
    ] as const;
    await dashboard.open();
    for (const [tab, message] of cases) {
      await dashboard.tab(tab).click();
      await expect(dashboard.banner(message)).toBeVisible();
    }
  });

  test('failed status changes show the spec banners and keep the old value', async ({
    page,
    request,
    baseURL,
  }) => {
    const name = unique('Failing');
    await submitContact(request, name);
    await submitConsultation(request, name);
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Failing Job') });
    await applyToJob(request, job._id, name);
    await failApi(page, /\/api\/(contact|consultation|careers\/applications)\/[^/?]+$/, 'PUT');

    const dashboard = new Dashboard(page);
    const cases = [
      ['contacts', 'Failed to update contact status', 'resolved', 'new'],
      ['consultations', 'Failed to update status', 'completed', 'new'],
      ['applications', 'Failed to update application status', 'hired', 'received'],
    ] as const;
    for (const [tab, message, next, previous] of cases) {
      await dashboard.open(tab);
      await dashboard.search(name);
      const status = dashboard.row(name).getByRole('combobox');
      await expect(status).toHaveValue(previous);
      await status.selectOption(next);
      await expect(dashboard.banner(message)).toBeVisible();
      await expect(status).toHaveValue(previous);
    }
  });
});

test.describe('suspected spam is kept, never lost', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a consultation sent 1 s after the page loaded appears in the list, marked possible spam', async ({
    page,
    browser,
  }) => {
    const name = unique('Quick');
    const visitor = await browser.newPage();
    await visitor.goto('/');
    const form = new ConsultationForm(visitor);
    await form.fill({ firstName: name, lastName: 'Autofill', email: 'quick@example.com' });
    // The form as shown 1 s before it is sent, however long a loaded machine takes to fill it
    // and to get from the click to the submit: stamped as the submit event starts.
    await form.form.evaluate((element: HTMLFormElement, name) => {
      element.addEventListener(
        'submit',
        () => {
          const field = element.elements.namedItem(name) as HTMLInputElement;
          field.value = String(Date.now() - 1_000);
        },
        { capture: true },
      );
    }, STARTED_AT_FIELD);
    await form.submit.click();
    await expect(visitor.getByText(MESSAGES.consultation.success)).toBeVisible();
    await visitor.close();

    const dashboard = new Dashboard(page);
    await dashboard.open('consultations');
    await dashboard.search(name);
    const row = dashboard.row(name);
    await expect(row).toContainText('Possible spam');
    await expect(row).toContainText(/Sent \d+\.\d s after the form was shown/);
    // The administrator settles it: not spam.
    await row.getByRole('button', { name: 'Not spam' }).click();
    await expect(row).not.toContainText('Possible spam');
    await page.reload();
    await dashboard.search(name);
    await expect(dashboard.row(name)).toBeVisible();
    await expect(dashboard.row(name)).not.toContainText('Possible spam');
  });

  test('a honeypot submission is listed only under Spam, and "Not spam" brings it back', async ({
    page,
    request,
  }) => {
    const name = unique('Honey');
    const response = await request.post('/api/contact', {
      data: {
        firstName: name,
        lastName: 'Pot',
        email: 'honey@example.com',
        phone: '+1 614 555 0100',
        website: 'https://spam.example',
      },
    });
    expect(response.status()).toBe(201);

    const dashboard = new Dashboard(page);
    await dashboard.open('contacts');
    await dashboard.search(name);
    await expect(dashboard.panel.getByText('No contact submissions found.')).toBeVisible();

    const spamFilter = dashboard.panel.getByRole('button', { name: 'Spam', exact: true });
    await spamFilter.click();
    await expect(spamFilter).toHaveAttribute('aria-pressed', 'true');
    const row = dashboard.row(name);
    await expect(row).toContainText('The hidden honeypot field was filled in.');
    await row.getByRole('button', { name: 'Not spam' }).click();
    await expect(row).toHaveCount(0);
    await expect(dashboard.panel.getByText('No contact submissions in spam.')).toBeVisible();

    await spamFilter.click();
    await expect(spamFilter).toHaveAttribute('aria-pressed', 'false');
    await expect(dashboard.row(name)).toBeVisible();
    // Marked as spam again from the ordinary list, it leaves it.
    await dashboard
      .row(name)
      .getByRole('button', { name: /^Mark .* as spam$/ })
      .click();
    await expect(dashboard.row(name)).toHaveCount(0);
  });
});
