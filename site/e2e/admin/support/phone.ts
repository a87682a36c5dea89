/**
 * What the admin must be on a phone, as checks any spec can run on a page: nothing wider than
 * the window (and, if something is, which element), targets of at least 44 x 44 CSS px, fields of
 * at least 16 px; and the data a day of work needs, made through the real API.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ApiClient, fixtureBytes, unique } from '../../support/api-client';
import { E2E_ADMIN } from './admin';

/** The phone sizes every admin page must fit (width x height, CSS px). */
export const PHONE_SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
] as const;

/**
 * The page is no wider than the phone's screen: nothing to scroll sideways (else: what is too
 * wide). Measured against the emulated screen's width, not `innerWidth`: on a mobile viewport
 * Chromium widens the layout viewport to content that overflows, so `innerWidth` grows with it.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const screen = page.viewportSize()!.width;
  const widths = await page.evaluate((screen) => {
    // The innermost element reaching past the screen: what is too wide.
    const wide = [...document.querySelectorAll('body *')].find(
      (e) =>
        e.getBoundingClientRect().right > screen + 1 &&
        ![...e.children].some((c) => c.getBoundingClientRect().right > screen + 1) &&
        // Inside a box that scrolls sideways on its own (a table, the tabs, the toolbar): fine.
        !e.parentElement?.closest(
          '.admin-tabs, .admin-editor__toolbar, .admin-board__switcher, .admin-resume__pages, .admin-table-wrap, [data-scrolls-inside]',
        ),
    );
    // Else text running out of a box that is itself narrow enough (an unbroken name or address).
    const spilling = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 &&
          e.clientWidth > 0 &&
          getComputedStyle(e).overflowX === 'visible',
      )
      .pop();
    const culprit = wide ?? spilling;
    return {
      path: location.pathname + location.search,
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      layoutViewport: window.innerWidth,
      screen,
      wide: culprit
        ? `${culprit.tagName.toLowerCase()}.${String(culprit.className)}: ${culprit.textContent?.slice(0, 60)}`
        : '',
    };
  }, screen);
  expect(widths.page, JSON.stringify(widths)).toBeLessThanOrEqual(screen);
  expect(widths.body, JSON.stringify(widths)).toBeLessThanOrEqual(screen);
  expect(widths.layoutViewport, JSON.stringify(widths)).toBe(screen);
}

/**
 * Every control one taps is at least 44 x 44 CSS px (WCAG 2.5.5): buttons, links that stand alone,
 * fields, tabs, summaries. A checkbox counts with the label around it; a link inside a sentence is
 * excepted (the success criterion's inline exception), as are the editor's own content and hidden
 * controls.
 */
export async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, textarea, summary, [role="tab"], a[href], input:not([type="hidden"])',
    );
    const inSentence = (el: HTMLElement) => {
      const parent = el.parentElement;
      if (!parent) return false;
      const own = [...parent.childNodes]
        .filter((n) => n !== el)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      return own.length > 0 && getComputedStyle(el).display === 'inline';
    };
    const found: string[] = [];
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (control.closest('[contenteditable="true"], .admin-visually-hidden')) continue;
      if (control.tagName === 'A' && inSentence(control)) continue;
      const box = (
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control
      ).getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
        found.push(
          `${control.tagName.toLowerCase()}.${String(control.className)} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return found;
  });
  expect(small, `on ${page.url()}:\n${small.join('\n')}`).toEqual([]);
}

/** Every field one types into shows text of at least 16 px (a phone does not zoom in on it). */
export async function expectPhoneSizedFields(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="color"]), select, textarea, [contenteditable="true"]',
      ),
    ]
      .filter((el) => el.checkVisibility({ checkVisibilityCSS: true }))
      .filter((el) => parseFloat(getComputedStyle(el).fontSize) < 16)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}#${el.id}.${String(el.className)} ${getComputedStyle(el).fontSize}`,
      ),
  );
  expect(small, `on ${page.url()}:\n${small.join('\n')}`).toEqual([]);
}

/** Signs in through the page on a phone (taps, not clicks), with the two-factor code if asked. */
export async function signInOnPhone(
  page: Page,
  email: string = E2E_ADMIN.email,
  password: string = E2E_ADMIN.password,
  totp?: TOTP,
) {
  if (!page.url().includes('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).tap();
  if (totp) {
    const code = page.getByLabel('Two-factor code');
    await expect(code).toBeVisible();
    await code.fill(totp.generate());
    await page.getByRole('button', { name: 'Verify' }).tap();
  }
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Opens the menu drawer and follows one of its links. */
export async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name, exact: true }).tap();
  await expect(menu).toBeHidden();
}

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

/** An application with a PDF resume, through the public endpoint; its id. */
export async function applyWithResume(
  request: APIRequestContext,
  jobId: string,
  fullName: string,
): Promise<string> {
  const response = await request.post(`/api/careers/${jobId}/apply`, {
    multipart: {
      fullName,
      email: emailOf(fullName),
      phone: '+1 614 555 0199',
      coverLetter: 'I would love to join the team.',
      resume: {
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureBytes('resume.pdf'),
      },
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

/** A contact message or a consultation request, through the public endpoint; its id. */
export async function submitLead(
  request: APIRequestContext,
  kind: 'contact' | 'consultation',
  firstName: string,
): Promise<string> {
  const response = await request.post(`/api/${kind}`, {
    data: {
      firstName,
      lastName: 'Lead',
      email: emailOf(firstName),
      ...(kind === 'contact' ? { phone: '+1 614 555 0100' } : {}),
      company: 'Acme Corp',
      message: `Hello from ${firstName}. We would like to talk about a cloud migration.`,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { _id: string })._id;
}

/**
 * Someone new of the team with `role`, invited by the owner and accepted (the link from the
 * invitation's answer, or from its e-mail), with two-factor sign-in turned on when `twoFactor`.
 */
export async function newTeamMember(
  request: APIRequestContext,
  baseURL: string,
  role: 'recruiter' | 'sales' | 'editor',
  {
    twoFactor = false,
    mailedLink,
  }: {
    twoFactor?: boolean;
    /** With a mail server the invitation is e-mailed, not answered: its link from the mail. */
    mailedLink?: (email: string) => Promise<string>;
  } = {},
) {
  const owner = await new ApiClient(baseURL).login();
  const email = `${unique(role).replace(/\s+/g, '-').toLowerCase()}@staff.example`;
  const password = 'a long enough password 1';
  const invited = await request.post('/api/admin/invitations', {
    headers: { Authorization: `Bearer ${owner}` },
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const answered = ((await invited.json()) as { link?: string }).link;
  const link = new URL(answered ?? (await mailedLink!(email)));
  const accepted = await request.post('/api/admin/invitations/accept', {
    data: { token: link.searchParams.get('token'), name: `Pat ${role}`, password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const { _id: id, token } = (await accepted.json()) as { _id: string; token: string };
  let totp: TOTP | undefined;
  if (twoFactor) {
    const auth = { Authorization: `Bearer ${token}` };
    const setup = await request.post('/api/admin/2fa/setup', { headers: auth });
    const { secret } = (await setup.json()) as { secret: string };
    totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const enabled = await request.post('/api/admin/2fa/enable', {
      headers: auth,
      data: { code: totp.generate() },
    });
    expect(enabled.ok(), await enabled.text()).toBe(true);
    // The enabling code's step is used up: sign-in takes the next one.
    const next = totp;
    totp = { generate: () => next.generate({ timestamp: Date.now() + 30_000 }) } as TOTP;
  }
  return { id, email, password, name: `Pat ${role}`, token, totp };
}
