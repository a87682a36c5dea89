/**
 * The public site works before and without its app: the accordions, tabs and menu are native HTML
 * (the browser answers a tap itself), the category filter and the forms are plain forms the server
 * answers (a 303 back to the page, or the page again with what was refused). Nothing is held and
 * replayed: the app starts once the visitor uses the page, or by itself once the page has settled,
 * and takes over what is there.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ApiClient, fixturePath, unique } from './support/api-client';
import { isHydrated, waitForHydration } from './support/browser';
import { ApplicationForm, ConsultationForm, ContactForm } from './support/forms';
import { APP_START_MARK } from '../src/app/boot';
import { SETTLE_MS } from '../src/app/progressive/start-when-settled';

const noJavaScript = (browser: Browser, phone = false) =>
  browser.newPage({
    javaScriptEnabled: false,
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });

/** Holds the app's module back: the page as it is before the app has loaded. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-app-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** When the app started loading (its user-timing mark) and when the page's load event ended. */
const appTimes = (page: Page) =>
  page.evaluate((mark) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      loadedAt: navigation!.loadEventEnd,
      startedAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
    };
  }, APP_START_MARK);

test('left alone, the app starts by itself once the page has settled', async ({ page }) => {
  await page.goto('/blog');
  // Not during the load, nor right after it.
  await page.waitForTimeout(1000);
  expect((await appTimes(page)).startedAt).toBeNull();
  await waitForHydration(page);
  const { loadedAt, startedAt } = await appTimes(page);
  expect(startedAt).toBeGreaterThanOrEqual(loadedAt + SETTLE_MS);
  expect(await isHydrated(page)).toBe(true);
});

test('a click starts the app at once, after the browser has answered it', async ({ page }) => {
  await page.goto('/our-expertise');
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => sessionStorage.setItem('clickAt', `${event.timeStamp}`),
      {
        capture: true,
        once: true,
      },
    ),
  );
  const question = page.locator('.accordion__item').nth(2);
  await question.locator('.accordion__trigger').click();
  // The browser's own answer, before any of the app.
  await expect(question).toHaveAttribute('open', '');
  await waitForHydration(page);
  const { loadedAt, startedAt } = await appTimes(page);
  const clickAt = Number(await page.evaluate(() => sessionStorage.getItem('clickAt')));
  expect(startedAt).toBeGreaterThan(clickAt);
  expect(startedAt).toBeLessThan(loadedAt + SETTLE_MS);
  // The app takes over the open question.
  await expect(question).toHaveAttribute('open', '');
});

test.describe('without JavaScript', () => {
  test('the FAQ accordion, the tabs and the phone menu work', async ({ browser }) => {
    const page = await noJavaScript(browser, true);
    await page.goto('/our-expertise');
    const open = () =>
      page
        .locator('.accordion__item')
        .evaluateAll((nodes) => nodes.map((n) => n.hasAttribute('open')));
    expect(await open()).toEqual([true, false, false, false, false]);
    await page.locator('.accordion__trigger').nth(3).click();
    expect(await open()).toEqual([false, false, false, true, false]);

    const group = page.getByRole('radiogroup', { name: 'Expertise areas' });
    await group.getByText('Cloud Services', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'Cloud Services' })).toBeChecked();
    await expect(
      page.locator('.tabs__panel').filter({ visible: true }).getByRole('heading', { level: 2 }),
    ).toHaveText('Cloud Services');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.close();
  });

  test('the blog category filter submits as a plain form', async ({ browser, baseURL }) => {
    const api = new ApiClient(baseURL!);
    const title = unique('Native filter post');
    await api.login();
    // A category no other test uses (blog.spec.ts expects Blockchain to stay empty).
    await api.createBlog({ title, category: 'Web Development' });
    const page = await noJavaScript(browser, true);
    await page.goto('/blog');
    await page.getByLabel('Category').selectOption('Web Development');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Web\+Development$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Web Development' })).toBeVisible();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.close();
  });

  test('a contact message is posted natively: stored once, the page says so', async ({
    browser,
    baseURL,
  }) => {
    const page = await noJavaScript(browser);
    const name = unique('Native');
    await page.goto('/contact?subject=Partnership');
    const form = new ContactForm(page);
    await form.fill({
      firstName: name,
      lastName: 'Poster',
      email: 'native@example.com',
      phone: '+1 555 0100',
      message: 'Sent without JavaScript.',
    });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.submit.click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\?sent=contact#form-contact-status$/);
    await expect(
      page.getByText('Thank you for contacting us! We will get back to you shortly.'),
    ).toBeVisible();
    await page.close();

    const api = new ApiClient(baseURL!);
    await api.login();
    const stored = (await api.listContacts()).filter((c) => c.firstName === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe('Subject: Partnership\n\nSent without JavaScript.');
  });

  test('a refused post shows the page again with what was typed and why', async ({
    browser,
    baseURL,
  }) => {
    const page = await noJavaScript(browser);
    const name = unique('Refused');
    await page.goto('/contact');
    const form = new ContactForm(page);
    // Empty, the browser's own checks stop it: nothing is posted.
    let posted = 0;
    page.on('request', (request) => void (request.method() === 'POST' && posted++));
    await form.submit.click();
    expect(
      await form
        .field(/^First name/)
        .evaluate((el) => (el as HTMLInputElement).validity.valueMissing),
    ).toBe(true);
    expect(posted).toBe(0);
    await form.fill({
      firstName: name,
      lastName: 'Poster',
      email: 'refused@example.com',
      phone: 'not a phone',
      message: 'Keep this text.',
    });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.submit.click(),
    ]);
    expect(answer.status()).toBe(400);
    await expect(page.getByRole('alert').first()).toHaveText('Failed to submit form');
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.field(/^Phone/)).toHaveValue('not a phone');
    await expect(form.field(/^Message/)).toHaveValue('Keep this text.');
    await expect(form.field(/^First name/)).toHaveValue(name);
    await page.close();
    const api = new ApiClient(baseURL!);
    await api.login();
    expect((await api.listContacts()).filter((c) => c.firstName === name)).toEqual([]);
  });

  test('a consultation request and an application with its resume are posted natively', async ({
    browser,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    await api.login();
    const job = await api.createJob({ title: unique('Native job') });
    const page = await noJavaScript(browser);

    const name = unique('Consult');
    await page.goto('/');
    const consultation = new ConsultationForm(page);
    await consultation.fill({ firstName: name, lastName: 'Native', email: 'c@example.com' });
    await consultation.submit.click();
    await expect(page).toHaveURL(/\/\?sent=consultation#form-consultation-status$/);
    await expect(
      page.getByText(
        "Thank you! Your consultation request has been submitted. We'll contact you shortly.",
      ),
    ).toBeVisible();
    expect((await api.listConsultations()).filter((c) => c.firstName === name)).toHaveLength(1);

    const applicant = unique('Applicant');
    await page.goto(`/careers/${job._id}`);
    const application = new ApplicationForm(page);
    await application.fill({
      fullName: applicant,
      email: 'applicant@example.com',
      phone: '+1 555 0199',
      coverLetter: 'Posted natively.',
    });
    await application.resume.setInputFiles(fixturePath('resume.pdf'));
    await application.submit.click();
    await expect(page).toHaveURL(
      new RegExp(`/careers/${job._id}\\?sent=application#form-application-status$`),
    );
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    const stored = (await api.listApplications()).filter((a) => a.fullName === applicant);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.resumeName).toBe('resume.pdf');
    await page.close();
  });
});

test.describe('before the app has loaded', () => {
  test('a tab, a question and the menu answer at once', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const release = await holdTheApp(page);
    await page.goto('/our-expertise');
    await page.locator('.accordion__trigger').nth(1).click();
    await expect(page.locator('.accordion__item').nth(1)).toHaveAttribute('open', '');
    const group = page.getByRole('radiogroup', { name: 'Expertise areas' });
    await group.getByText('AI & Machine Learning', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'AI & Machine Learning' })).toBeChecked();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);

    // The app takes over what is there: the choices stay.
    release();
    await waitForHydration(page);
    await expect(group.getByRole('radio', { name: 'AI & Machine Learning' })).toBeChecked();
    await expect(page.locator('.accordion__item').nth(1)).toHaveAttribute('open', '');
    await page.close();
  });

  test('a form filled in before the app has loaded keeps the time it was shown', async ({
    browser,
  }) => {
    // The app starts at the first keystroke; its hydration must not reset the bot trap's
    // "shown at" (a hidden input's value is its default value): a fresh stamp would make a person
    // who typed quickly look like a bot, and a lost one would let a bot through.
    const page = await browser.newPage();
    const release = await holdTheApp(page);
    await page.goto('/');
    const form = new ConsultationForm(page);
    const shownAt = form.form.locator('input[name="startedAt"]');
    await expect(shownAt).toHaveValue(/^\d{13}$/);
    const stamped = await shownAt.inputValue();
    await form.fill({ firstName: 'Early', lastName: 'Typist' });
    release();
    await waitForHydration(page);
    // Past the app's effects too (one stamps a form the app itself rendered).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await shownAt.inputValue()).toBe(stamped);
    await page.close();
  });

  test('a form sent before the app has loaded shows "Sending..." and is posted natively, once', async ({
    browser,
    baseURL,
  }) => {
    const page = await browser.newPage();
    await holdTheApp(page);
    const name = unique('Early');
    await page.goto('/contact');
    const form = new ContactForm(page);
    await form.fill({
      firstName: name,
      lastName: 'Sender',
      email: 'early@example.com',
      phone: '+1 555 0100',
    });
    // The page is gone once the answer arrives: what the button showed, and what a second press
    // did, are noted in the tab's session storage as they happen.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>(
        'form[aria-label="Contact us"] [type="submit"]',
      )!;
      document.addEventListener('submit', (event) =>
        sessionStorage.setItem(
          'submits',
          `${sessionStorage.getItem('submits') ?? ''}${event.defaultPrevented ? 'held' : 'sent'};`,
        ),
      );
      new MutationObserver(() => {
        if (sessionStorage.getItem('pending')) return;
        sessionStorage.setItem(
          'pending',
          `${button.textContent} | ${button.getAttribute('aria-disabled')}`,
        );
        // After this submit has been dispatched, while its answer is awaited.
        setTimeout(() => button.click(), 0);
      }).observe(button, { childList: true, characterData: true, subtree: true });
    });
    await form.submit.click();
    await expect(page).toHaveURL(/\?sent=contact/);
    await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
    const [pending, submits] = await page.evaluate(() => [
      sessionStorage.getItem('pending'),
      sessionStorage.getItem('submits') ?? '',
    ]);
    expect(pending).toBe('Sending... | true');
    // One submit went out; the press made while it was pending was held back.
    expect(submits!.split(';').filter(Boolean).sort()).toEqual(['held', 'sent']);
    await page.close();
    const api = new ApiClient(baseURL!);
    await api.login();
    expect((await api.listContacts()).filter((c) => c.firstName === name)).toHaveLength(1);
  });

  test('text typed before the app loads is what the app sends', async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    const release = await holdTheApp(page);
    const name = unique('Typed');
    await page.goto('/contact');
    const form = new ContactForm(page);
    await form.fill({
      firstName: name,
      lastName: 'Early',
      email: 'typed@example.com',
      phone: '+1 555 0100',
      message: 'Typed before the app.',
    });
    release();
    await waitForHydration(page);
    await form.field(/^Company/).fill('Acme');
    await form.submit.click();
    await expect(page.getByText('Thank you for contacting us!')).toBeVisible();
    // Sent by the app (no page load): the fields are cleared in place.
    await expect(form.field(/^First name/)).toHaveValue('');
    await page.close();
    const api = new ApiClient(baseURL!);
    await api.login();
    const stored = (await api.listContacts()).filter((c) => c.firstName === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.message).toBe('Typed before the app.');
  });
});
