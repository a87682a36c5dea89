/** The contact form: six fields, validation, success (cleared) and the subject from the address. */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from './support/api-client';
import { slowNetwork, waitForHydration } from './support/browser';
import { ContactForm } from './support/forms';

test.describe('contact form', () => {
  test('shows contact details and business hours', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByText('Mon–Fri 9:00AM–5:00PM')).toBeVisible();
    await expect(main.getByRole('link', { name: '+1 (614) 555-0142' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'hello@northbeam.tech' })).toBeVisible();
    const form = new ContactForm(page);
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Company/, /^Message/])
      await expect(form.field(label)).toBeVisible();
  });

  test('validates before sending: required fields, e-mail and phone format', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/contact') && request.method() === 'POST') posted++;
    });
    await page.goto('/contact');
    // The app's own messages (before it runs, the browser's `required` checks stop the post).
    await waitForHydration(page);
    const form = new ContactForm(page);
    await form.submit.click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone is required',
    ])
      await expect(form.form.getByText(text)).toBeVisible();
    await form.fill({ firstName: 'Linus', lastName: 'T', email: 'linus@', phone: 'call me' });
    await form.submit.click();
    await expect(form.form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.field(/^Email/)).toBeFocused();
    expect(posted).toBe(0);
  });

  test('refuses a name holding a control character before sending, in the API’s words', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/contact') && request.method() === 'POST') posted++;
    });
    await page.goto('/contact');
    await waitForHydration(page);
    const form = new ContactForm(page);
    // A text field drops typed line breaks, but a pasted tab or escape character stays.
    await form.fill({
      firstName: 'Ada\tBcc',
      lastName: 'Lovelace\u001b',
      email: 'ada@example.com',
      phone: '+1 614 555 0100',
    });
    await form.submit.click();
    await expect(
      form.form.getByText(
        'First name must be a single line, without line breaks or control characters',
      ),
    ).toBeVisible();
    await expect(
      form.form.getByText(
        'Last name must be a single line, without line breaks or control characters',
      ),
    ).toBeVisible();
    await expect(form.field(/^First name/)).toBeFocused();
    expect(posted).toBe(0);
  });

  test('submits, shows the success text and clears the form', async ({ page, baseURL }) => {
    await page.goto('/contact');
    // The sending states are under test here (the page before the app: progressive.spec.ts).
    await waitForHydration(page);
    const form = new ContactForm(page);
    const firstName = unique('Margaret').replace(/\s+/g, '');
    await form.fill({
      firstName,
      lastName: 'Hamilton',
      email: 'margaret@example.com',
      phone: '+1 (614) 555-0100',
      company: 'Apollo',
      message: 'We would like a cloud cost review.',
    });
    const restore = await slowNetwork(page, 600);
    await form.submit.click();
    await expect(form.submit).toHaveText('Sending...');
    await expect(form.submit).toBeDisabled();
    await expect(
      form.form.getByText('Thank you for contacting us! We will get back to you shortly.'),
    ).toBeVisible();
    await restore();
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Phone/, /^Company/, /^Message/])
      await expect(form.field(label)).toHaveValue('');
    const saved = await new ApiClient(baseURL!).listContacts();
    expect(saved.some((item) => item.firstName === firstName)).toBe(true);
  });

  test('picks up ?subject=Partnership and sends it with the message', async ({ page, baseURL }) => {
    await page.goto('/partnership');
    await page.getByRole('link', { name: 'Contact us about a partnership' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Partnership$/);
    const form = new ContactForm(page);
    await expect(form.form.getByText('Subject:', { exact: false }).first()).toContainText(
      'Partnership',
    );
    const firstName = unique('Partner').replace(/\s+/g, '');
    await form.fill({
      firstName,
      lastName: 'Co',
      email: 'partner@example.com',
      phone: '614 555 0199',
    });
    await form.field(/^Message/).pressSequentially('We resell cloud software in Ohio.');
    await form.submit.click();
    await expect(
      form.form.getByText('Thank you for contacting us! We will get back to you shortly.'),
    ).toBeVisible();
    const saved = await new ApiClient(baseURL!).listContacts();
    const mine = saved.find((item) => item.firstName === firstName);
    expect(mine?.message).toBe('Subject: Partnership\n\nWe resell cloud software in Ohio.');
  });
});
