/**
 * The staffing desk's review page in Chromium, on a server of its own: a client's hiring manager
 * opens the link their recruiter sent, at phone and desktop sizes; the candidates are in the
 * server-rendered HTML (blind: no name, no e-mail), the page is noindex and never from the render
 * cache, the blind resume reads in the page, an answer is sent and shows; "Interview" with
 * proposed times in the hiring manager's own zone (a past one refused on the page), which the
 * recruiter books from the submittal, and the page shows "Interview booked" at that time; axe
 * finds nothing; a withdrawn link says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtureBytes, unique } from './support/api-client';
import { E2E_ADMIN, startApiProcess, type ApiProcess } from './support/api-process';
import { expectNoAxeViolations, waitForHydration } from './support/browser';

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 720 },
] as const;

// The hiring manager's browser is in New York: the page reads and writes times there.
const ZONE = 'America/New_York';

let api: ApiProcess;
let owner: string;
let ownerId: string;

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

/** A client with a job order and one candidate submitted: the review link's path. */
async function submitted(candidateName: string) {
  const client = await send('POST', '/api/admin/clients', owner, {
    name: unique('Acme Robotics'),
    contacts: [
      { name: 'Hana Manager', email: `${unique('hana')}@acme.example`.replace(/\s+/g, '') },
    ],
  });
  const detail = await send('GET', `/api/admin/clients/${client.id}`, owner);
  const job = await send('POST', '/api/careers', owner, {
    title: unique('Robotics Engineer'),
    description: 'Build robots.',
    requirements: ['C++'],
    location: 'Remote',
    clientId: client.id,
  });
  const email = `${unique('cand')}@candidate.test`.replace(/\s+/g, '');
  const form = new FormData();
  form.append('fullName', candidateName);
  form.append('email', email);
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
  const applicationId = ((await applied.json()) as { _id: string })._id;
  const created = await send(
    'POST',
    `/api/careers/applications/${applicationId}/submittals`,
    owner,
    {
      jobId: job._id,
      contactId: detail.contacts[0]._id,
      summary: 'Ten years of embedded C++; led a robotics team; available now.',
    },
  );
  const url = new URL(created.reviewUrl as string);
  return {
    path: url.pathname,
    token: url.pathname.split('/review/')[1]!,
    email,
    jobTitle: job.title as string,
    applicationId,
    submittalId: created.id as string,
  };
}

/** An instant as a `datetime-local` value on a wall clock of `zone` (what a person types). */
function wallClock(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)!.value;
  return `${p('year')}-${p('month')}-${p('day')}T${p('hour')}:${p('minute')}`;
}

/** "3 December" and "10:00" of an instant in `zone`: how the page names it. */
function dayAndTime(at: Date, zone: string) {
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...o }).format(at);
  return {
    day: f({ day: 'numeric', month: 'long' }),
    time: f({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** A whole hour (UTC) `days` from now. */
function hourAhead(days: number, utcHour: number): Date {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(utcHour, 0, 0, 0);
  return at;
}

/**
 * axe at the top of the page: scrolled down, the sticky header lies over whatever is under it,
 * and axe counts the radios it covers as too small to tap (a matter of where the page happens to
 * be scrolled, not of the page).
 */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  api = await startApiProcess({ env: { FORM_MIN_FILL_MS: '0' } });
  owner = (await send('POST', '/api/admin/login', undefined, E2E_ADMIN)).token;
  const profile = await send('GET', '/api/admin/profile', owner);
  ownerId = profile._id ?? profile.id;
});
test.afterAll(async () => {
  await api?.stop();
});

test.describe.configure({ mode: 'serial' });

for (const size of SIZES) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, timezoneId: ZONE });

    test('the hiring manager reads the blind candidates and answers', async ({ page }) => {
      const { path, email, jobTitle } = await submitted('Grace Hopper');
      const response = await page.goto(`${api.url}${path}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      // Server-rendered, blind, not for search engines, never from the render cache.
      expect(html).toContain('Ten years of embedded C++');
      expect(html).toContain('Candidate G. H.');
      expect(html).not.toContain('Hopper');
      // The fixture resume's own name line (another name than the application's) is gone too.
      expect(html).not.toContain('Jane Doe');
      expect(html).not.toContain(email);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(response?.headers()['set-cookie']).toBeUndefined();
      const again = await fetch(`${api.url}${path}`);
      expect(again.headers.get('x-render-cache')).toBe('miss');

      await expect(
        page.getByRole('heading', { level: 1, name: /^Candidates for Acme Robotics/ }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(jobTitle) }),
      ).toBeVisible();
      await waitForHydration(page);
      await page.getByText('Read the blind resume').click();
      await expect(page.locator('.review__resume-text')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.getByRole('radio', { name: 'Not a fit' }).check();
      await page.getByLabel('Reason').selectOption('Not enough experience');
      await page.getByLabel('Note (optional)').fill('We need more ROS experience.');
      await page.getByRole('button', { name: 'Send answer' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your answer: Not a fit' }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('the hiring manager proposes interview times and then sees the interview booked', async ({
      page,
    }) => {
      const s = await submitted('Ada Lovelace');
      // Each size books its own times (one interviewer cannot be booked twice at once).
      const offset = size.name === 'phone' ? 0 : 7;
      const first = hourAhead(3 + offset, 15);
      const second = hourAhead(4 + offset, 19);
      const past = hourAhead(-1, 15);
      await page.goto(`${api.url}${s.path}`);
      await waitForHydration(page);

      await page.getByRole('radio', { name: 'Interview' }).check();
      const times = page.getByRole('group', { name: 'Times that suit you for an interview' });
      await expect(times).toContainText(`in your time zone (${ZONE})`);
      await times.getByLabel('First choice').fill(wallClock(first, ZONE));
      await times.getByLabel('Second choice (optional)').fill(wallClock(past, ZONE));
      await page.getByRole('button', { name: 'Send answer' }).click();
      // A past time is refused on the page, at its input.
      const secondInput = times.getByLabel('Second choice (optional)');
      await expect(secondInput).toHaveAttribute('aria-invalid', 'true');
      await expect(secondInput).toHaveAccessibleDescription(
        'This time is in the past: choose a time in the future',
      );
      await expectNoSidewaysScroll(page);
      await axeFromTop(page);

      await secondInput.fill(wallClock(second, ZONE));
      await page
        .getByLabel('Anything else about the interview (optional)')
        .fill('Video suits us best.');
      await page.getByRole('button', { name: 'Send answer' }).click();
      const answered = page.getByRole('status').filter({ hasText: 'Your answer: Interview' });
      await expect(answered).toContainText(`Times you proposed (${ZONE})`);
      for (const at of [first, second]) {
        const { day, time } = dayAndTime(at, ZONE);
        await expect(answered).toContainText(day);
        await expect(answered).toContainText(time);
      }
      // Sent as instants.
      const view = await send('GET', `/api/review/${s.token}`);
      expect(view.candidates[0].answer.proposedTimes).toEqual([
        first.toISOString(),
        second.toISOString(),
      ]);
      await expectNoSidewaysScroll(page);
      await axeFromTop(page);

      // The recruiter books the second time from the submittal: the page shows it.
      await send('POST', `/api/careers/applications/${s.applicationId}/interviews`, owner, {
        interviewerIds: [ownerId],
        durationMinutes: 45,
        mode: 'video',
        startsAt: second.toISOString(),
        submittalId: s.submittalId,
      });
      await page.reload();
      await waitForHydration(page);
      const booked = page.getByText('Interview booked');
      await expect(booked).toBeVisible();
      const { day, time } = dayAndTime(second, ZONE);
      const end = dayAndTime(new Date(second.getTime() + 45 * 60_000), ZONE).time;
      const line = page.locator('.review__interview');
      await expect(line).toContainText(day);
      await expect(line).toContainText(`${time}–${end}`);
      await expect(line).toContainText(`(${ZONE})`);
      await expectNoSidewaysScroll(page);
      await axeFromTop(page);
    });

    test('a withdrawn link says so', async ({ page }) => {
      const { path, token } = await submitted('Alan Turing');
      await send('DELETE', `/api/admin/review-links/${token}`, owner);
      await page.goto(`${api.url}${path}`);
      await expect(page.getByText('This review link has expired or was withdrawn.')).toBeVisible();
      await expect(page.getByText('Turing')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
