/**
 * Scheduling in Chromium, on a server of its own (a salesperson and an interviewer with hours):
 * the booking page of a candidate's link at phone and desktop sizes (their zone detected, a time
 * booked, a slot taken meanwhile), the consultation form's "Pick a time for the call now" (the
 * booking code loaded only then), and the admin's "Schedule an interview" dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { fixtureBytes, unique } from './support/api-client';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from './support/api-process';
import { expectNoAxeViolations, waitForHydration } from './support/browser';
import { ConsultationForm } from './support/forms';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

let api: ApiProcess;
let owner: string;
let interviewer: { id: string; name: string; email: string; password: string };

async function send(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function signIn(email: string, password: string): Promise<string> {
  return (await send('POST', '/api/admin/login', undefined, { email, password })).token;
}

/** A staff member through an invitation (no mail server: the link is answered), with hours. */
async function staff(role: string, name: string) {
  const email = `${unique(name.toLowerCase()).replace(/\s+/g, '.')}@northbeam.test`;
  const issued = await send('POST', '/api/admin/invitations', owner, { email, role });
  const token = new URL(issued.link).searchParams.get('token');
  const password = 'a-long-e2e-password-1234';
  await send('POST', '/api/admin/invitations/accept', undefined, { token, name, password });
  const session = await signIn(email, password);
  const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '07:00', end: '21:00' }));
  await send('PUT', '/api/admin/availability', session, { timeZone: 'Europe/London', hours });
  const profile = await send('GET', '/api/admin/profile', session);
  return { id: profile._id ?? profile.id, name, session, email, password };
}

/** An application (through the public form) with an interview whose link is answered. */
async function application(name = 'Grace Hopper') {
  const job = await send('POST', '/api/careers', owner, {
    title: unique('Platform Engineer'),
    description: 'Run the platform.',
    requirements: ['Kubernetes'],
    location: 'Remote',
    type: 'Full-time',
    isActive: true,
  });
  const form = new FormData();
  form.append('fullName', name);
  form.append('email', `${unique('grace')}@candidate.test`.replace(/\s+/g, ''));
  form.append('phone', '+1 512 555 0100');
  form.append(
    'resume',
    new Blob([new Uint8Array(fixtureBytes('resume.pdf'))], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const applied = await fetch(`${api.url}/api/careers/${job._id}/apply`, {
    method: 'POST',
    body: form,
  });
  expect(applied.status).toBe(201);
  return { id: ((await applied.json()) as { _id: string })._id, jobTitle: job.title as string };
}

async function bookingLink(applicationId: string) {
  const answer = await send(
    'POST',
    `/api/careers/applications/${applicationId}/interviews`,
    owner,
    {
      interviewerIds: [interviewer.id],
      durationMinutes: 45,
      mode: 'video',
    },
  );
  return new URL(answer.bookingUrl).pathname;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test.beforeAll(async () => {
  // A fresh embedded database and two staff members: slow on a busy machine.
  test.setTimeout(180_000);
  api = await startApiProcess({
    // A form filled by Playwright in milliseconds is not to be taken for a bot here.
    env: {
      SCHEDULING_MIN_LEAD_HOURS: '2',
      SCHEDULING_CHANGE_NOTICE_HOURS: '1',
      FORM_MIN_FILL_MS: '0',
    },
  });
  owner = await signIn(E2E_ADMIN.email, E2E_ADMIN.password);
  const person = await staff('recruiter', 'Ada Interviewer');
  interviewer = person;
  await staff('sales', 'Sam Sales');
});
test.afterAll(async () => {
  await api?.stop();
});

// One server for the file: its tests run one after another.
test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, timezoneId: 'Asia/Tokyo' });

    test('a candidate books from the link, in their own time zone', async ({ page }) => {
      const { id, jobTitle } = await application();
      const path = await bookingLink(id);
      const response = await page.goto(`${api.url}${path}`);
      expect(response?.headers()['cache-control']).not.toContain('max-age');
      // Server-rendered: the times are in the HTML, and it is not for search engines.
      expect(await response?.text()).toContain(`Interview for ${jobTitle}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // One person's page with live times: rendered for each request, never from the cache.
      const again = await fetch(`${api.url}${path}`);
      expect(again.headers.get('x-render-cache')).toBe('miss');
      await expect(page.getByRole('heading', { name: `Interview for ${jobTitle}` })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByLabel('Times shown in')).toHaveValue('Asia/Tokyo');
      const first = page.getByRole('list', { name: 'Free times' }).getByRole('button').first();
      await expect(first).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await first.click();
      await page.getByRole('button', { name: 'Book this time' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Booked:' })).toBeVisible();
      await expect(page.getByText(/Booked: .*\(Asia\/Tokyo\)/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Move it' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a slot taken meanwhile says so and is offered no more', async ({ page }) => {
      const mine = await application('Linus Torvalds');
      const theirs = await application('Ken Thompson');
      const path = await bookingLink(mine.id);
      const other = await bookingLink(theirs.id);
      await page.goto(`${api.url}${path}`);
      await waitForHydration(page);
      const times = page.getByRole('list', { name: 'Free times' }).getByRole('button');
      await expect(times.first()).toBeVisible();
      const label = (await times.nth(2).getAttribute('aria-label'))!;
      const start = (await times.nth(2).getAttribute('data-start'))!;
      await times.nth(2).click();
      // Someone else books the same interviewer at that time first.
      await send('POST', `/api/booking/${other.split('/book/')[1]}`, undefined, { start });
      await page.getByRole('button', { name: 'Book this time' }).click();
      await expect(page.getByRole('alert')).toHaveText('This time was just taken, pick another.');
      await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    });

    test('the consultation form offers to pick a time for the call, loaded only then', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${api.url}/`);
      // The offer is the app's: a form posted before the app runs (filled faster than any
      // person types) gets the server's success page, without it.
      await waitForHydration(page);
      const form = new ConsultationForm(page);
      await form.fill({
        firstName: 'Lena',
        lastName: unique('Lead'),
        email: `${unique('lena')}@client.test`.replace(/\s+/g, ''),
      });
      await form.submit.click();
      await expect(
        form.form.getByRole('status').filter({ hasText: MESSAGES.consultation.success }),
      ).toBeVisible();
      const offer = form.form.getByRole('button', { name: 'Pick a time for the call now' });
      await expect(offer).toBeVisible();
      expect(scripts.filter((url) => /booking/.test(url))).toEqual([]);
      await offer.click();
      await expect(
        form.form.getByRole('heading', { name: /Consultation call with/ }),
      ).toBeVisible();
      expect(scripts.some((url) => /booking/.test(url))).toBe(true);
      await expect(form.form.getByLabel('Times shown in')).toHaveValue('Asia/Tokyo');
      await form.form.getByRole('list', { name: 'Free times' }).getByRole('button').first().click();
      await form.form.getByRole('button', { name: 'Book this time' }).click();
      await expect(form.form.getByText(/Booked: /).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The offer outlives the success banner (gone after 5 s, as the spec says).
      await expect(form.form.getByText(MESSAGES.consultation.success)).toHaveCount(0, {
        timeout: 8000,
      });
      await expect(form.form.getByText(/Booked: /).first()).toBeVisible();
    });
  });
}

test('the admin schedules an interview from the application page (360 px too)', async ({
  page,
}) => {
  const { id } = await application('Margaret Hamilton');
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${api.url}/admin/applications/${id}`);
  await expect(page.getByRole('heading', { name: 'Interviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule an interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule an interview' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the booking link' }).click();
  await expect(dialog.getByText('Choose at least one interviewer')).toBeVisible();
  await dialog.getByRole('checkbox', { name: interviewer.name }).check();
  await dialog.getByLabel('Duration').selectOption('60');
  await dialog.getByLabel('Mode').selectOption('on-site');
  await dialog.getByRole('button', { name: 'Send the booking link' }).click();
  await expect(dialog.getByText('Give the address for an interview on site')).toBeVisible();
  await dialog.getByLabel('Address').fill('1 Main St, Columbus, OH');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send the booking link' }).click();
  await expect(page.getByText('The booking link was e-mailed to the candidate.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Interview 1' });
  await expect(card).toContainText('Waiting for a time');
  await expect(card).toContainText('On site: 1 Main St, Columbus, OH');
  await expect(card).toContainText(interviewer.name);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('availability on the account page and the interview kit on the job, at 360 px', async ({
  page,
}) => {
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${api.url}/admin/account`);
  const section = page.getByRole('form', { name: 'Availability' });
  await expect(section).toBeVisible();
  await section.getByLabel('Time zone').selectOption('America/Chicago');
  await section.getByRole('button', { name: 'Add hours' }).click();
  await section.getByLabel('Days off').fill('2030-12-24');
  await section.getByRole('button', { name: 'Save availability' }).click();
  await expect(section.getByRole('status')).toHaveText('Availability saved.');
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Availability' }).getByLabel('Time zone'),
  ).toHaveValue('America/Chicago');
  await expect(page.getByLabel('Days off')).toHaveValue('2030-12-24');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const job = await send('POST', '/api/careers', owner, {
    title: unique('Kit Job'),
    description: 'Kits.',
    requirements: ['Kubernetes'],
    location: 'Remote',
    type: 'Full-time',
    isActive: true,
  });
  await page.goto(`${api.url}/admin/jobs/${job._id}`);
  const kit = page.getByRole('form', { name: 'Interview kit' });
  await kit.getByLabel('Things to assess (one a line)').fill('Kubernetes\nCommunication');
  await kit.getByRole('button', { name: 'Save interview kit' }).click();
  await expect(kit.getByRole('status')).toHaveText('Interview kit saved.');
  expect(await send('GET', `/api/careers/${job._id}/interview-kit`, owner)).toEqual({
    attributes: ['Kubernetes', 'Communication'],
    questions: [],
  });
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('an interviewer finds the interview on their account page and writes the scorecard', async ({
  page,
}) => {
  const { id } = await application('Frances Allen');
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  startsAt.setUTCHours(11, 0, 0, 0);
  await send('POST', `/api/careers/applications/${id}/interviews`, owner, {
    interviewerIds: [interviewer.id],
    durationMinutes: 30,
    mode: 'phone',
    startsAt: startsAt.toISOString(),
  });
  await page.goto(`${api.url}/admin/login`);
  await page.getByLabel('Email').fill(interviewer.email);
  await page.getByLabel('Password').fill(interviewer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`${api.url}/admin/account`);
  const card = page.getByRole('listitem').filter({ hasText: 'Interview with Frances Allen' });
  await expect(card).toContainText('Booked');
  const form = card.getByRole('form', { name: 'Your scorecard' });
  await form.getByLabel('What you assessed (comma-separated)').fill('Compilers, Communication');
  await form.getByRole('radiogroup', { name: 'Compilers' }).getByLabel('Strong yes').check();
  await form
    .getByRole('radiogroup', { name: 'Communication' })
    .getByLabel('Yes', { exact: true })
    .check();
  await form
    .getByRole('radiogroup', { name: 'Overall recommendation' })
    .getByLabel('Strong yes')
    .check();
  await form.getByLabel('Notes').fill('Knows optimising compilers inside out.');
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  const mine = card.getByRole('article', { name: 'Your scorecard' });
  await expect(mine).toContainText('Knows optimising compilers inside out.');
  await expect(mine).toContainText('Strong yes');
  await expectNoAxeViolations(page);
});
