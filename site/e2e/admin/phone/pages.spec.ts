/**
 * Every admin page on a phone: at 360 x 740, 390 x 844 and 430 x 932 the document is never wider
 * than the window (an application with a very long name, the blog editor, the board and the
 * outbox included); at 390 px axe-core finds nothing, every control is at least 44 x 44 px and
 * every field shows 16 px text. The menu is a drawer with Overview first; a list's filters are on
 * a sheet; lists are cards.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiClient, unique } from '../../support/api-client';
import { expectNoAxeViolations } from '../../support/browser';
import {
  PHONE_SIZES,
  applyWithResume,
  expectNoSidewaysScroll,
  expectPhoneSizedFields,
  expectTouchTargets,
  signInOnPhone,
  submitLead,
} from '../support/phone';

/** Waits until the page has drawn what it loads (no "Loading..." left, its main heading shown). */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('.admin-spinner')).toHaveCount(0);
}

/**
 * Each page is opened at the narrowest size (where a layout that is only right when first drawn
 * would show), then turned to the other two as a phone is: the same checks without loading the
 * admin three times per page.
 */
async function checkEverySize(
  page: Page,
  paths: readonly string[],
  full: (path: string) => boolean,
) {
  const [narrow, middle, wide] = PHONE_SIZES;
  for (const path of paths) {
    await page.setViewportSize(narrow);
    await page.goto(path);
    await settled(page);
    await expectNoSidewaysScroll(page);
    for (const size of [middle, wide]) {
      await page.setViewportSize(size);
      await nextFrames(page);
      await settled(page);
      await expectNoSidewaysScroll(page);
      if (size === middle && full(path)) {
        await expectNoAxeViolations(page);
        await expectTouchTargets(page);
        await expectPhoneSizedFields(page);
      }
    }
  }
}

/** Two frames: what a new size re-renders (media queries, their listeners) has been drawn. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

test('the pages one reaches signed out fit a phone, pass axe and have phone-sized controls', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await checkEverySize(
    page,
    [
      '/admin/login',
      '/admin/forgot-password',
      '/admin/reset-password?token=not-a-real-token',
      '/admin/accept-invitation?token=not-a-real-token',
    ],
    () => true,
  );
  // The code step of a two-factor sign-in: digits by default, letters for a recovery code.
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
});

test('every signed-in page fits 360, 390 and 430 px; at 390 axe is clean and controls are phone-sized', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Phone Pages SRE') });
  const long = `${unique('Maximiliane')} Wolfeschlegelsteinhausenbergerdorff von Hohenzollern-Sigmaringen`;
  // Someone with nearly the same name and the same resume: listed as a possible duplicate, with
  // an address as unbroken as the name.
  await applyWithResume(request, job._id, `${long} Jr`);
  const applicationId = await applyWithResume(request, job._id, long);
  const contactId = await submitLead(request, 'contact', unique('Phone Pages Contact'));
  const consultationId = await submitLead(request, 'consultation', unique('Phone Pages Consult'));
  const post = await api.createBlog({ title: unique('Phone Pages Post') });
  // The staffing desk: a client with a job order (listed on the desk, the client and its own page).
  const clientId = await api.createClient(unique('Phone Pages Client'), {
    name: 'Pat Manager',
    email: 'pat.manager@client.example',
  });
  const jobOrder = await api.createJob({
    title: unique('Phone Pages Job Order'),
    clientId,
    openings: 2,
    billRate: 100,
    payRate: 70,
  });

  await signInOnPhone(page);
  const pages = [
    '/admin/overview',
    '/admin/dashboard?tab=contacts',
    '/admin/dashboard?tab=consultations',
    '/admin/dashboard?tab=jobs',
    '/admin/dashboard?tab=applications',
    '/admin/dashboard?tab=blogs',
    '/admin/dashboard?tab=audit',
    `/admin/pipeline?job=${job._id}`,
    `/admin/applications/${applicationId}`,
    `/admin/contacts/${contactId}`,
    `/admin/consultations/${consultationId}`,
    '/admin/jobs/new',
    `/admin/jobs/${job._id}`,
    '/admin/blogs/new',
    `/admin/blogs/${post._id}`,
    '/admin/account',
    '/admin/desktop',
    '/admin/privacy',
    '/admin/notifications',
    '/admin/outbox',
    '/admin/team',
    '/admin/reports',
    '/admin/unmatched',
    '/admin/clients',
    `/admin/clients/${clientId}`,
    `/admin/job-orders/${jobOrder._id}`,
    '/admin/desk',
  ];
  await checkEverySize(page, pages, () => true);

  // The long name is cut on its card and whole on its page.
  await page.setViewportSize(PHONE_SIZES[1]);
  await page.goto(`/admin/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(long);
  await expect(page.getByRole('img', { name: /^Page 1 of/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Possible duplicate' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone: the menu is a drawer with Overview first, lists are cards with their filters on a sheet', async ({
  page,
  request,
}) => {
  const name = unique('Drawer Lead');
  await submitLead(request, 'contact', name);
  await signInOnPhone(page);
  await page.goto('/admin/dashboard?tab=contacts');

  // The menu: closed, then a drawer over the page, Overview first; Escape closes it.
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link').first()).toHaveText('Overview');
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // The list: a card per row with name, what, age, assignee and status; no table.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox').fill(name);
  const card = panel.getByTestId('contact-row').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expect(card.getByRole('link', { name: `${name} Lead` })).toBeVisible();
  await expect(card).toContainText('Acme Corp');
  await expect(card).toContainText(/Received\s*(just now|\d+ minutes? ago)/);
  await expect(card).toContainText(/Assignee\s*Nobody/);
  await expect(card.getByRole('combobox', { name: `Status of ${name} Lead` })).toBeVisible();

  // The filters: on a sheet, saying how many are on; "Assigned to me" narrows the list. Focus goes
  // into it; Escape and a tap outside it close it, and focus is back on the button.
  const filters = panel.getByRole('button', { name: 'Filters' });
  const sheet = page.getByRole('dialog', { name: 'Filter contact submissions' });
  await filters.tap();
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
  await filters.tap();
  await expect(sheet).toBeVisible();
  // Above the sheet (which rises from the bottom edge): the dimmed page.
  await page.touchscreen.tap(200, 40);
  await expect(sheet).toBeHidden();
  // The tap closed the sheet only: the top bar's Search button under it was not pressed.
  await expect(page.getByRole('dialog', { name: 'Search the admin' })).toBeHidden();
  await filters.tap();
  await expect(sheet).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await sheet.getByRole('button', { name: 'Assigned to me' }).tap();
  await expect(sheet.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sheet.getByRole('button', { name: 'Done' }).tap();
  await expect(sheet).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Filters (1 on)' })).toBeVisible();
  await expect(panel.getByText('No contact submissions found.')).toBeVisible();

  // Wider than a phone, the same list is a table again, with its filters in line.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(panel.getByRole('table')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Assigned to me' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await expect(menu).toBeVisible();
});

test('installable: a manifest that starts at the Overview, a worker that keeps the shell only, offline says so', async ({
  page,
  request,
  baseURL,
}) => {
  // The manifest: name, icons, start_url, standalone, theme colour; each icon is there.
  await page.goto('/admin/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Northbeam Admin',
    start_url: '/admin/overview',
    display: 'standalone',
    theme_color: '#0f172a',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  // A new build's worker is looked at on every visit.
  expect((await request.get('/admin/sw.js')).headers()['cache-control']).toBe('no-cache');

  // Signed in, with an application and its resume read: the worker controls the page...
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Phone Offline SRE') });
  const name = unique('Olive Offline');
  const id = await applyWithResume(request, job._id, name);
  await signInOnPhone(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.goto(`/admin/applications/${id}`);
  await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/admin\/sw\.js$/,
  );
  await page.goto('/admin/dashboard?tab=applications');
  await expect(page.getByRole('tabpanel').getByTestId('application-row').first()).toBeVisible();

  // ...and its caches hold the shell's files only: no answer of the API, no upload, no name.
  const kept = await page.evaluate(async () => {
    const found: Array<{ path: string; text: string }> = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push({ path: new URL(request.url).pathname, text: (await response?.text()) ?? '' });
      }
    }
    return found;
  });
  expect(kept.map((k) => k.path)).toContain('/admin/');
  for (const { path, text } of kept) {
    expect(path, path).toMatch(/^\/(assets\/|admin\/($|manifest\.webmanifest$|icons\/))/);
    expect(text.includes(name), `${path} holds the applicant's name`).toBe(false);
  }

  // Offline, the installed admin still opens and says it is offline.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.context().setOffline(false);
});

test('an application tapped in the list shows what the list knew at once; notes and timeline follow', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new ApiClient(baseURL!);
  const job = await api.createJob({ title: unique('Phone Quick SRE') });
  const name = unique('Quinn Quick');
  const id = await applyWithResume(request, job._id, name);
  await signInOnPhone(page);
  await page.goto('/admin/dashboard?tab=applications');
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox').fill(name);
  const link = panel.getByTestId('application-row').getByRole('link', { name });
  await expect(link).toBeVisible();

  // The server's answer held back: the page still shows the applicant from the list's row.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/api/careers/applications/${id}$`), async (route) => {
    await held;
    await route.fallback();
  });
  await link.tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const application = page.getByRole('article', { name: 'Application' });
  await expect(application).toContainText(job.title);
  await expect(application).toContainText('I would love to join the team.');
  await expect(page.getByRole('heading', { name: 'Notes' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    `Applied for ${job.title}`,
  );
});

test.describe('without the service worker', () => {
  // The worker would answer the app's files from its cache, out of reach of page.route.
  test.use({ serviceWorkers: 'block' });

  test('the Overview opened from a notification asks for its data while the app downloads, once', async ({
    page,
  }) => {
    await signInOnPhone(page);
    const overviewCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/overview')
        overviewCalls.push(request.url());
    });
    // The app's own modules are held until the Overview's data has been asked for: only the page's
    // first script can have asked (without it, this waits for ever and the test times out).
    let asked = () => {};
    const dataAsked = new Promise<void>((resolve) => (asked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/overview') asked();
    });
    await page.route(/\/assets\/admin-[^/]*\.js$/, async (route) => {
      await dataAsked;
      await route.fallback();
    });
    await page.goto('/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByTestId('overview-explained')).toContainText('"Since your last visit"');
    // Reading the Overview records the visit: the app took that answer and did not ask again.
    await page.waitForLoadState('networkidle');
    expect(overviewCalls).toHaveLength(1);
  });
  test('the page draws its loading page before the app has run', async ({ page }) => {
    await signInOnPhone(page);
    // The app's own modules are held: what shows is the page's HTML and stylesheet alone.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/admin-[^/]*\.js$/, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto('/admin/overview', { waitUntil: 'commit' });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeAttached();
    await expectNoAxeViolations(page);
    release();
    // The app replaces it with the Overview.
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
  });
  test("the Overview is styled by the first screen's sheets alone, and does not move", async ({
    page,
  }) => {
    await signInOnPhone(page);
    // Every sheet but the page's own (in its HTML) is held back: the day's pages, fetched ahead
    // while the Overview shows, bring theirs, and the Overview must not depend on them.
    const html = await (await page.request.get('/admin/overview')).text();
    const own = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    expect(own.length).toBeGreaterThan(0);
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      if (own.includes(new URL(route.request().url()).pathname)) await route.fallback();
      else await route.abort();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin/overview');
    const explained = page.getByTestId('overview-explained');
    await expect(explained).toBeVisible();
    // The muted explanation has its small size without any page's sheet.
    expect(await explained.evaluate((el) => getComputedStyle(el).fontSize)).toBe('13px');
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
    ).toEqual([]);
  });
});

test('the code a tap runs is compiled as it loads: the app, React, the router and the day pages carry the compile hint', async ({
  request,
}) => {
  // V8 compiles a script's functions as it loads when its first line is this hint
  // (site/admin/compile-hints-plugin.ts); otherwise each function on its first call, in the tap.
  const HINT = '//# allFunctionsCalledOnLoad';
  const html = await (await request.get('/admin/overview')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const entry = html.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeDefined();
  const text = async (path: string) => (await request.get(path)).text();
  const firstLine = async (path: string) => (await text(path)).split('\n', 1)[0];
  const chunk = (name: string) => {
    const found = scripts.find((s) => new RegExp(`^/assets/${name}-[^/]+\\.js$`).test(s));
    expect(found, name).toBeDefined();
    return found!;
  };
  expect(await firstLine(entry!)).toBe(HINT);
  expect(await firstLine(chunk('react'))).toBe(HINT);
  expect(await firstLine(chunk('router'))).toBe(HINT);
  // Most of zod never runs: compiled when called.
  expect(await firstLine(chunk('zod'))).not.toBe(HINT);
  // The application's page, fetched ahead while the admin is idle (named in the app's code).
  const page = (await text(entry!)).match(/application-page-[\w-]+\.js/)?.[0];
  expect(page).toBeDefined();
  expect(await firstLine(`/assets/${page}`)).toBe(HINT);
});
