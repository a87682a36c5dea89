/**
 * Conversations in the admin (issue 30), against the real API with a real SMTP server: every
 * e-mail from an item has a `reply+{token}@` address, answers come back by the relay's signed
 * webhook or the built-in SMTP receiver. An e-mail written in an application's thread reaches the
 * candidate; their answer (a quote, a signature, an HTML part, a PDF, the relay's sender checks)
 * comes back into the thread, new text first; the item, its list row and the Overview say
 * "awaiting us" and the lists filter on it; a reply from the thread on a phone reaches the
 * candidate in the same thread of their mail program; auto-replies and other senders are marked;
 * a message that matched nothing is attached to a lead from the Unmatched page, another discarded;
 * a role without incoming mail has no Unmatched. One server for all (serial), desktop (1280×720)
 * and phone (390×844, and 360) sizes, axe on every page shown.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bounceReport, receiverClient } from '../../../api/test/inbound-mail';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../../api/test/smtp';
import { ApiClient, fixtureBytes, unique } from '../support/api-client';
import { freePort, startApiProcess, type ApiProcess } from '../support/api-process';
import { expectNoAxeViolations } from '../support/browser';
import { deliverMail, deliverRaw, E2E_INBOUND } from '../support/inbound-mail';
import { applyAs, expectNoSidewaysScroll, signInAt, writeAsLead } from './support/conversation';

test.describe.configure({ mode: 'serial' });

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

let smtp: TestSmtp;
let api: ApiProcess;
let inboundPort: number;

/** The candidate of the first tests, and what went between them and the team. */
const candidate = {
  name: '',
  email: '',
  applicationId: '',
  jobTitle: '',
  /** The invitation as it reached them. */
  invitation: undefined as ReceivedMail | undefined,
  /** Their answer's Message-ID. */
  answerId: '',
};

/** A unique address, long enough to have to wrap on a phone. */
const addressOf = (name: string) =>
  `${name.replace(/\W+/g, '.').toLowerCase()}.with-a-rather-long-address@candidate-mail.example`;

const message = (thread: Locator, name: string | RegExp) => thread.getByRole('article', { name });
const threadOf = (page: Page) => page.getByRole('region', { name: 'Conversation' });

/** The e-mail that reached `to` with this subject (waits for it). */
async function received(to: string, subject: string): Promise<ReceivedMail> {
  await smtp.waitFor(() => smtp.to(to).some((m) => m.subject === subject), 30_000);
  return smtp.to(to).find((m) => m.subject === subject)!;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startTestSmtp();
  inboundPort = await freePort();
  api = await startApiProcess({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: '"Northbeam Technologies" <no-reply@northbeam.test>',
      OUTBOX_POLL_SECONDS: '0.5',
      FORM_MIN_FILL_MS: '0',
      REPLY_DOMAIN: E2E_INBOUND.replyDomain,
      INBOUND_WEBHOOK_SECRET: E2E_INBOUND.webhookSecret,
      INBOUND_SMTP_PORT: String(inboundPort),
    },
  });
});
test.afterAll(async () => {
  await api?.stop();
  await smtp?.stop();
});

test('desktop: an e-mail from the thread reaches the candidate, their answer comes back into it, the lists filter on whose turn it is', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const job = await new ApiClient(api.url).createJob({ title: unique('Thread Engineer') });
  candidate.jobTitle = job.title;
  candidate.name = unique('Mae Thread');
  candidate.email = addressOf(candidate.name);
  const { name, email } = candidate;
  candidate.applicationId = await applyAs(request, api.url, job._id, name, email);
  // Another applicant of the same search who does not answer: the filters leave them out.
  const quiet = `${name} Quiet`;
  await applyAs(request, api.url, job._id, quiet, addressOf(quiet));
  const remoteLoads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('tracker.example')) remoteLoads.push(r.url());
  });

  await signInAt(page, api.url);
  await page.goto(`${api.url}/admin/applications/${candidate.applicationId}`);
  const thread = threadOf(page);
  // The acknowledgement is the first message: the server's own, marked automatic.
  const ack = message(thread, /^Sent by Northbeam Technologies/);
  await expect(ack).toContainText(`We received your application for ${job.title}`);
  await expect(ack.getByRole('list', { name: 'Marks' })).toContainText('Automatic');

  // A new e-mail from a template, written in the thread: it reaches the candidate.
  const form = thread.getByRole('region', { name: 'E-mail' });
  await form.getByLabel('Template').selectOption({ label: 'Invite to an interview' });
  await form.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mail queued.' })).toBeVisible();
  const subject = `Interview for ${job.title}`;
  const invitation = await received(email, subject);
  candidate.invitation = invitation;
  expect(invitation.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.northbeam\.test$/);
  const sent = message(thread, /^Sent by /).filter({ hasText: subject });
  // Its delivery state follows the outbox by itself.
  await expect(sent.getByRole('list', { name: 'Marks' })).toHaveText('Sent');
  await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting them');

  // The candidate answers from their mail program; the relay posts it to the signed webhook. A
  // mail program's Date has whole seconds, and the thread orders by it: the answer is written at
  // least a second after the e-mail it answers, as any person's would be.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  candidate.answerId = `<${Date.now()}.mae@candidate-mail.example>`;
  await deliverMail(api.url, {
    from: `${name} <${email}>`,
    to: invitation.replyTo,
    subject: `Re: ${subject}`,
    messageId: candidate.answerId,
    inReplyTo: invitation.messageId,
    references: [invitation.messageId],
    headers: {
      'Authentication-Results':
        'mx.northbeam.test; spf=pass smtp.mailfrom=candidate-mail.example; dkim=pass header.d=candidate-mail.example; dmarc=pass header.from=candidate-mail.example',
    },
    text: [
      'Tuesday at 10:00 works for me. My references are attached.',
      '',
      '-- ',
      name,
      'Astronaut',
      '',
      `On Tue, 24 Nov 2026 14:05:00 GMT, Northbeam Technologies <${invitation.replyTo}> wrote:`,
      '> We would like to meet you. Which of these times suit you?',
    ].join('\n'),
    html: `<p>Tuesday at 10:00 works for me. My references are attached.</p><img src="https://tracker.example/open.gif" alt=""><blockquote><p>We would like to meet you. Which of these times suit you?</p></blockquote>`,
    attachments: [
      { filename: 'references.pdf', content: fixtureBytes('resume.pdf') },
      { filename: 'notes.zip', content: Buffer.from('PK\u0003\u0004 not kept') },
    ],
  });

  await page.reload();
  const answer = message(thread, new RegExp(`^Received from ${name}`));
  // Oldest first: the acknowledgement, the invitation, the answer.
  await expect(thread.getByRole('article')).toHaveCount(3);
  await expect(thread.getByRole('article').nth(0)).toHaveAccessibleName(/^Sent by Northbeam/);
  await expect(thread.getByRole('article').nth(1)).toContainText(subject);
  await expect(thread.getByRole('article').nth(2)).toHaveAccessibleName(
    new RegExp(`^Received from ${name}`),
  );
  // The new text first: the signature and the quoted history folded.
  await expect(answer.getByTestId('message-text')).toHaveText(
    'Tuesday at 10:00 works for me. My references are attached.',
  );
  await expect(answer).toContainText('Quoted history and signature folded.');
  await expect(answer).not.toContainText('Which of these times suit you?');
  await expect(answer.getByRole('list', { name: 'Marks' })).toHaveCount(0);
  await expect(answer).toContainText('SPF pass');
  await expect(answer).toContainText('DKIM pass');
  await expect(answer).toContainText('DMARC pass');
  await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting us');

  // The original, always there: its HTML in a sandboxed frame, the tracking picture gone.
  await answer.getByRole('button', { name: 'Show the whole message' }).click();
  await expect(answer.locator('iframe')).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
  const whole = answer.frameLocator('iframe');
  await expect(whole.getByText('Which of these times suit you?')).toBeVisible();
  await expect(whole.locator('img[src]')).toHaveCount(0);
  expect(remoteLoads).toEqual([]);

  // The PDF downloads and is read in the page like a resume; the file not kept is only named.
  const files = answer.getByRole('list', { name: 'Attachments' });
  await expect(files).toContainText('notes.zip');
  await expect(files).toContainText('not kept');
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download references.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('references.pdf');
  expect((await readFile((await download.path())!)).equals(fixtureBytes('resume.pdf'))).toBe(true);
  await files.getByRole('button', { name: 'View references.pdf' }).click();
  const pdf = answer.getByRole('region', { name: 'Attachment: references.pdf' });
  await expect(pdf.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await expect(pdf.getByTestId('attachment-text')).toHaveText('Jane Doe - Resume');
  await expectNoAxeViolations(page);

  // The list says whose turn it is, and filters on it.
  await page.goto(`${api.url}/admin/dashboard?tab=applications`);
  const panel = page.getByRole('tabpanel');
  const row = (text: string) => panel.getByRole('row').filter({ hasText: text });
  await panel.getByRole('searchbox').fill(name);
  await expect(row(quiet)).toBeVisible();
  await expect(row(email)).toContainText('Awaiting us');
  const filter = panel.getByLabel('Conversation filter for job applications');
  await filter.selectOption({ label: 'Awaiting them' });
  await expect(row(email)).toHaveCount(0);
  await expect(row(quiet)).toHaveCount(0);
  await filter.selectOption({ label: 'Awaiting us' });
  await expect(row(email)).toBeVisible();
  await expect(row(quiet)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  // The list has become cards (it re-renders when the width crosses the phone's).
  await expect(panel.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);

  // The Overview counts it and leads to that filtered list.
  await page.getByRole('link', { name: 'Overview' }).click();
  const awaiting = page.getByTestId('overview-application-awaiting');
  await expect(awaiting).toContainText('1 awaiting us');
  await awaiting.getByRole('link').click();
  await expect(page).toHaveURL(/tab=applications&awaiting=us/);
  await expect(filter).toHaveValue('us');
  await expect(row(email)).toBeVisible();
  await expect(row(quiet)).toHaveCount(0);
});

test('phone: a reply from the thread reaches the candidate in the same thread of their mail program', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { name, email, applicationId, invitation, answerId } = candidate;
  expect(invitation, 'the first test ran').toBeDefined();
  await page.setViewportSize(PHONE);
  await signInAt(page, api.url);
  await page.goto(`${api.url}/admin/applications/${applicationId}`);
  const thread = threadOf(page);
  const answer = message(thread, new RegExp(`^Received from ${name}`));
  await expect(answer).toBeVisible();
  // The whole thread at phone widths, the answer's HTML and PDF open: nothing wider than the screen.
  await answer.getByRole('button', { name: 'Show the whole message' }).click();
  await answer.getByRole('button', { name: 'View references.pdf' }).click();
  await expect(answer.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSidewaysScroll(page);
  }
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);

  await answer.getByRole('button', { name: /^Reply/ }).click();
  const reply = thread.getByRole('region', { name: `Reply to ${name} <${email}>` });
  const subject = `Re: Interview for ${candidate.jobTitle}`;
  await expect(reply.getByLabel('Subject')).toHaveValue(subject);
  await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(reply.getByLabel('Quote their message below mine')).toBeChecked();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await reply.getByRole('textbox', { name: 'Message' }).fill('See you on Tuesday at 10:00.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply queued.' })).toBeVisible();
  await expect(reply).toHaveCount(0);

  // It reaches the candidate, answering theirs: their mail program threads it.
  const mail = await received(email, subject);
  expect(mail.text).toContain('See you on Tuesday at 10:00.');
  expect(mail.text).toContain('> Tuesday at 10:00 works for me.');
  expect(mail.headers.get('in-reply-to')).toBe(answerId);
  expect(mail.headers.get('references')).toBe(`${invitation!.messageId} ${answerId}`);
  expect(mail.replyTo).toBe(invitation!.replyTo);

  // The thread shows it last, sent; it is their turn.
  const mine = thread.getByRole('article').last();
  await expect(mine).toContainText('See you on Tuesday at 10:00.');
  // Written by someone of the team, not the server.
  await expect(mine).toHaveAccessibleName(/^Sent by (?!Northbeam)/);
  await expect(mine.getByRole('list', { name: 'Marks' })).toHaveText('Sent');
  await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting them');
  await expectNoSidewaysScroll(page);
});

test('desktop: an auto-reply is kept but marked automatic and never answered, an answer from another address is marked, a bounce marks the address; a revoked reply address routes no more', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const job = await new ApiClient(api.url).createJob({ title: unique('Away Engineer') });
  const name = unique('Otto Away');
  const email = addressOf(name);
  const applicationId = await applyAs(request, api.url, job._id, name, email);
  const ack = await received(email, `We received your application for ${job.title}`);

  await deliverMail(api.url, {
    from: email,
    to: ack.replyTo,
    subject: `Out of Office: ${ack.subject}`,
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: 'I am away until Monday.',
  });
  await deliverMail(api.url, {
    from: 'Pat Assistant <pat.assistant@another-company.example>',
    to: ack.replyTo,
    subject: `Re: ${ack.subject}`,
    text: `${name} asked me to say they are still interested.`,
  });

  await signInAt(page, api.url);
  await page.goto(`${api.url}/admin/applications/${applicationId}`);
  const thread = threadOf(page);
  const away = message(thread, new RegExp(`^Received from ${email}`));
  await expect(away).toContainText('I am away until Monday.');
  await expect(away.getByRole('list', { name: 'Marks' })).toHaveText('Automatic');
  await expect(away.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
  await expect(away).toContainText('Sender checks: none came with it');

  const stranger = message(thread, /^Received from Pat Assistant/);
  await expect(stranger.getByRole('list', { name: 'Marks' })).toHaveText(
    'From an unexpected sender',
  );
  await expect(stranger.getByRole('button', { name: /^Reply/ })).toBeVisible();
  // The auto-reply is not a turn; the assistant's words are.
  await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting us');
  await expectNoAxeViolations(page);

  // The address stops working: the delivery failure report marks it and the message it answers.
  await deliverRaw(api.url, bounceReport(email, ack.messageId, `<bounce.${Date.now()}@mx.test>`));
  await page.reload();
  await expect(thread.getByTestId('email-bounce')).toContainText(`Mail to ${email} bounces`);
  await expect(thread.getByTestId('email-bounce')).toContainText('5.1.1');
  const acknowledgement = message(thread, /^Sent by Northbeam/);
  await expect(acknowledgement.getByRole('list', { name: 'Marks' })).toContainText('Bounced');
  const report = thread.getByRole('article').filter({
    has: page.getByRole('listitem').filter({ hasText: 'Delivery failure report' }),
  });
  await expect(report).toHaveCount(1);
  await expect(report.getByRole('button', { name: /^Reply/ })).toHaveCount(0);

  // Revoked, the reply address no longer reaches the item: the assistant's next words wait in
  // Unmatched (and are discarded there).
  await thread.getByRole('button', { name: 'Revoke the reply address' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reply address revoked: the next e-mail' }),
  ).toBeVisible();
  await deliverMail(api.url, {
    from: 'Pat Assistant <pat.assistant@another-company.example>',
    to: ack.replyTo,
    subject: `Re: ${ack.subject}`,
    text: 'One more thing from the assistant.',
  });
  await page.reload();
  await expect(thread).not.toContainText('One more thing from the assistant.');
  await page.goto(`${api.url}/admin/unmatched`);
  const waiting = message(page.getByRole('main'), /^Received from Pat Assistant/);
  await expect(waiting).toContainText('One more thing from the assistant.');
  await waiting.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('Nothing waits here')).toBeVisible();
});

test('phone and desktop: a message that matched nothing is attached to a lead from Unmatched, another is discarded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = unique('Lena').replace(/\s+/g, '');
  const leadName = `${first} Lead`;
  const leadEmail = `${first.toLowerCase()}@lead-company.example`;
  const leadId = await writeAsLead(request, api.url, first, 'Lead', leadEmail);
  // She is acknowledged; her colleague writes afterwards. A mail program's Date has whole
  // seconds, and the thread orders by it: a second later, as any person's reply would be.
  await received(leadEmail, 'We received your message');
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  // Her colleague writes from an address of their own to a reply address with no token: no
  // token, no thread, no item of that sender. Through the built-in SMTP receiver, as an MX would.
  const colleague = `procurement.${first.toLowerCase()}@lead-company-purchasing.example`;
  const mailer = receiverClient(inboundPort);
  try {
    await mailer.send({
      from: `Purchasing <${colleague}>`,
      to: `hello@${E2E_INBOUND.replyDomain}`,
      subject: `Purchase order for ${leadName}'s migration`,
      text: `Please find the purchase order for ${leadName}'s cloud migration attached.`,
      attachments: [{ filename: 'purchase-order.pdf', content: fixtureBytes('resume.pdf') }],
    });
    await mailer.send({
      from: `Prize Desk <prizes.${first.toLowerCase()}@lottery.example>`,
      to: `hello@${E2E_INBOUND.replyDomain}`,
      subject: `${first}, you have won`,
      text: 'Claim your prize now.',
    });
  } finally {
    mailer.close();
  }

  await page.setViewportSize(PHONE);
  await signInAt(page, api.url);
  // On a phone the menu is a drawer behind its button.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Unmatched' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unmatched mail' })).toBeVisible();
  const order = message(page.getByRole('main'), /^Received from Purchasing/);
  const prize = message(page.getByRole('main'), /^Received from Prize Desk/);
  await expect(order).toContainText(`Purchase order for ${leadName}'s migration`);
  await expect(order.getByRole('list', { name: 'Attachments' })).toContainText(
    'purchase-order.pdf',
  );
  await expect(prize).toBeVisible();
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSidewaysScroll(page);
  }
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);

  // Discard the prize: confirmed, then gone.
  await prize.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discarded the message' })).toBeVisible();
  await expect(prize).toHaveCount(0);

  // Attach the order: the sender's address finds nothing; the lead's name does.
  await order.getByRole('button', { name: /^Attach to/ }).click();
  const picker = page.getByRole('region', { name: 'Attach to an item' });
  await expect(picker.getByLabel('Search by e-mail or name')).toHaveValue(colleague);
  await expect(picker).toContainText('Nothing found');
  await picker.getByLabel('Kind').selectOption({ label: 'Contact messages' });
  await picker.getByLabel('Search by e-mail or name').fill(first);
  const choices = picker.getByRole('list', { name: 'Contact messages found' });
  await expect(choices).toContainText(leadEmail);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await choices.getByRole('button', { name: `Attach to ${leadName}` }).click();
  const done = page.getByRole('status').filter({ hasText: `Attached to ${leadName}` });
  await expect(done).toBeVisible();
  await expect(order).toHaveCount(0);
  await expect(page.getByText('Nothing waits here')).toBeVisible();

  // The lead's thread now has it, after her acknowledgement; it is our turn.
  await done.getByRole('link', { name: `Open ${leadName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${leadId}$`));
  const thread = threadOf(page);
  const attached = message(thread, /^Received from Purchasing/);
  await expect(attached).toContainText(`Please find the purchase order for ${leadName}`);
  await expect(attached.getByRole('list', { name: 'Attachments' })).toContainText(
    'purchase-order.pdf',
  );
  await expect(thread.getByRole('article').first()).toHaveAccessibleName(/^Sent by Northbeam/);
  await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting us');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a role without incoming mail has no Unmatched page', async ({ page, browser }) => {
  const email = `${unique('ed').replace(/\s+/g, '')}@northbeam.test`;
  const password = 'editor-password-long-enough';
  const owner = await new ApiClient(api.url).login();
  const invited = await page.request.post(`${api.url}/api/admin/invitations`, {
    headers: { Authorization: `Bearer ${owner}` },
    data: { email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await smtp.waitFor(() => smtp.to(email).length > 0);
  const link = /https?:\/\/\S+\/admin\/accept-invitation\?token=([\w-]+)/.exec(
    smtp.to(email).at(-1)!.text,
  );
  const accepted = await page.request.post(`${api.url}/api/admin/invitations/accept`, {
    data: { token: link?.[1], name: 'Eddie Editor', password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  const context = await browser.newContext({ viewport: PHONE });
  const editor = await context.newPage();
  await signInAt(editor, api.url, { email, password });
  const menu = editor.getByRole('navigation', { name: 'Admin menu' });
  await editor.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Unmatched' })).toHaveCount(0);
  await editor.goto(`${api.url}/admin/unmatched`);
  await expect(editor.getByRole('alert')).toHaveText('Your role does not include incoming mail.');
  await context.close();
});
