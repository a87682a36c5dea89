/**
 * The conversation on an item's page (issue 30), against the e2e server, which gives every e-mail
 * a `reply+{token}@` address and takes replies by the relay's signed webhook: an e-mail written in
 * the thread shows there with its delivery state; the candidate's answer (with a quote, an HTML
 * part, a PDF and the relay's sender checks) comes back into the thread with its new text first;
 * the item, its list row and the Overview say "awaiting us", and the lists' filter finds it; a
 * reply from the thread keeps the thread's headers. Auto-replies and unexpected senders are
 * marked. Checked at 1280×720 and at phone widths (390×844, 360), with axe.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser';
import { ApiClient, unique } from '../support/api-client';
import { deliverMail } from '../support/inbound-mail';
import { fixtureBytes } from '../support/api-client';
import { Dashboard, signIn } from './support/admin';
import { applyAs, expectNoSidewaysScroll, ownerApi, sentEmail } from './support/conversation';

/** A unique address, long enough to have to wrap on a phone. */
const addressOf = (name: string) =>
  `${name.replace(/\W+/g, '.').toLowerCase()}.with-a-rather-long-address@candidate-mail.example`;

const message = (thread: Locator, name: string | RegExp) => thread.getByRole('article', { name });

test.describe('the conversation of an application', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page);
  });

  test('an e-mail from the thread, the answer in it, awaiting us, the filter, a reply in the same thread', async ({
    page,
    request,
    baseURL,
  }) => {
    // A long story on a shared, busy machine: every step below waits for what a person would see.
    test.setTimeout(180_000);
    const api = await ownerApi(baseURL!);
    const job = await new ApiClient(baseURL!).createJob({ title: unique('Thread Engineer') });
    const name = unique('Mae Thread');
    const first = name.split(' ')[0]!;
    const email = addressOf(name);
    const applicationId = await applyAs(request, job._id, name, email);
    // Another applicant of the same search who does not answer: the filter leaves them out.
    const quiet = `${name} Quiet`;
    await applyAs(request, job._id, quiet, addressOf(quiet));
    const remoteLoads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('tracker.example')) remoteLoads.push(r.url());
    });

    await page.goto(`/admin/applications/${applicationId}`);
    const thread = page.getByRole('region', { name: 'Conversation' });
    // The acknowledgement is the first message: the server's own, marked automatic.
    const ack = message(thread, /^Sent by Northbeam Technologies/);
    await expect(ack).toContainText(`We received your application for ${job.title}`);
    await expect(ack.getByRole('list', { name: 'Marks' })).toContainText('Automatic');

    // "Write": a new e-mail from a template, in the thread.
    const form = thread.getByRole('region', { name: 'E-mail' });
    await form.getByLabel('Template').selectOption({ label: 'Invite to an interview' });
    await form.getByRole('button', { name: 'Send e-mail' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'No mail server is configured' }),
    ).toBeVisible();
    const invitation = message(thread, /^Sent by /).filter({
      hasText: `Interview for ${job.title}`,
    });
    // Its delivery state follows the outbox by itself (no mail server here: "Not sent").
    await expect(invitation.getByRole('list', { name: 'Marks' })).toContainText('Not sent');
    await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting them');

    // The candidate answers from their mail program.
    const sent = await sentEmail(api, applicationId, `Interview for ${job.title}`);
    expect(sent.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.northbeam\.test$/);
    // A mail program's Date has whole seconds, and the thread orders by it: the answer is written
    // at least a second after the e-mail it answers, as any person's would be.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const replyId = `<${Date.now()}.mae@candidate-mail.example>`;
    await deliverMail(baseURL!, {
      from: `${name} <${email}>`,
      to: sent.replyTo,
      subject: `Re: Interview for ${job.title}`,
      messageId: replyId,
      inReplyTo: sent.messageId,
      references: [sent.messageId],
      headers: {
        'Authentication-Results':
          'mx.northbeam.test; spf=pass smtp.mailfrom=candidate-mail.example; dkim=pass header.d=candidate-mail.example; dmarc=pass header.from=candidate-mail.example',
      },
      text: [
        'Tuesday at 10:00 works for me. My references are attached.',
        '',
        '-- ',
        `${name}`,
        'Astronaut',
        '',
        `On Tue, 24 Nov 2026 14:05:00 GMT, Northbeam Technologies <${sent.replyTo}> wrote:`,
        `> Hello ${first},`,
        '>',
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
    const frame = answer.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
    const whole = answer.frameLocator('iframe');
    await expect(whole.getByText('Which of these times suit you?')).toBeVisible();
    await expect(whole.locator('img[src]')).toHaveCount(0);
    expect(remoteLoads).toEqual([]);

    // The PDF is read in the page like a resume; the file that was not kept is only named.
    const files = answer.getByRole('list', { name: 'Attachments' });
    await expect(files).toContainText('notes.zip');
    await expect(files).toContainText('not kept');
    await files.getByRole('button', { name: 'View references.pdf' }).click();
    const pdf = answer.getByRole('region', { name: 'Attachment: references.pdf' });
    await expect(pdf.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
    await expect(pdf.getByTestId('attachment-text')).toHaveText('Jane Doe - Resume');
    await expectNoAxeViolations(page);

    // On a phone: the same thread, nothing wider than the screen.
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(frame).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expectNoAxeViolations(page);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/thread-360.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The list says whose turn it is, and its filter finds the ones awaiting us.
    const dashboard = new Dashboard(page);
    await dashboard.open('applications');
    await dashboard.search(name);
    await expect(dashboard.row(quiet)).toBeVisible();
    await expect(dashboard.row(email)).toContainText('Awaiting us');
    await dashboard.panel.getByRole('button', { name: 'Awaiting us' }).click();
    await expect(dashboard.row(email)).toBeVisible();
    await expect(dashboard.row(quiet)).toHaveCount(0);

    // The Overview counts it and leads to that filtered list.
    await page.getByRole('link', { name: 'Overview' }).click();
    const applications = page.getByTestId('overview-application-awaiting');
    await expect(applications).toContainText(/[1-9]\d* awaiting us/);
    await applications.getByRole('link').click();
    await expect(page).toHaveURL(/tab=applications&awaiting=us/);
    await expect(dashboard.panel.getByRole('button', { name: 'Awaiting us' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dashboard.search(name);
    await expect(dashboard.row(email)).toBeVisible();
    await expect(dashboard.row(quiet)).toHaveCount(0);

    // A reply from the thread, quoting the answer.
    await page.goto(`/admin/applications/${applicationId}`);
    await answer.getByRole('button', { name: /^Reply/ }).click();
    const reply = thread.getByRole('region', { name: `Reply to ${name} <${email}>` });
    await expect(reply.getByLabel('Subject')).toHaveValue(`Re: Interview for ${job.title}`);
    await expect(reply.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expect(reply.getByLabel('Quote their message below mine')).toBeChecked();
    await reply.getByRole('textbox', { name: 'Message' }).fill('See you on Tuesday at 10:00.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'the reply waits in the Outbox' }),
    ).toBeVisible();
    await expect(reply).toHaveCount(0);
    await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting them');
    await expect(
      message(thread, /^Sent by /).filter({ hasText: 'See you on Tuesday at 10:00.' }),
    ).toContainText(`Re: Interview for ${job.title}`);

    // What goes out keeps the thread: In-Reply-To the answer, References the whole chain.
    const answered = await sentEmail(api, applicationId, `Re: Interview for ${job.title}`);
    expect(answered.headers?.['In-Reply-To']).toBe(replyId);
    expect(answered.headers?.References).toBe(`${sent.messageId} ${replyId}`);
    expect(answered.text).toContain('> Tuesday at 10:00 works for me.');
  });

  test('an auto-reply is kept but marked automatic; an answer from another address is marked', async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await ownerApi(baseURL!);
    const job = await new ApiClient(baseURL!).createJob({ title: unique('Away Engineer') });
    const name = unique('Otto Away');
    const email = addressOf(name);
    const applicationId = await applyAs(request, job._id, name, email);
    const ack = await sentEmail(api, applicationId, /^We received your application/);
    expect(ack.replyTo).toMatch(/@reply\.northbeam\.test$/);

    await deliverMail(baseURL!, {
      from: email,
      to: ack.replyTo,
      subject: `Out of Office: ${ack.subject}`,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am away until Monday.',
    });
    await deliverMail(baseURL!, {
      from: 'Pat Assistant <pat.assistant@another-company.example>',
      to: ack.replyTo,
      subject: `Re: ${ack.subject}`,
      text: `${name} asked me to say they are still interested.`,
    });

    await page.goto(`/admin/applications/${applicationId}`);
    const thread = page.getByRole('region', { name: 'Conversation' });
    const away = message(thread, new RegExp(`^Received from ${email}`));
    await expect(away).toContainText('I am away until Monday.');
    await expect(away.getByRole('list', { name: 'Marks' })).toHaveText('Automatic');
    // Never answered: no Reply on it.
    await expect(away.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
    await expect(away).toContainText('Sender checks: none came with it');

    const stranger = message(thread, /^Received from Pat Assistant/);
    await expect(stranger.getByRole('list', { name: 'Marks' })).toHaveText(
      'From an unexpected sender',
    );
    await expect(stranger.getByRole('button', { name: /^Reply/ })).toBeVisible();
    // The auto-reply does not count as a turn; the assistant's words do.
    await expect(thread.getByTestId('awaiting')).toHaveText('Awaiting us');
    await expectNoAxeViolations(page);
  });
});
