/**
 * A day's work on a phone (390 x 844, touch), against an API with a real SMTP server of its own
 * (one process for the whole file): a recruiter with two-factor sign-in opens the installed app
 * (its start_url, the Overview) and signs in; the "New application" e-mail's link opens the
 * application, whose PDF resume fits the screen and zooms inside its box; a note, a status, an
 * e-mail to the candidate (kept on the phone while offline, sent once back); the card moves on the
 * board by its "Move to…" menu and by a touch drag onto a status. A salesperson taps the "New
 * consultation request" link after the session ended, signs in and is back on the lead, assigns it
 * to themself and replies. An editor unpublishes a post, fixes a typo in it and publishes it.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../../../../api/test/smtp';
import { freePort, startApiProcess, type ApiProcess } from '../../support/api-process';
import { ApiClient, unique } from '../../support/api-client';
import { expectNoAxeViolations } from '../../support/browser';
import {
  applyWithResume,
  expectNoSidewaysScroll,
  newTeamMember,
  openFromMenu,
  signInOnPhone,
  submitLead,
} from '../support/phone';

// The links in e-mails are built from PUBLIC_URL: the server's own address, known before it starts.
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

let smtp: TestSmtp;
let api: ApiProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  api = await startApiProcess({
    port,
    env: {
      PUBLIC_URL: baseURL,
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
      FORM_MIN_FILL_MS: '0',
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

/** The "Open in the admin" link of the newest e-mail to `to` whose text mentions `about`. */
async function notificationLink(to: string, about: string) {
  await smtp.waitFor(() => smtp.to(to).some((m) => m.text.includes(about)), 30_000);
  const mail = smtp.to(to).findLast((m) => m.text.includes(about))!;
  return /Open in the admin: (\S+)/.exec(mail.text)![1]!;
}

/** The link of the invitation e-mailed to `email`. */
async function invitationLink(email: string) {
  await smtp.waitFor(() => smtp.to(email).length > 0, 30_000);
  return /(http\S+accept-invitation\S+)/.exec(smtp.to(email)[0]!.text)![1]!.replace(/[.)>]+$/, '');
}

/** Hears of each submission of `kinds` at once, by e-mail. */
async function instantNotifications(token: string, kinds: Record<string, 'instant' | 'off'>) {
  const response = await fetch(`${baseURL}/api/admin/notifications/preferences`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ contact: 'off', consultation: 'off', application: 'off', ...kinds }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** A finger held on `from` (dnd-kit's touch sensor waits 250 ms), then slid to `to` and lifted. */
async function touchDrag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
) {
  const at = (p: { x: number; y: number }) => [{ x: Math.round(p.x), y: Math.round(p.y) }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
  await new Promise((r) => setTimeout(r, 450));
  for (let i = 1; i <= 10; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(p) });
    await new Promise((r) => setTimeout(r, 30));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * axe on the page scrolled to its top: scrolled down, a control that has gone under the sticky top
 * bar counts as a small target to axe (target-size), which it is not once scrolled to.
 */
async function expectAxeClean(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

const centre = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const box = (await selector.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test('a recruiter: sign in with the code, the application from its e-mail, resume, note, status, e-mail, board', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = new ApiClient(baseURL);
  const job = await owner.createJob({ title: unique('Phone Cloud Engineer') });
  const recruiter = await newTeamMember(request, baseURL, 'recruiter', {
    twoFactor: true,
    mailedLink: invitationLink,
  });
  await instantNotifications(recruiter.token, { application: 'instant' });

  // The installed app opens at its start_url; signed out, the sign-in page asks for the code.
  await page.goto('/admin/overview');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInOnPhone(page, recruiter.email, recruiter.password, recruiter.totp);
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A candidate applies; the recruiter's phone gets "New application" and its link is tapped.
  const name = unique('Grace Phone');
  const candidateEmail = `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const applicationId = await applyWithResume(request, job._id, name);
  const link = await notificationLink(recruiter.email, name);
  expect(new URL(link).pathname).toBe(`/admin/applications/${applicationId}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The resume: the page fits the width of its box; zoomed, it scrolls inside the box only.
  const resume = page.getByRole('region', { name: 'Resume: resume.pdf' });
  const pages = resume.getByRole('region', { name: 'Pages of resume.pdf' });
  const canvas = resume.getByRole('img', { name: 'Page 1 of 1' });
  await expect(canvas).toBeVisible();
  const boxWidth = (await pages.boundingBox())!.width;
  const fitted = (await canvas.boundingBox())!.width;
  expect(fitted).toBeGreaterThan(boxWidth * 0.85);
  expect(fitted).toBeLessThanOrEqual(boxWidth + 1);
  await resume.getByRole('button', { name: 'Zoom in' }).tap();
  await expect(resume.getByText('150%')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(fitted * 1.4);
  expect(await pages.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  await resume.getByRole('button', { name: 'Fit width' }).tap();
  await expect(resume.getByText('100%')).toBeVisible();
  // Turned sideways and back, the page is fitted to its box's width again each time (while it is
  // drawn again, the page's canvas is replaced: no box for a moment).
  const size = page.viewportSize()!;
  const canvasWidth = async () => (await canvas.boundingBox())?.width ?? NaN;
  await page.setViewportSize({ width: size.height, height: size.width });
  const turnedBox = (await pages.boundingBox())!.width;
  await expect.poll(canvasWidth).toBeGreaterThan(Math.max(turnedBox * 0.85, fitted * 1.3));
  await page.setViewportSize(size);
  await expect.poll(canvasWidth).toBeLessThan(fitted * 1.05);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download resume.pdf' }).tap();
  expect((await download).suggestedFilename()).toBe('resume.pdf');

  // A note.
  await page.getByLabel('New note').fill('Strong on Terraform; call on Monday.');
  await page.getByRole('button', { name: 'Add note' }).tap();
  await expect(page.getByTestId('note').first()).toContainText('Strong on Terraform');

  // The status (the phone's own picker).
  await page.getByRole('combobox', { name: 'Application status' }).selectOption('reviewing');
  await expect(page.getByRole('combobox', { name: 'Application status' })).toHaveValue('reviewing');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Reviewing');

  // The e-mail, written in a tunnel: offline, sending says so and the words stay on the phone...
  const emailForm = page.getByRole('region', { name: 'E-mail' });
  await emailForm.getByLabel('Template').selectOption({ label: 'Blank' });
  const words = 'Hello Grace,\n\nCould you talk on Monday at 10?';
  await emailForm.getByLabel('Message').fill(words);
  await page.context().setOffline(true);
  await emailForm.getByRole('button', { name: 'Send e-mail' }).tap();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await expect(emailForm.getByLabel('Message')).toHaveValue(words);
  // ...still there when the page is opened again, once back online; then sent.
  await page.context().setOffline(false);
  await page.reload();
  await expect(emailForm.getByText('Not sent yet: kept on this device from before.')).toBeVisible();
  await expect(emailForm.getByLabel('Message')).toHaveValue(words);
  await expect(page.getByText(/^You are offline\./)).toHaveCount(0);
  await emailForm.getByRole('button', { name: 'Send e-mail' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();
  await smtp.waitFor(() => smtp.to(candidateEmail).some((m) => m.text.includes('Monday at 10')));
  const sent = smtp.to(candidateEmail).find((m) => m.text.includes('Monday at 10'))!;
  expect(sent.replyTo).toContain(recruiter.email);
  await expectAxeClean(page);

  // The board, one column at a time: the card is under Reviewing; "Move to…" sends it on.
  await page.goto(`/admin/pipeline?job=${job._id}`);
  await expect(page.getByTestId('switch-received')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('column-reviewing')).toHaveCount(0);
  await page.getByTestId('switch-reviewing').tap();
  const reviewing = page.getByTestId('column-reviewing');
  await expect(reviewing.getByText(name)).toBeVisible();
  await reviewing.getByRole('button', { name: `Move to… (${name})` }).tap();
  const sheet = page.getByRole('dialog', { name: `Move ${name} to` });
  await expect(sheet.getByRole('button', { name: 'Reviewing (now)' })).toBeDisabled();
  await expectAxeClean(page);
  await sheet.getByRole('button', { name: 'Interviewed', exact: true }).tap();
  await expect(sheet).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} moved to Interviewed.` }),
  ).toBeVisible();
  await expect(reviewing.getByText(name)).toHaveCount(0);
  await expect(page.getByTestId('switch-interviewed')).toContainText('1');

  // By touch: held on its handle, slid onto another status of the switcher.
  await page.getByTestId('switch-interviewed').tap();
  const interviewed = page.getByTestId('column-interviewed');
  const handle = interviewed.getByRole('button', { name: `Move ${name}`, exact: true });
  await expect(handle).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await touchDrag(
    cdp,
    await centre(page, handle),
    await centre(page, page.getByTestId('switch-reviewing')),
  );
  await expect(interviewed.getByText(name)).toHaveCount(0);
  await expect(page.getByTestId('switch-reviewing')).toContainText('1');
  await expectNoSidewaysScroll(page);

  // The server kept it.
  await page.reload();
  await page.getByTestId('switch-reviewing').tap();
  await expect(page.getByTestId('column-reviewing').getByText(name)).toBeVisible();
});

test('a salesperson: the lead’s link after the session ended, sign in, back on the lead, assign to me, reply', async ({
  page,
  request,
}) => {
  const sales = await newTeamMember(request, baseURL, 'sales', {
    twoFactor: true,
    mailedLink: invitationLink,
  });
  await instantNotifications(sales.token, { consultation: 'instant' });
  const first = unique('Lena Phone');
  const leadEmail = `${first.replace(/\W+/g, '.').toLowerCase()}@example.com`;
  const id = await submitLead(request, 'consultation', first);
  const link = await notificationLink(sales.email, first);
  expect(new URL(link).pathname).toBe(`/admin/consultations/${id}`);

  // Signed out (this phone's session is over): the link leads through the sign-in to the lead.
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInOnPhone(page, sales.email, sales.password, sales.totp);
  await expect(page).toHaveURL(new RegExp(`/admin/consultations/${id}$`));
  await expect(page.getByRole('article', { name: 'Consultation request' })).toContainText(
    'cloud migration',
  );

  await page.getByRole('button', { name: 'Assign to me' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Assigned to you.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveValue(sales.id);

  const reply = page.getByRole('region', { name: 'E-mail' });
  await expect(reply.getByLabel('Subject')).toHaveValue('Re: your consultation request');
  await reply.getByLabel('Message').fill(`Hello ${first},\n\nI can call you tomorrow at 9.`);
  await reply.getByRole('button', { name: 'Send e-mail' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();
  await smtp.waitFor(() => smtp.to(leadEmail).some((m) => m.text.includes('tomorrow at 9')));
  const sent = smtp.to(leadEmail).find((m) => m.text.includes('tomorrow at 9'))!;
  expect(sent.subject).toBe('Re: your consultation request');
  expect(sent.replyTo).toContain(sales.email);
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('E-mail');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
});

test('an editor: unpublish a post, fix a typo in it and publish it again', async ({
  page,
  request,
  browser,
}) => {
  const owner = new ApiClient(baseURL);
  const title = unique('Phone Typo Post');
  const post = await owner.createBlog({
    title,
    content: '<p>Our migration playbook keeps teh lights on.</p>',
    imageUrl: '/images/hero.svg',
  });
  const editor = await newTeamMember(request, baseURL, 'editor', { mailedLink: invitationLink });
  await signInOnPhone(page, editor.email, editor.password);
  const visitor = await browser.newPage({ baseURL });

  // Unpublished from its card in the list: gone from the public blog.
  await openFromMenu(page, 'Dashboard');
  await page.getByRole('tab', { name: 'Blog Posts' }).tap();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox').fill(title);
  const card = panel.getByTestId('blog-row').filter({ hasText: title });
  await card.getByRole('button', { name: `Unpublish ${title}` }).tap();
  await expect(card).toContainText('Draft');
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();

  // The typo: tapped in the editor, the word chosen and typed over.
  await card.getByRole('link', { name: `Edit ${title}` }).tap();
  const content = page.getByRole('textbox', { name: 'Content' });
  await expect(content).toContainText('keeps teh lights on');
  const paragraph = content.locator('[data-slate-node="element"]', { hasText: 'keeps teh' });
  await paragraph.tap({ position: { x: 8, y: 8 } });
  await content.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf('teh');
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 3);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
  });
  // The editor takes the selection from the page's selectionchange.
  await page.waitForTimeout(100);
  await page.keyboard.type('the');
  await expect(content).toContainText('keeps the lights on');
  await page.getByLabel('Publish immediately').check();
  await page.getByRole('button', { name: 'Update Post' }).tap();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=blogs/);

  // Live again, spelled right.
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByText('Our migration playbook keeps the lights on.')).toBeVisible();
  await visitor.close();
});
