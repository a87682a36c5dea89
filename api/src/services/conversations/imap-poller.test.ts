import type { EmailContent } from '@northbeam/shared/contract/notifications';
/**
 * The IMAP poll against a real IMAP server (Dovecot, Debian's dovecot-imapd): messages delivered
 * to a shared mailbox are taken onto their items, each once, and marked seen; one too large or
 * not an e-mail is refused and marked seen too, so it is not read again. Skipped, saying why,
 * where Dovecot cannot run.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactDetail } from '@northbeam/shared/contract/workspace';
import { dovecotUnavailable, startDovecot, type TestDovecot } from '../../../test/dovecot';
import { http } from '../../../test/http';
import { composeMail } from '../../../test/inbound-mail';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { createLogger } from '../../logger';
import { resolveNotificationSettings } from '../notifications/notification-settings';
import { createImapPoller, type ImapPoller } from './imap-poller';
import { createInboundMail } from './inbound-mail.service';
import { createReplyNotifier } from './reply-notifier';

const unavailable = dovecotUnavailable();
if (unavailable) console.warn(`SKIPPED the IMAP poll test: ${unavailable}`);

let dovecot: TestDovecot;
let server: TestServer;
let sales: SignedIn;
let poller: ImapPoller;

describe.skipIf(unavailable !== undefined)('polling a mailbox over IMAP (Dovecot)', () => {
  beforeAll(async () => {
    dovecot = await startDovecot();
    server = await startTestServer({ inbound: { replyMailbox: 'jobs@northbeam.test' } });
    sales = await server.signIn({ role: 'sales' });
    const logger = createLogger('silent');
    // The poll as the app builds it (composition.ts), driven here one run at a time.
    const inbound = createInboundMail({
      db: server.db,
      storage: server.storage,
      logger,
      maxBytes: 64 * 1024,
      notifier: createReplyNotifier({
        settings: resolveNotificationSettings({
          env: 'test',
          siteDist: '',
          trustProxy: false,
          publicUrl: undefined,
          sessionSecret: randomBytes(32).toString('hex'),
        }),
        wake: () => {},
      }),
    });
    poller = createImapPoller({
      inbound,
      logger,
      url: dovecot.url,
      mailbox: 'INBOX',
      pollSeconds: 60,
    });
  });
  afterAll(async () => {
    await server?.close();
    await dovecot?.stop();
  });

  it('takes each message once onto its item and marks it seen', async () => {
    const call = http(server.url);
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
    const ack = await server
      .db('outbox')
      .where({ source_id: id, topic: 'acknowledgement' })
      .first();
    expect((ack!.payload as EmailContent).replyTo).toBe('jobs@northbeam.test');

    const reply = await composeMail({
      from: 'Lena Lead <lena@lead.test>',
      to: 'jobs@northbeam.test',
      subject: 'Re: We received your message',
      text: 'Could we talk on Thursday?',
      messageId: '<lena-imap-1@lead.test>',
      inReplyTo: (ack!.payload as EmailContent).messageId,
    });
    await dovecot.append(reply);
    // Delivered twice (a forward and the original): one message.
    await dovecot.append(reply);
    await dovecot.append(
      await composeMail({
        from: 'lena@lead.test',
        to: 'jobs@northbeam.test',
        subject: 'Big file',
        text: 'Attached.',
        attachments: [{ filename: 'big.pdf', content: Buffer.alloc(100 * 1024, 0x25) }],
      }),
    );
    await dovecot.append(Buffer.from('not an e-mail at all\r\n'));
    expect(await dovecot.unseen()).toHaveLength(4);

    const result = await poller.runDue();
    expect(result).toEqual({ taken: 1, duplicates: 1, refused: 2, failed: 0 });
    expect(await dovecot.unseen()).toHaveLength(0);

    const detail = await call<ContactDetail>('GET', `/api/contact/${id}`, {
      auth: { token: sales.token },
    });
    const incoming = detail.body.messages.filter((m) => m.direction === 'in');
    expect(incoming).toHaveLength(1);
    expect(incoming[0]).toMatchObject({ via: 'imap', text: 'Could we talk on Thursday?' });
    expect(detail.body.awaiting).toBe('us');

    // Nothing new: nothing read again.
    expect(await poller.runDue()).toEqual({ taken: 0, duplicates: 0, refused: 0, failed: 0 });
  });
});
