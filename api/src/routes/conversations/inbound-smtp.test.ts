/**
 * Replies come back into the product through the built-in SMTP receiver: a candidate answers the
 * acknowledgement with nodemailer, the reply lands on the application (its reply token), the
 * assignee hears of it (received by a real SMTP server), a second delivery changes nothing, an
 * out-of-office tells nobody, a bounce marks the address, the team answers from the thread with
 * the thread's headers, a 30 MB message is refused with 552 and a malformed one with 550, nothing
 * stored; what matches nothing waits in Unmatched to be attached or discarded; an erasure takes
 * the messages and their files.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationMessage,
  UnmatchedMessage,
} from '@northbeam/shared/contract/conversations';
import type {
  ApplicationDetail,
  ContactDetail,
  Overview,
} from '@northbeam/shared/contract/workspace';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { bounceReport, composeMail, receiverClient } from '../../../test/inbound-mail';
import { freePort } from '../../../test/pg-cluster';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const REPLY_DOMAIN = 'reply.northbeam.test';

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;
let recruiter: SignedIn;
let sales: SignedIn;
let client: ReturnType<typeof receiverClient>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const port = await freePort();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
    // INBOUND_MAX_BYTES left at its default (25 MB).
    inbound: { replyDomain: REPLY_DOMAIN, smtpPort: port, smtpHost: '127.0.0.1' },
  });
  call = http(server.url);
  owner = await server.signIn({ role: 'owner' });
  recruiter = await server.signIn({ role: 'recruiter' });
  sales = await server.signIn({ role: 'sales' });
  client = receiverClient(port);
});
afterAll(async () => {
  client?.close();
  await server?.close();
  await smtp?.stop();
});

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const stored = async () =>
  Number(((await server.db('conversation_messages').count({ n: '*' }).first()) as { n: string }).n);
const attachmentFiles = async () =>
  (await readdir(join(server.dataDir, 'uploads', 'attachments')).catch(() => [])).length;
const replyNotices = async () =>
  Number(
    (
      (await server
        .db('outbox')
        .where({ topic: 'reply-notification' })
        .count({ n: '*' })
        .first()) as { n: string }
    ).n,
  );
const application = async (id: string) =>
  (await call<ApplicationDetail>('GET', `/api/careers/applications/${id}`, as(recruiter))).body;
const incoming = (messages: ConversationMessage[]) => messages.filter((m) => m.direction === 'in');

const candidate = { email: 'grace@candidate.test', id: '', ackMessageId: '', replyTo: '' };
const REPLY_ID = '<reply-1.grace@candidate.test>';

describe('replies through the built-in SMTP receiver', () => {
  it('the acknowledgement carries a reply address of the application and a stable Message-ID', async () => {
    const job = await createJob(server.db, { title: 'Compiler Engineer' });
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Grace Hopper', email: candidate.email, phone: '+1 512 555 0199' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(applied.status).toBe(201);
    candidate.id = applied.body._id as string;
    await smtp.waitFor(() => smtp.to(candidate.email).length === 1);
    const ack = smtp.to(candidate.email)[0]!;
    expect(ack.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.northbeam\.test$/);
    expect(ack.messageId).toMatch(/^<[0-9a-f-]{36}@northbeam\.test>$/);
    candidate.replyTo = ack.replyTo;
    candidate.ackMessageId = ack.messageId;

    const assigned = await call('PUT', `/api/careers/applications/${candidate.id}/assignee`, {
      ...as(recruiter),
      json: { assigneeId: recruiter.staffId },
    });
    expect(assigned.status).toBe(200);
    const detail = await application(candidate.id);
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0]).toMatchObject({
      direction: 'out',
      automatic: true,
      to: candidate.email,
      subject: ack.subject,
    });
    // An acknowledgement is not a turn of the conversation.
    expect(detail.awaiting).toBeNull();
  });

  it('a reply sent with nodemailer lands on the application and notifies the assignee', async () => {
    const raw = await composeMail({
      from: `"Grace Hopper" <${candidate.email}>`,
      to: candidate.replyTo,
      subject: 'Re: We received your application for Compiler Engineer',
      text: 'Thank you! I can come on Tuesday.\n\nGrace',
      messageId: REPLY_ID,
      inReplyTo: candidate.ackMessageId,
      references: [candidate.ackMessageId],
      headers: {
        'Authentication-Results':
          'mx.northbeam.test; spf=pass smtp.mailfrom=candidate.test; dkim=pass header.d=candidate.test; dmarc=pass header.from=candidate.test',
      },
      attachments: [
        { filename: 'portfolio.pdf', content: fixture('resume.pdf') },
        { filename: 'notes.txt', content: 'plain notes' },
      ],
    });
    await client.sendRaw(raw, candidate.email, candidate.replyTo);

    const detail = await application(candidate.id);
    const [reply] = incoming(detail.messages);
    expect(reply).toMatchObject({
      from: `Grace Hopper <${candidate.email}>`,
      subject: 'Re: We received your application for Compiler Engineer',
      automatic: false,
      unexpectedSender: false,
      via: 'smtp',
      authResults: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
    });
    expect(reply!.text).toContain('I can come on Tuesday.');
    // Content-checked: the PDF is kept as one; the text file is named but not kept.
    expect(reply!.attachments).toEqual([
      expect.objectContaining({
        filename: 'portfolio.pdf',
        contentType: 'application/pdf',
        available: true,
      }),
      expect.objectContaining({ filename: 'notes.txt', available: false }),
    ]);
    expect(detail.awaiting).toBe('us');
    // The timeline shows both halves.
    expect(detail.activity.map((a) => a.text)).toContain(
      `Reply "Re: We received your application for Compiler Engineer" from Grace Hopper <${candidate.email}>`,
    );

    await smtp.waitFor(() =>
      smtp.to(recruiter.email).some((m) => m.subject.startsWith('Reply from')),
    );
    const notice = smtp.to(recruiter.email).find((m) => m.subject.startsWith('Reply from'))!;
    expect(notice.subject).toBe(
      'Reply from Grace Hopper: Re: We received your application for Compiler Engineer',
    );
    expect(notice.text).toContain('I can come on Tuesday.');
    expect(notice.text).toContain(`/admin/applications/${candidate.id}`);
    expect(notice.headers.get('auto-submitted')).toBe('auto-generated');
    expect(notice.headers.get('list-unsubscribe')).toMatch(/unsubscribe\?token=/);

    // The file, for roles that see applications only.
    const file = reply!.attachments[0]!;
    const path = `/api/careers/applications/${candidate.id}/attachments/${file.id}`;
    const download = await fetch(`${server.url}${path}`, {
      headers: { Authorization: `Bearer ${recruiter.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(fixture('resume.pdf'))).toBe(true);
    expect((await call('GET', path, as(sales))).status).toBe(403);

    // The lists filter on it, and the overview counts it.
    const waiting = await call('GET', '/api/careers/applications?awaiting=us', as(recruiter));
    expect(waiting.body.map((a: { _id: string }) => a._id)).toContain(candidate.id);
    expect(waiting.body.find((a: { _id: string }) => a._id === candidate.id).awaiting).toBe('us');
    const overview = await call<Overview>('GET', '/api/admin/overview', as(recruiter));
    expect(overview.body.kinds.find((k) => k.kind === 'application')!.awaitingUs).toBe(1);
  });

  it('the same message delivered twice appears once', async () => {
    const before = await stored();
    const noticesBefore = await replyNotices();
    const raw = await composeMail({
      from: candidate.email,
      to: candidate.replyTo,
      subject: 'Re: We received your application for Compiler Engineer',
      text: 'Thank you! I can come on Tuesday.\n\nGrace',
      messageId: REPLY_ID,
    });
    await client.sendRaw(raw, candidate.email, candidate.replyTo);
    await client.sendRaw(raw, candidate.email, candidate.replyTo);
    expect(await stored()).toBe(before);
    expect(await replyNotices()).toBe(noticesBefore);
    expect(incoming((await application(candidate.id)).messages)).toHaveLength(1);
  });

  it('an out-of-office reply is kept as automatic and notifies nobody', async () => {
    const notices = await replyNotices();
    await client.send({
      from: candidate.email,
      to: candidate.replyTo,
      subject: 'Out of Office: Re: We received your application',
      text: 'I am away until Monday.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    const detail = await application(candidate.id);
    const auto = incoming(detail.messages).find((m) => m.subject.startsWith('Out of Office'));
    expect(auto).toMatchObject({ automatic: true });
    expect(await replyNotices()).toBe(notices);
    // Not a turn: still the candidate's real reply that waits for us.
    expect(detail.awaiting).toBe('us');
  });

  it('a reply from the thread quotes the message and keeps its headers', async () => {
    const answered = await call('POST', `/api/careers/applications/${candidate.id}/reply`, {
      ...as(recruiter),
      json: { body: 'Tuesday at 10:00 then. See you!' },
    });
    expect(answered.status).toBe(201);
    // The thread names who of the team wrote it (the acknowledgement, the server's own, nobody).
    expect(answered.body.message).toMatchObject({
      direction: 'out',
      automatic: false,
      sentBy: recruiter.name || recruiter.email,
    });
    const subject = 'Re: We received your application for Compiler Engineer';
    await smtp.waitFor(() => smtp.to(candidate.email).some((m) => m.subject === subject));
    const sent = smtp.to(candidate.email).find((m) => m.subject === subject)!;
    expect(sent.headers.get('in-reply-to')).toBe(REPLY_ID);
    expect(sent.headers.get('references')).toBe(`${candidate.ackMessageId} ${REPLY_ID}`);
    expect(sent.replyTo).toBe(candidate.replyTo);
    expect(sent.text).toContain('Tuesday at 10:00 then.');
    expect(sent.text).toContain('> Thank you! I can come on Tuesday.');
    // Written by a person: not marked as automatic.
    expect(sent.headers.get('auto-submitted')).toBeUndefined();

    const detail = await application(candidate.id);
    expect(detail.awaiting).toBe('them');
    expect(detail.messages[0]).toMatchObject({ direction: 'out', automatic: true, sentBy: null });
    expect(detail.activity.some((a) => a.kind === 'email' && a.by === recruiter.name)).toBe(true);
    const them = await call('GET', '/api/careers/applications?awaiting=them', as(recruiter));
    expect(them.body.map((a: { _id: string }) => a._id)).toContain(candidate.id);
    const us = await call('GET', '/api/careers/applications?awaiting=us', as(recruiter));
    expect(us.body.map((a: { _id: string }) => a._id)).not.toContain(candidate.id);
    expect(
      (await call('GET', '/api/careers/applications?awaiting=soon', as(recruiter))).status,
    ).toBe(400);
  });

  it('a bounce marks the address on the application and the message as bounced', async () => {
    const subject = 'Re: We received your application for Compiler Engineer';
    const sent = smtp.to(candidate.email).find((m) => m.subject === subject)!;
    const notices = await replyNotices();
    await client.sendRaw(
      bounceReport(candidate.email, sent.messageId, '<bounce-1@mx.candidate.test>'),
      '',
      `bounces@${REPLY_DOMAIN}`,
    );
    const detail = await application(candidate.id);
    expect(detail.emailBounce?.reason).toContain('5.1.1');
    const out = detail.messages.find((m) => m.direction === 'out' && m.subject === subject)!;
    expect(out.bounced).toBe(true);
    const report = detail.messages.find((m) => m.bounce)!;
    expect(report).toMatchObject({ direction: 'in', automatic: true });
    expect(await replyNotices()).toBe(notices);
    // The Outbox shows it too.
    const outboxId = (await server.db('conversation_messages').where({ id: out.id }).first())!
      .outbox_id!;
    const row = await call('GET', `/api/admin/outbox/${outboxId}`, as(owner));
    expect(row.body.bouncedAt).toEqual(expect.any(String));
  });

  it('a reply with the right token from another address is kept and flagged', async () => {
    await client.send({
      from: 'assistant@other.test',
      to: candidate.replyTo,
      subject: 'On behalf of Grace',
      text: 'Grace asked me to confirm.',
    });
    const message = incoming((await application(candidate.id)).messages).find(
      (m) => m.subject === 'On behalf of Grace',
    );
    expect(message).toMatchObject({ unexpectedSender: true, from: 'assistant@other.test' });
  });

  it('an assignee who unsubscribed (one click, from the notice) hears of no more replies', async () => {
    const notice = smtp.to(recruiter.email).find((m) => m.subject.startsWith('Reply from'))!;
    // The link names PUBLIC_URL (unset here: localhost:3000); the same path on this server.
    const link = new URL(notice.headers.get('list-unsubscribe')!.slice(1, -1));
    const unsubscribed = await fetch(`${server.url}${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const notices = await replyNotices();
    await client.send({
      from: candidate.email,
      to: candidate.replyTo,
      subject: 'One more thing',
      text: 'Parking?',
    });
    expect(incoming((await application(candidate.id)).messages).map((m) => m.subject)).toContain(
      'One more thing',
    );
    expect(await replyNotices()).toBe(notices);
    // Back on: told again.
    await call('PUT', '/api/admin/notifications/preferences', {
      ...as(recruiter),
      json: { application: 'instant', contact: 'off', consultation: 'off' },
    });
    await client.send({
      from: candidate.email,
      to: candidate.replyTo,
      subject: 'And another',
      text: 'Lunch?',
    });
    expect(await replyNotices()).toBe(notices + 1);
  });

  it('a revoked reply address stops matching; the next e-mail carries a new one', async () => {
    const revoked = await call(
      'POST',
      `/api/careers/applications/${candidate.id}/reply-address/revoke`,
      as(recruiter),
    );
    expect(revoked.status).toBe(200);
    expect(
      await server.db('audit_log').where({ action: 'application.reply-address.revoke' }),
    ).toHaveLength(1);
    await client.send({
      from: 'someone@other.test',
      to: candidate.replyTo,
      subject: 'Old address',
      text: 'Does this still work?',
    });
    const subjects = (await application(candidate.id)).messages.map((m) => m.subject);
    expect(subjects).not.toContain('Old address');
    const unmatched = await call<UnmatchedMessage[]>(
      'GET',
      '/api/inbound/unmatched',
      as(recruiter),
    );
    const stray = unmatched.body.find((m) => m.subject === 'Old address')!;
    expect(stray).toBeDefined();
    expect((await call('DELETE', `/api/inbound/unmatched/${stray.id}`, as(recruiter))).status).toBe(
      204,
    );

    const emailed = await call('POST', `/api/careers/applications/${candidate.id}/email`, {
      ...as(recruiter),
      json: { subject: 'Directions', body: 'Hello {firstName}, take the north entrance.' },
    });
    expect(emailed.status).toBe(201);
    await smtp.waitFor(() => smtp.to(candidate.email).some((m) => m.subject === 'Directions'));
    const directions = smtp.to(candidate.email).find((m) => m.subject === 'Directions')!;
    expect(directions.replyTo).toMatch(/^reply\+[a-z2-7]{32}@reply\.northbeam\.test$/);
    expect(directions.replyTo).not.toBe(candidate.replyTo);
    candidate.replyTo = directions.replyTo;
  });

  it('a 30 MB message is refused with 552 and nothing is stored', async () => {
    const before = { messages: await stored(), files: await attachmentFiles() };
    const error = await client
      .send({
        from: candidate.email,
        to: candidate.replyTo,
        subject: 'My whole portfolio',
        text: 'Attached.',
        attachments: [{ filename: 'portfolio.pdf', content: Buffer.alloc(30 * 1024 * 1024, 0x25) }],
      })
      .then(
        () => undefined,
        (e: unknown) => e as { responseCode?: number; response?: string },
      );
    expect(error?.responseCode).toBe(552);
    expect(await stored()).toBe(before.messages);
    expect(await attachmentFiles()).toBe(before.files);
  });

  it('a malformed message is refused with a 5xx and nothing is stored', async () => {
    const before = await stored();
    const error = await client
      .sendRaw(Buffer.from('this is not an e-mail at all\r\n'), candidate.email, candidate.replyTo)
      .then(
        () => undefined,
        (e: unknown) => e as { responseCode?: number; response?: string },
      );
    expect(error?.responseCode).toBe(550);
    expect(error?.response).toMatch(/Malformed message/);
    expect(await stored()).toBe(before);
    // An address outside the reply domain is not taken at all.
    const elsewhere = await client
      .send({ from: candidate.email, to: 'someone@elsewhere.test', subject: 'x', text: 'y' })
      .then(
        () => undefined,
        (e: unknown) => e as { responseCode?: number },
      );
    expect(elsewhere?.responseCode).toBe(550);
  });
});

describe('Unmatched, and matching by sender', () => {
  it('a message that matches nothing waits in Unmatched; sales attach it to a lead', async () => {
    const lead = await call('POST', '/api/contact', {
      json: {
        firstName: 'Lena',
        lastName: 'Lead',
        email: 'lena@lead.test',
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'We need help.',
      },
    });
    expect(lead.status).toBe(201);
    const leadId = lead.body._id as string;

    await client.send({
      from: 'stranger@nowhere.test',
      to: `jobs@${REPLY_DOMAIN}`,
      subject: 'About my earlier call',
      text: 'We spoke on the phone.',
      messageId: '<stranger-1@nowhere.test>',
    });
    const list = await call<UnmatchedMessage[]>('GET', '/api/inbound/unmatched', as(sales));
    expect(list.status).toBe(200);
    const found = list.body.find((m) => m.subject === 'About my earlier call')!;
    expect(found).toMatchObject({ from: 'stranger@nowhere.test', via: 'smtp' });
    expect(list.headers.get('x-total-count')).toBe('1');

    const editor = await server.signIn({ role: 'editor' });
    expect((await call('GET', '/api/inbound/unmatched', as(editor))).status).toBe(403);
    // A recruiter sees Unmatched but cannot put a message on a lead.
    const refused = await call('POST', `/api/inbound/unmatched/${found.id}/attach`, {
      ...as(recruiter),
      json: { kind: 'contact', id: leadId },
    });
    expect(refused.status).toBe(403);
    const attached = await call('POST', `/api/inbound/unmatched/${found.id}/attach`, {
      ...as(sales),
      json: { kind: 'contact', id: leadId },
    });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ id: found.id, direction: 'in' });
    const detail = await call<ContactDetail>('GET', `/api/contact/${leadId}`, as(sales));
    expect(detail.body.messages.map((m) => m.subject)).toContain('About my earlier call');
    expect(detail.body.awaiting).toBe('us');
    expect(
      (await call<UnmatchedMessage[]>('GET', '/api/inbound/unmatched', as(sales))).body,
    ).toHaveLength(0);
    const audit = await server.db('audit_log').where({ action: 'inbound.attach' }).first();
    expect(audit).toMatchObject({ entity_type: 'contact', entity_id: leadId });

    // Nobody is assigned: the salespeople who chose instant e-mails about contact messages hear
    // of her replies.
    await call('PUT', '/api/admin/notifications/preferences', {
      ...as(sales),
      json: { application: 'off', contact: 'instant', consultation: 'off' },
    });
    // The lead writes again without a reply address: her one open item is found by address.
    await client.send({
      from: 'lena@lead.test',
      to: `sales@${REPLY_DOMAIN}`,
      subject: 'One more question',
      text: 'Do you also do audits?',
    });
    const again = await call<ContactDetail>('GET', `/api/contact/${leadId}`, as(sales));
    expect(again.body.messages.map((m) => m.subject)).toContain('One more question');
    await smtp.waitFor(() =>
      smtp
        .to(sales.email)
        .some((m) => m.subject === 'Reply from lena@lead.test: One more question'),
    );
  });

  it('a discarded message goes, and stays gone when delivered again', async () => {
    const raw = await composeMail({
      from: 'spammer@nowhere.test',
      to: `jobs@${REPLY_DOMAIN}`,
      subject: 'Buy now',
      text: 'Cheap.',
      messageId: '<spam-1@nowhere.test>',
      attachments: [{ filename: 'offer.pdf', content: fixture('resume.pdf') }],
    });
    const files = await attachmentFiles();
    await client.sendRaw(raw, 'spammer@nowhere.test', `jobs@${REPLY_DOMAIN}`);
    expect(await attachmentFiles()).toBe(files + 1);
    const [spam] = (await call<UnmatchedMessage[]>('GET', '/api/inbound/unmatched', as(sales)))
      .body;
    expect(spam).toMatchObject({ subject: 'Buy now' });
    const file = await call(
      'GET',
      `/api/inbound/unmatched/${spam!.id}/attachments/${spam!.attachments[0]!.id}`,
      as(sales),
    );
    expect(file.status).toBe(200);
    expect((await call('DELETE', `/api/inbound/unmatched/${spam!.id}`, as(sales))).status).toBe(
      204,
    );
    expect(await attachmentFiles()).toBe(files);
    expect((await call('GET', `/api/inbound/unmatched/${spam!.id}`, as(sales))).status).toBe(404);
    await client.sendRaw(raw, 'spammer@nowhere.test', `jobs@${REPLY_DOMAIN}`);
    expect(
      (await call<UnmatchedMessage[]>('GET', '/api/inbound/unmatched', as(sales))).body,
    ).toHaveLength(0);
  });
});

describe('erasure', () => {
  it('takes the messages of the person and their attachment files', async () => {
    expect(await attachmentFiles()).toBeGreaterThan(0);
    const erased = await call('POST', '/api/admin/privacy/erase', {
      ...as(owner),
      json: { email: candidate.email },
    });
    expect(erased.status).toBe(200);
    expect(erased.body.messages).toBeGreaterThanOrEqual(6);
    expect(erased.body.attachmentFiles).toBe(1);
    expect(await attachmentFiles()).toBe(0);
    const left = await server
      .db('conversation_messages')
      .whereRaw('lower(from_address) = ? or lower(to_address) = ?', [
        candidate.email,
        candidate.email,
      ]);
    expect(left).toHaveLength(0);
    expect(await server.db('reply_tokens').where({ subject_id: candidate.id })).toHaveLength(0);
  });
});
