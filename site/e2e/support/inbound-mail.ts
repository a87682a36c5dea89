/**
 * Replies coming back in the e2e tests: a server started with E2E_INBOUND takes incoming mail by
 * the relay's signed webhook (INBOUND_WEBHOOK_SECRET) and gives every e-mail from an item a
 * `reply+{token}@` address at REPLY_DOMAIN. A test writes a message as a mail program would
 * (nodemailer's composer) and posts it signed with the `standardwebhooks` library, as a relay
 * service does.
 */
import { randomBytes } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { composeMail } from '../../../api/test/inbound-mail';

export const E2E_INBOUND = {
  /** `whsec_` and base64 of 40 bytes: fixed, for the test servers only. */
  webhookSecret: `whsec_${Buffer.from('e2e-only inbound webhook secret, 40 byte').toString('base64')}`,
  replyDomain: 'reply.northbeam.test',
} as const;

/** Delivers a message to POST /api/inbound/email: its stored id. */
export async function deliverMail(baseUrl: string, message: SendMailOptions): Promise<string> {
  return deliverRaw(baseUrl, await composeMail(message));
}

/** Delivers raw message bytes to POST /api/inbound/email, signed: its stored id. */
export async function deliverRaw(baseUrl: string, raw: Buffer): Promise<string> {
  const id = `msg_${randomBytes(8).toString('hex')}`;
  const timestamp = new Date();
  const signature = new Webhook(E2E_INBOUND.webhookSecret).sign(id, timestamp, raw);
  const response = await fetch(`${baseUrl}/api/inbound/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'message/rfc822',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body: new Uint8Array(raw),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`inbound webhook: ${response.status} ${text}`);
  return (JSON.parse(text) as { id: string }).id;
}
