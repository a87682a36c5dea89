/**
 * Notifications in the browser admin, on the embedded default without a mail server: a contact
 * message's e-mails wait in the Outbox, rendered exactly as they would go out; the staff e-mail's
 * link opens the list searched for that person; preferences persist; a template is previewed,
 * saved and reset; a webhook endpoint shows its secret once. Both pages pass axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser';
import { unique } from '../support/api-client';
import { signIn, submitContact } from './support/admin';

test.describe('notifications', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the outbox keeps each e-mail, rendered, when no mail server is configured', async ({
    page,
    request,
  }) => {
    const name = unique('Outboxa');
    await submitContact(request, name);
    const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

    await page.getByRole('link', { name: 'Outbox', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(page.getByText('No mail server is configured')).toBeVisible();
    const row = page.getByTestId('outbox-row').filter({ hasText: email });
    await expect(row).toContainText('Acknowledgement');
    await expect(row).toContainText('Not sent');
    await expect(row).toContainText('not sent: no mail server configured');

    await row.getByRole('button', { name: 'We received your message' }).click();
    const detail = page.getByRole('region', { name: 'We received your message' });
    await expect(detail.getByText(email, { exact: true })).toBeVisible();
    const frame = page.frameLocator('iframe[title="E-mail: We received your message"]');
    await expect(frame.getByText(`Hello ${name},`)).toBeVisible();
    await expect(frame.getByText('Northbeam Technologies', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Plain text' }).click();
    await expect(detail.getByLabel(/plain text/)).toContainText(`Hello ${name},`);

    // Retrying needs a mail server: the refusal says so.
    await detail.getByRole('button', { name: 'Retry' }).click();
    await expect(detail.getByRole('alert')).toContainText('set SMTP_URL');
    await detail.getByRole('button', { name: 'Cancel sending' }).click();
    await expect(detail.getByText('Cancelled', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The link a staff e-mail carries opens the list searched for that person.
    await page.goto(`/admin/dashboard?tab=contacts&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('searchbox', { name: /Search contact/ })).toHaveValue(email);
    const rows = page.getByRole('tabpanel').getByRole('row');
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(rows).toHaveCount(2); // the header and that person
  });

  test('preferences persist; a template is previewed, saved and reset; a webhook secret is shown once', async ({
    page,
  }) => {
    await page.goto('/admin/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await page.getByLabel('Job applications').selectOption('instant');
    await page.getByLabel('Consultation requests').selectOption('digest');
    await page.getByRole('button', { name: 'Save my notifications' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Job applications')).toHaveValue('instant');
    await expect(page.getByLabel('Consultation requests')).toHaveValue('digest');

    const card = page.locator('.admin-template').filter({
      has: page.getByRole('heading', { name: 'Acknowledgement of a job application' }),
    });
    await card.getByLabel('Subject').fill('Thank you for applying to {jobTitle}');
    await card.getByLabel('Body').fill('Dear {fullName},\n\nWe will be in touch.');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByText('Thank you for applying to Senior Cloud Engineer')).toBeVisible();
    await expect(
      card.frameLocator('iframe').getByText('Dear Ada Lovelace,', { exact: true }),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(card.getByLabel('Subject')).toHaveValue('Thank you for applying to {jobTitle}');
    await card.getByRole('button', { name: 'Reset to default' }).click();
    await expect(card.getByLabel('Subject')).toHaveValue(
      'We received your application for {jobTitle}',
    );

    // An empty subject is refused at the field.
    await card.getByLabel('Subject').fill('');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Subject is required')).toBeVisible();

    const url = `https://hooks.example.com/${unique('crm').toLowerCase().replace(/\W+/g, '-')}`;
    await page.getByLabel('Address (https://)').fill(url);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_/);
    const shown = (await secret.textContent())!;
    const row = page.getByTestId('webhook-row').filter({ hasText: url });
    await expect(row).toContainText(`…${shown.slice(-4)}`);
    await page.reload();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    await expect(page.getByText(shown)).toHaveCount(0);
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText(`Test event queued for ${url}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('webhook-row').filter({ hasText: url })).toHaveCount(0);
  });
});
