/**
 * Where a person's answer to an item's e-mail goes, and the thread it starts: every e-mail the team
 * sends from an item (a candidate e-mail, a reply to a lead, an acknowledgement) gets Reply-To
 * `reply+{token}@REPLY_DOMAIN` (the token random, 160 bits, bound to the item, revocable) or, with
 * no domain, REPLY_MAILBOX; and is recorded as an outgoing message of the item's conversation, in
 * the transaction that queues it, so the thread shows it and a reply finds it by Message-ID.
 */
import { randomBytes } from 'node:crypto';
import type { EmailContent, SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import { insertMessage, insertReplyToken, liveReplyToken } from '../../db/conversations.queries';
import type { NewOutboxMessage } from '../../db/outbox.queries';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 160 random bits in lower-case base32 (32 characters): safe in a local part of any case. */
export function newReplyToken(): string {
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** The token of a `reply+{token}@…` address (any domain: a changed REPLY_DOMAIN still routes). */
export function replyTokenOf(address: string): string | undefined {
  return /^reply\+([a-z2-7]{32})@/i.exec(address.trim())?.[1]?.toLowerCase();
}

export interface ReplyRouting {
  /** Whether answers come back to the product (REPLY_DOMAIN or REPLY_MAILBOX). */
  configured: boolean;
  /** The Reply-To of an e-mail from this item, in the caller's transaction; undefined: not set. */
  replyTo(trx: DbOrTrx, source: { kind: SubmissionKind; id: string }): Promise<string | undefined>;
  /** Records a queued e-mail as the item's outgoing message, in the caller's transaction. */
  recordSent(
    trx: DbOrTrx,
    message: NewOutboxMessage,
    source: { kind: SubmissionKind; id: string },
    options: { automatic: boolean; sentBy?: string | undefined },
  ): Promise<void>;
}

export function createReplyRouting(settings: {
  replyDomain?: string | undefined;
  replyMailbox?: string | undefined;
}): ReplyRouting {
  const { replyDomain, replyMailbox } = settings;
  return {
    configured: Boolean(replyDomain || replyMailbox),
    async replyTo(trx, source) {
      if (replyDomain) {
        let token = await liveReplyToken(trx, source.id);
        if (!token) {
          token = newReplyToken();
          await insertReplyToken(trx, token, source.kind, source.id);
        }
        return `reply+${token}@${replyDomain}`;
      }
      return replyMailbox;
    },
    async recordSent(trx, message, source, options) {
      const email = message.payload as EmailContent;
      const headers = email.headers ?? {};
      await insertMessage(trx, {
        direction: 'out',
        subject_type: source.kind,
        subject_id: source.id,
        message_id: email.messageId,
        in_reply_to: headers['In-Reply-To'] ?? null,
        references: (headers.References ?? '').split(/\s+/).filter(Boolean),
        from_address: email.from,
        from_name: '',
        to_address: email.to,
        subject: email.subject,
        text: email.text,
        html: null,
        sent_at: new Date(),
        automatic: options.automatic,
        bounce: false,
        unexpected_sender: false,
        auth_results: null,
        via: 'app',
        outbox_id: message.id,
        sent_by_staff_id: options.sentBy ?? null,
      });
    },
  };
}
