/**
 * The admin's command palette in Chromium: opened with Ctrl+K, used by keyboard alone (type, ↓/↑,
 * Enter opens, Escape closes, focus comes back), finds a candidate by a word of their PDF resume;
 * what it finds follows the role (a salesperson never a candidate, an editor never a lead); on a
 * phone, the top bar's Search button opens it. axe finds nothing with it open.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { pdfWith } from '../../../api/test/resume-files';
import { ApiClient, unique } from '../support/api-client';
import { E2E_ADMIN } from '../support/api-process';
import { expectNoAxeViolations } from '../support/browser';
import { signIn } from './support/admin';

const PASSWORD = 'a long enough password 1';
const word = (stem: string) =>
  `${stem}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function ownerToken(request: APIRequestContext) {
  const answer = await request.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await answer.json()) as { token: string }).token;
}

/** An application whose PDF resume says `text`, found by the palette once its text is read. */
async function applyWithResume(
  request: APIRequestContext,
  jobId: string,
  fullName: string,
  text: string,
) {
  const answer = await request.post(`/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email: `${fullName.replace(/\W+/g, '.').toLowerCase()}@example.com`,
      phone: '+1 614 555 0101',
      coverLetter: '',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfWith([fullName, text]) },
    },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { _id: string })._id;
}

async function foundByPalette(request: APIRequestContext, token: string, q: string, id: string) {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/admin/search?q=${encodeURIComponent(q)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { results: Array<{ id: string }> }).results.map(
          (r) => r.id,
        );
      },
      { timeout: 30_000 },
    )
    .toContain(id);
}

/** A member of the team with `role`, invited by the owner and signed in on a page of their own. */
async function staffPage(browser: Browser, request: APIRequestContext, role: 'sales' | 'editor') {
  const token = await ownerToken(request);
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@staff.example`;
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role },
  });
  const link = new URL(((await invited.json()) as { link: string }).link);
  const accepted = await request.post('/api/admin/invitations/accept', {
    data: { token: link.searchParams.get('token'), name: `Palette ${role}`, password: PASSWORD },
  });
  expect(accepted.status()).toBe(201);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return { page, close: () => context.close() };
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search the admin' });
const combobox = (page: Page) => palette(page).getByRole('combobox');

async function searchFor(page: Page, text: string) {
  // The shortcut lives in the admin's layout: a person presses it once the top bar is on screen,
  // not while the signed-in app is still loading (CI pressed it on the loading page).
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await combobox(page).fill(text);
}

test.describe('command palette', () => {
  test('by keyboard: Ctrl+K, type a word of a PDF resume, arrows, Enter opens; Escape closes', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const job = await api.createJob({ title: unique('Palette Platform Engineer') });
    const resumeWord = word('basaltine');
    const first = await applyWithResume(
      request,
      job._id,
      unique('Ines Keyboard'),
      `Led ${resumeWord} upgrades.`,
    );
    const second = await applyWithResume(
      request,
      job._id,
      unique('Omar Keyboard'),
      `${resumeWord} and ${resumeWord} again: ${resumeWord} everywhere.`,
    );
    const token = await ownerToken(request);
    await foundByPalette(request, token, resumeWord, first);
    await foundByPalette(request, token, resumeWord, second);

    await signIn(page);
    const trigger = page.getByRole('button', { name: /^Search/ });
    await trigger.focus();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await expect(palette(page).getByRole('status')).toHaveText(
      'Type at least three characters to search.',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.type(resumeWord);
    const options = palette(page).getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(palette(page).getByRole('group', { name: 'Candidates' })).toBeVisible();
    // The best match first (the resume that says it three times), and selected.
    await expect(options.first()).toContainText('Omar Keyboard');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const active = await combobox(page).getAttribute('aria-activedescendant');
    expect(active).toBe(await options.nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowDown'); // wraps to the first
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp'); // and back to the last
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/applications/${first}$`));
    await expect(palette(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: /Ines Keyboard/ })).toBeVisible();

    // Escape closes it and gives the focus back.
    await trigger.focus();
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('follows the role: a salesperson never finds a candidate, an editor never a lead', async ({
    browser,
    request,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const name = word('Zanzibarr');
    const job = await api.createJob({ title: unique('Role Filter Engineer') });
    const application = await applyWithResume(request, job._id, `${name} Candidate`, 'Resume');
    await request.post('/api/contact', {
      data: {
        firstName: name,
        lastName: 'Lead',
        email: `${name.toLowerCase()}@lead.example`,
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'We would like to talk.',
      },
    });
    await api.createBlog({ title: `${name} in the cloud`, published: false });
    await foundByPalette(request, await ownerToken(request), name, application);

    const sales = await staffPage(browser, request, 'sales');
    await searchFor(sales.page, name);
    const salesOptions = palette(sales.page).getByRole('option');
    await expect(salesOptions).toHaveCount(1);
    await expect(palette(sales.page).getByRole('group', { name: 'Leads' })).toBeVisible();
    await expect(palette(sales.page).getByRole('group', { name: 'Candidates' })).toHaveCount(0);
    await sales.page.keyboard.press('Enter');
    await expect(sales.page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
    await sales.close();

    const editor = await staffPage(browser, request, 'editor');
    await searchFor(editor.page, name);
    await expect(palette(editor.page).getByRole('option')).toHaveCount(1);
    await expect(palette(editor.page).getByRole('group', { name: 'Blog posts' })).toBeVisible();
    await expect(palette(editor.page).getByRole('group', { name: 'Leads' })).toHaveCount(0);
    await expect(palette(editor.page).getByRole('group', { name: 'Candidates' })).toHaveCount(0);
    await editor.close();
  });

  test('on a phone: the top bar’s Search button opens it, and it fits', async ({
    browser,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const title = unique('Phone Palette Job');
    await api.createJob({ title });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(combobox(page)).toBeFocused();
    await combobox(page).fill(title);
    await expect(palette(page).getByRole('option')).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await palette(page).getByRole('option').click();
    await expect(page).toHaveURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
    await context.close();
  });
});
