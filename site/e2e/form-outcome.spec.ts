/**
 * What a form says after it is sent (success, or the first error of a refusal) is where the
 * visitor is looking: inside the viewport, not under the sticky header, and focused (so a screen
 * reader reads it and the next Tab starts there). At a laptop's 1280×720 and a phone's 390×844,
 * for the contact, consultation and application forms, whether the app sends the form or the
 * browser posts it natively (without JavaScript, or before the app has loaded).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { ApiClient, fixturePath, unique } from './support/api-client';
import { waitForHydration } from './support/browser';
import { ApplicationForm, ConsultationForm, ContactForm } from './support/forms';

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Placement {
  top: number;
  bottom: number;
  headerBottom: number;
  viewportHeight: number;
  focused: boolean;
}

/** Where the element is against the viewport and the header, and whether it holds the focus. */
const placement = (target: Locator) =>
  target.evaluate((element): Placement => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      // A header that scrolls away (phones) hides nothing once its bottom is above the viewport.
      headerBottom: Math.max(0, Math.round(header.bottom)),
      viewportHeight: window.innerHeight,
      focused: element === document.activeElement,
    };
  });

/** Shown in full below the header, inside the viewport, and focused (once any scroll settles). */
async function expectInSight(target: Locator) {
  await expect(target).toBeVisible();
  await expect
    .poll(async () => {
      const at = await placement(target);
      return {
        belowHeader: at.top >= at.headerBottom,
        aboveFold: at.bottom <= at.viewportHeight,
        focused: at.focused,
        at,
      };
    })
    .toMatchObject({ belowHeader: true, aboveFold: true, focused: true });
}

/** A status banner of the form, by its text. */
const banner = (form: Locator, text: string | RegExp) =>
  form.locator('.banner').filter({ hasText: text });

const contactValues = (firstName: string) => ({
  firstName,
  lastName: 'Outcome',
  email: 'outcome@example.com',
  phone: '+1 614 555 0100',
  company: 'Acme',
  message: 'A message long enough to push the button down the page.\n'.repeat(4),
});

const noJavaScript = (browser: Browser, viewport: { width: number; height: number }) =>
  browser.newPage({ javaScriptEnabled: false, viewport });

/** The page before its app has loaded: the app's module is held back. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

let job: { _id: string };
test.beforeAll(async ({ baseURL }) => {
  const api = new ApiClient(baseURL!);
  await api.login();
  job = await api.createJob({ title: unique('Outcome role') });
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.describe('sent by the app', () => {
      test('contact: the first invalid field, a failure and the success are in sight', async ({
        page,
      }) => {
        await page.goto('/contact');
        await waitForHydration(page);
        const form = new ContactForm(page);
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(form.field(/^First name/));
        await expect(form.form.getByText('First name is required')).toBeVisible();

        await form.fill(contactValues(unique('App')));
        // The request fails on its way (the network): the error banner.
        await page.route('**/api/contact', (route) => route.abort('connectionreset'));
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(banner(form.form, MESSAGES.contact.failed));
        await page.unroute('**/api/contact');

        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(banner(form.form, MESSAGES.contact.success));
        await expect(banner(form.form, MESSAGES.contact.success)).toHaveRole('status');
      });

      test('consultation: a failure and the success are in sight, the banner still leaves', async ({
        page,
      }) => {
        await page.goto('/');
        await waitForHydration(page);
        const form = new ConsultationForm(page);
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(form.field(/^First name/));

        await form.fill({
          firstName: unique('App'),
          lastName: 'Outcome',
          email: 'outcome@example.com',
          message: 'Two senior developers.\n'.repeat(6),
        });
        await page.route('**/api/consultation', (route) =>
          route.fulfill({ status: 503, json: { message: 'Unavailable' } }),
        );
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(banner(form.form, MESSAGES.consultation.failed));
        await page.unroute('**/api/consultation');

        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        const success = banner(form.form, MESSAGES.consultation.success);
        await expectInSight(success);
        // It leaves after 5000 ms as the spec says, and the focus stays in the form.
        await expect(success).toBeHidden({ timeout: 7000 });
        await expect(form.submit).toBeFocused();
      });

      test('application: the server’s refusal and the success are in sight', async ({ page }) => {
        await page.goto(`/careers/${job._id}`);
        await waitForHydration(page);
        const form = new ApplicationForm(page);
        await form.fill({
          fullName: unique('App Applicant'),
          email: 'applicant@example.com',
          phone: '+1 614 555 0199',
          coverLetter: 'Hello.\n'.repeat(8),
        });
        // Bytes that are not a PDF: the server refuses them with its own message.
        await form.resume.setInputFiles(fixturePath('fake-resume.pdf'));
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(banner(form.form, /Resume must be a PDF, DOC or DOCX file/));

        await form.resume.setInputFiles(fixturePath('resume.pdf'));
        await form.submit.scrollIntoViewIfNeeded();
        await form.submit.click();
        await expectInSight(banner(page.locator('main'), MESSAGES.application.success));
      });
    });

    test.describe('posted natively, without JavaScript', () => {
      test('contact: the refusal and the success land in sight', async ({ browser }) => {
        const page = await noJavaScript(browser, viewport);
        await page.goto('/contact');
        const form = new ContactForm(page);
        await form.fill({ ...contactValues(unique('Native')), phone: 'not a phone' });
        await form.submit.click();
        await expectInSight(banner(form.form, MESSAGES.contact.failed));
        await expect(form.form.getByText('Please enter a valid phone number')).toBeVisible();

        await form.fill({ phone: '+1 614 555 0100' });
        await form.submit.click();
        await expect(page).toHaveURL(/\?sent=contact#/);
        await expectInSight(banner(form.form, MESSAGES.contact.success));
        await page.close();
      });

      test('consultation: the refusal and the success land in sight', async ({ browser }) => {
        const page = await noJavaScript(browser, viewport);
        await page.goto('/');
        const form = new ConsultationForm(page);
        // The browser's own check lets "a@b" through; the API's does not.
        await form.fill({ firstName: unique('Native'), lastName: 'Outcome', email: 'a@b' });
        await form.submit.click();
        await expectInSight(banner(form.form, MESSAGES.consultation.failed));

        await form.fill({ email: 'outcome@example.com' });
        await form.submit.click();
        await expect(page).toHaveURL(/\?sent=consultation#/);
        await expectInSight(banner(form.form, MESSAGES.consultation.success));
        await page.close();
      });

      test('application: the refusal and the success land in sight', async ({ browser }) => {
        const page = await noJavaScript(browser, viewport);
        await page.goto(`/careers/${job._id}`);
        const form = new ApplicationForm(page);
        const values = {
          fullName: unique('Native Applicant'),
          email: 'applicant@example.com',
          phone: '+1 614 555 0199',
        };
        await form.fill(values);
        await form.resume.setInputFiles(fixturePath('fake-resume.pdf'));
        await form.submit.click();
        await expectInSight(banner(form.form, /Resume must be a PDF, DOC or DOCX file/));

        await form.resume.setInputFiles(fixturePath('resume.pdf'));
        await form.submit.click();
        await expect(page).toHaveURL(/\?sent=application#/);
        await expectInSight(banner(page.locator('main'), MESSAGES.application.success));
        await page.close();
      });
    });

    test('posted before the app has loaded, the success stays in sight once it has', async ({
      page,
    }) => {
      const release = await holdTheApp(page);
      await page.goto('/contact');
      const form = new ContactForm(page);
      await form.fill(contactValues(unique('Early')));
      await form.submit.click();
      await expect(page).toHaveURL(/\?sent=contact#/);
      const success = banner(form.form, MESSAGES.contact.success);
      await expectInSight(success);
      release();
      await waitForHydration(page);
      await expectInSight(success);
    });
  });
}
