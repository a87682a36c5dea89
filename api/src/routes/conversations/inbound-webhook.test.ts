import type { EmailContent } from '@northbeam/shared/contract/notifications';
/**
 * POST /api/inbound/email from a mail relay service: the raw message signed as Standard Webhooks
 * (`Webhook.sign` of the `standardwebhooks` library, as a relay would). A good signature is taken
 * (once, whatever the retries), a bad one refused with 401, a 30 MB message with 413 and a
 * malformed one with 400, nothing stored.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApi } from '@northbeam/shared/api-client/admin-api';
import { createFetchTransport } from '@northbeam/shared/api-client/transport';
import type { ContactDetail } from '@northbeam/shared/contract/workspace';
import { http } from '../../../test/http';
import { composeMail } from '../../../test/inbound-mail';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let server: TestServer;
let call: ReturnType<typeof http>;
let sales: SignedIn;

beforeAll(async () => {
  server = await startTestServer({
    inbound: { replyMailbox: 'replies@northbeam.test', webhookSecret: SECRET },
  });
  call = http(server.url);
  sales = await server.signIn({ role: 'sales' });
});
afterAll(() => server?.close());

const stored = async () =>
  Number(((await server.db('conversation_messages').count({ n: '*' }).first()) as { n: string }).n);

/** Posts the raw message signed with `secret`, as a relay does. */
async function post(raw: Buffer, secret = SECRET, id = `msg_${randomBytes(8).toString('hex')}`) {
  const timestamp = new Date();
  const signature = new Webhook(secret).sign(id, timestamp, raw);
  return fetch(`${server.url}/api/inbound/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'message/rfc822',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: new Uint8Array(raw),
  });
}

describe('the inbound e-mail webhook', () => {
  it('takes a signed message once, on its item, whatever the retries', async () => {
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
    const id = lead.body._id as string;
    // The acknowledgement (kept "not sent" here: no mail server) is the thread's first message;
    // with REPLY_MAILBOX and no domain, its Reply-To is that mailbox.
    const detail = await call<ContactDetail>('GET', `/api/contact/${id}`, {
      auth: { token: sales.token },
    });
    const ack = detail.body.messages[0]!;
    const outbox = await server
      .db('outbox')
      .where({ source_id: id, topic: 'acknowledgement' })
      .first();
    expect((outbox!.payload as EmailContent).replyTo).toBe('replies@northbeam.test');

    const raw = await composeMail({
      from: 'Lena Lead <lena@lead.test>',
      to: 'replies@northbeam.test',
      subject: `Re: ${ack.subject}`,
      text: 'Thanks, when can we talk?',
      messageId: '<lena-1@lead.test>',
      inReplyTo: (outbox!.payload as EmailContent).messageId,
      references: [(outbox!.payload as EmailContent).messageId],
    });
    const first = await post(raw);
    expect(first.status).toBe(200);
    const taken = (await first.json()) as { id: string; duplicate: boolean };
    expect(taken.duplicate).toBe(false);
    // The relay retries (a new delivery id): the same message, once.
    const again = await post(raw);
    expect(await again.json()).toEqual({ id: taken.id, duplicate: true });

    const after = await call<ContactDetail>('GET', `/api/contact/${id}`, {
      auth: { token: sales.token },
    });
    const replies = after.body.messages.filter((m) => m.direction === 'in');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      id: taken.id,
      via: 'webhook',
      text: 'Thanks, when can we talk?',
    });
    expect(after.body.awaiting).toBe('us');

    // The admin's typed client, as the thread's page will call it (answers checked against the
    // route table's schemas).
    const admin = createAdminApi(
      createFetchTransport({
        baseUrl: server.url,
        headers: () => ({ Authorization: `Bearer ${sales.token}` }),
      }),
    );
    const queued = await admin.contactMessages.reply({
      params: { id },
      body: { body: 'Thursday at 3 works.' },
    });
    expect(queued.message).toMatchObject({ direction: 'out', subject: `Re: ${ack.subject}` });
    expect((await admin.contact.get({ params: { id } })).awaiting).toBe('them');
    expect((await admin.unmatched.list()).items).toEqual([]);
    expect(
      (await admin.contact.list({ query: { awaiting: 'them' } })).items.map((c) => c._id),
    ).toContain(id);
    expect(await admin.contactMessages.revokeReplyAddress({ params: { id } })).toEqual({
      message: 'Reply address revoked: the next e-mail carries a new one',
    });
  });

  it('refuses a bad signature with 401 and stores nothing', async () => {
    const before = await stored();
    const raw = await composeMail({
      from: 'mallory@evil.test',
      to: 'replies@northbeam.test',
      subject: 'Forged',
      text: 'Trust me.',
    });
    const forged = await post(raw, `whsec_${randomBytes(32).toString('base64')}`);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: 'Invalid webhook signature' });
    const unsigned = await fetch(`${server.url}/api/inbound/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'message/rfc822' },
      body: new Uint8Array(raw),
    });
    expect(unsigned.status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('refuses a 30 MB message with 413 and a malformed one with 400, storing nothing', async () => {
    const before = await stored();
    const large = await composeMail({
      from: 'lena@lead.test',
      to: 'replies@northbeam.test',
      subject: 'Everything',
      text: 'Attached.',
      attachments: [{ filename: 'all.pdf', content: Buffer.alloc(30 * 1024 * 1024, 0x25) }],
    });
    const tooLarge = await post(large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toMatch(/too large/);

    const malformed = await post(Buffer.from('\u0000\u0001 binary junk, not a message'));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/^Malformed message/);

    const noSender = await post(Buffer.from('Subject: hello\r\n\r\nNo sender here.\r\n'));
    expect(noSender.status).toBe(400);
    expect(((await noSender.json()) as { message: string }).message).toBe(
      'Malformed message: it has no From address',
    );

    const wrongType = await fetch(`${server.url}/api/inbound/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(wrongType.status).toBe(415);
    expect(await stored()).toBe(before);
  });
});

describe('without INBOUND_WEBHOOK_SECRET', () => {
  it('the call is off (404)', async () => {
    const bare = await startTestServer();
    try {
      const answer = await fetch(`${bare.url}/api/inbound/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'message/rfc822' },
        body: 'From: a@b.test\r\n\r\nhi',
      });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toMatch(/not configured/);
    } finally {
      await bare.close();
    }
  });
});
