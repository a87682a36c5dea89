/**
 * What a new member of the team reads in the admin: the company's name and mark in the header
 * with Overview first in the menu, a favicon (no 404), statuses by their labels and counts in
 * the right number, long names cut with the whole text on hover, the overview saying "since your
 * last visit" apart from the status New, no server setting names for a recruiter, the reason of
 * a 403, and every page fits 360 px without sideways scrolling.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMPANY } from '@northbeam/shared/brand/company';
import { ApiClient, unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { applyToJob, Dashboard, E2E_ADMIN, signIn, submitContact } from './support/admin';

const PASSWORD = 'a long enough password 1';

async function ownerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** A member of the team with `role`, invited by the owner (no mail server: the link is answered). */
async function newStaff(request: APIRequestContext, role: 'recruiter' | 'sales') {
  const token = await ownerToken(request);
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@staff.example`;
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = ((await invited.json()) as { link: string }).link;
  const accepted = await request.post('/api/admin/invitations/accept', {
    data: {
      token: new URL(link).searchParams.get('token'),
      name: 'Rita Recruiter',
      password: PASSWORD,
    },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const { _id } = (await accepted.json()) as { _id: string };
  return { email, id: _id };
}

async function signInAs(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/(dashboard|overview)/);
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    // The first element that reaches past the window, to say what is too wide.
    // The innermost element reaching past the window: what is too wide.
    const wide = [...document.querySelectorAll('body *')].find(
      (e) =>
        e.getBoundingClientRect().right > window.innerWidth + 1 &&
        ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
    );
    return {
      path: location.pathname,
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      wide: wide
        ? `${wide.tagName.toLowerCase()}.${wide.className}: ${wide.textContent?.slice(0, 60)}`
        : '',
    };
  });
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(widths.window);
}

test('the header names the company with its mark, Overview comes first, and nothing is missing', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/admin/login');
  await expect(page.getByText(COMPANY.name)).toBeVisible();
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).status()).toBe(200);

  await signIn(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: `${COMPANY.name} Admin` })).toBeVisible();
  await expect(header.locator('svg.admin-topbar__logo')).toBeVisible();
  await expect(header).not.toContainText('Admin Dashboard');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link').first()).toHaveText('Overview');
  // The spec's tabs keep their words.
  for (const tab of [
    'Contact Submissions',
    'Consultation Requests',
    'Job Postings',
    'Job Applications',
    'Blog Posts',
  ]) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  expect(missing).toEqual([]);
});

test('statuses show their labels; the overview says "since your last visit", apart from the status New', async ({
  page,
  request,
}) => {
  const name = unique('Lena Label');
  await submitContact(request, name);
  await signIn(page);
  const dashboard = new Dashboard(page);
  await dashboard.open('contacts');
  await dashboard.search(name);
  const status = dashboard.row(name).getByRole('combobox');
  await expect(status.locator('option:checked')).toHaveText('New');
  await expect(status.locator('option')).toHaveText(['New', 'In progress', 'Resolved']);
  await status.selectOption('in-progress');
  await expect(status.locator('option:checked')).toHaveText('In progress');
  const filter = dashboard.panel.getByRole('combobox', { name: /Filter .* by status/ });
  await expect(filter.locator('option')).toContainText(['All statuses', 'New', 'In progress']);
  await expect(dashboard.panel).not.toContainText('in-progress');

  // The timeline names the status by its label too.
  await dashboard.row(name).getByRole('link', { name }).click();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'Status set to In progress',
  );

  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Overview' })
    .click();
  const contacts = page.getByTestId('overview-contact');
  await expect(contacts).toContainText(/\d+ since your last visit/);
  await expect(contacts).not.toContainText(/\d+ new\b/);
  await expect(contacts.getByRole('heading', { name: 'By status' })).toBeVisible();
  await expect(contacts.getByRole('listitem').filter({ hasText: 'In progress:' })).toBeVisible();
  await expect(page.getByTestId('overview-explained')).toContainText('"Since your last visit"');
  await expect(page.getByTestId('overview-explained')).toContainText('"By status"');
});

test('the board: labelled columns, counts in the right number, long names cut with the whole name on hover', async ({
  page,
  request,
  baseURL,
}) => {
  const job = await new ApiClient(baseURL!).createJob({ title: unique('Board Wording') });
  const long = `${unique('Maximiliane')} Wolfeschlegelsteinhausenbergerdorff von Hohenzollern-Sigmaringen`;
  await applyToJob(request, job._id, long);
  await signIn(page);
  await page.goto(`/admin/pipeline?job=${job._id}`);
  const received = page.getByTestId('column-received');
  await expect(received.getByRole('heading')).toHaveText('Received 1 application');
  await expect(page.getByTestId('column-reviewing').getByRole('heading')).toHaveText(
    'Reviewing 0 applications',
  );
  const card = received.getByRole('link', { name: long });
  await expect(card).toHaveAttribute('title', long);
  // Cut, not wrapped over the column: the text is wider than the box that shows it.
  expect(await card.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // The list's row (a table row on a desktop; a card on a phone, where this is not a row).
  await page.goto('/admin/dashboard?tab=applications');
  const dashboard = new Dashboard(page);
  await dashboard.search(long.split(' ')[0]!);
  const cell = dashboard.row(long).getByRole('link', { name: long });
  await expect(cell).toHaveAttribute('title', long);
  const applicationPath = new URL(await cell.evaluate((a) => (a as HTMLAnchorElement).href))
    .pathname;
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/admin/overview',
    '/admin/dashboard',
    '/admin/notifications',
    '/admin/desktop',
    '/admin/blogs/new',
    applicationPath,
  ]) {
    await page.goto(path);
    // On a phone the menu is a drawer behind its button.
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  }
  await page.goto(`/admin/pipeline?job=${job._id}`);
  await expect(page.getByTestId('column-received').getByRole('link', { name: long })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a recruiter reads plain words instead of server settings, and a refused change says why', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const recruiter = await newStaff(request, 'recruiter');
  const job = await new ApiClient(baseURL!).createJob({ title: unique('Role Change') });
  const applicant = unique('Ravi Refused');
  await applyToJob(request, job._id, applicant);

  await signInAs(page, recruiter.email);
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'My notifications' })).toBeVisible();
  await expect(page.getByText("The company's fixed notification addresses")).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/[A-Z]{3,}_[A-Z]{3,}/);
  // The owner still sees which setting it is.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner);
  await owner.goto('/admin/notifications');
  await expect(owner.getByText(/NOTIFY_EMAIL/).first()).toBeVisible();
  await owner.context().close();

  const dashboard = new Dashboard(page);
  await dashboard.open('applications');
  await dashboard.search(applicant);
  const status = dashboard.row(applicant).getByRole('combobox', { name: `Status of ${applicant}` });
  await expect(status).toBeVisible();
  // Meanwhile the owner moves the recruiter to sales.
  const moved = await request.put(`/api/admin/team/${recruiter.id}`, {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
    data: { role: 'sales' },
  });
  expect(moved.status()).toBe(200);
  await status.selectOption('reviewing');
  // (The change and the list's reload are both refused: each says why.)
  await expect(dashboard.banner('Your role does not allow this.').first()).toContainText(
    'Your role does not include job applications.',
  );
  await expect(page.getByText('Failed to update application status')).toHaveCount(0);
});
