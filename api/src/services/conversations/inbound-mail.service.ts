/**
 * Takes an incoming e-mail, whichever way it came (the SMTP receiver, the IMAP poll, the relay's
 * webhook): parsed, put on its item (by the reply token, then the thread's Message-IDs, then the
 * sender's address when it matches exactly one open item) or left Unmatched, stored once by its
 * Message-ID in one transaction with its attachments' records (the files content-checked and
 * stored first, removed again if the transaction fails), and the item's assignee told of a
 * person's reply. Auto-replies are kept but tell nobody; a bounce marks the address and the
 * message that bounced.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { findApplication } from '../../db/applications.queries';
import type { Db } from '../../db/connection';
import {
  findMessageByMessageId,
  findReplyToken,
  insertAttachments,
  insertMessage,
  markBounced,
  markItemBouncing,
  messagesOnItems,
  openItemsOf,
} from '../../db/conversations.queries';
import { findInquiry } from '../../db/inquiries.queries';
import type { ListTotals } from '../../db/list';
import type { Storage } from '../../storage/storage';
import { detectImage, detectResume } from '../file-checks';
import { cleanFileName } from '../application.service';
import { InboundRefusal, readIncoming, type IncomingMessage } from './incoming-message';
import { replyTokenOf } from './reply-routing';
import type { ReplyNotifier } from './reply-notifier';

export { InboundRefusal } from './incoming-message';

export type InboundVia = 'smtp' | 'imap' | 'webhook';

export interface Taken {
  id: string;
  duplicate: boolean;
}

interface Item {
  kind: SubmissionKind;
  id: string;
  email: string;
}

/** What a file's bytes are, when the product keeps that kind: PDF, Word, or an image. */
async function detectAttachment(data: Buffer) {
  return (await detectResume(data)) ?? (await detectImage(data));
}

export function createInboundMail(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** The largest message taken (INBOUND_MAX_BYTES), as received. */
  maxBytes: number;
  notifier: ReplyNotifier;
  totals?: ListTotals | undefined;
}) {
  const { db, storage, logger, maxBytes, notifier } = deps;

  async function itemOf(kind: SubmissionKind, id: string): Promise<Item | undefined> {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      return row && { kind, id, email: row.email };
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    return row && { kind, id, email: row.email };
  }

  /** The item a message belongs to, and how it was found. */
  async function match(
    mail: IncomingMessage,
  ): Promise<{ item: Item; by: 'token' | 'thread' | 'sender' } | undefined> {
    for (const address of mail.recipients) {
      const token = replyTokenOf(address);
      const found = token && (await findReplyToken(db, token));
      const item = found && (await itemOf(found.kind, found.id));
      if (item) return { item, by: 'token' };
    }
    // The message it answers first, then the thread from the newest reference back.
    const ids = [
      ...(mail.bounce?.originalMessageId ? [mail.bounce.originalMessageId] : []),
      ...(mail.inReplyTo ? [mail.inReplyTo] : []),
      ...[...mail.references].reverse(),
    ];
    const known = await messagesOnItems(db, ids);
    for (const id of ids) {
      const row = known.find((m) => m.message_id === id);
      const item = row && (await itemOf(row.subject_type!, row.subject_id!));
      if (item) return { item, by: 'thread' };
    }
    if (mail.bounce) return undefined;
    const open = await openItemsOf(db, mail.from.address, 2);
    if (open.length === 1) {
      const item = await itemOf(open[0]!.kind, open[0]!.id);
      if (item) return { item, by: 'sender' };
    }
    return undefined;
  }

  /** Content-checks and stores the files; answers their records (files kept before the rows). */
  async function storeFiles(mail: IncomingMessage) {
    const records: Array<{
      filename: string;
      content_type: string;
      size: number;
      storage_key: string | null;
    }> = [];
    for (const file of mail.attachments) {
      const type = await detectAttachment(file.content);
      const filename = cleanFileName(file.filename, type?.ext ?? 'bin').replace(
        /\.bin$/,
        /\.[A-Za-z0-9]{1,8}$/.exec(file.filename)?.[0] ?? '',
      );
      if (!type) {
        records.push({
          filename: filename || 'attachment',
          content_type: 'application/octet-stream',
          size: file.content.length,
          storage_key: null,
        });
        continue;
      }
      const key = `${randomUUID()}.${type.ext}`;
      await storage.attachments.put(key, file.content, type.mime);
      records.push({
        filename,
        content_type: type.mime,
        size: file.content.length,
        storage_key: key,
      });
    }
    return records;
  }

  return {
    maxBytes,

    /**
     * Takes one raw message: stored (or found stored already: `duplicate`); InboundRefusal when
     * it is too large or not an e-mail, with nothing stored.
     */
    async take(raw: Buffer, source: { via: InboundVia; envelopeTo?: string[] }): Promise<Taken> {
      if (raw.length > maxBytes) {
        throw new InboundRefusal(
          'too-large',
          `Message too large: ${raw.length} bytes, the limit is ${maxBytes}`,
        );
      }
      const mail = await readIncoming(raw, source.envelopeTo);
      const seen = await findMessageByMessageId(db, mail.messageId);
      if (seen) return { id: seen.id, duplicate: true };

      const matched = await match(mail);
      const files = await storeFiles(mail);
      const removeFiles = async () => {
        for (const f of files)
          if (f.storage_key) await storage.attachments.remove(f.storage_key).catch(() => {});
      };
      const unexpected =
        matched !== undefined &&
        matched.by !== 'sender' &&
        !mail.bounce &&
        matched.item.email.toLowerCase() !== mail.from.address.toLowerCase();
      let result: Taken;
      try {
        result = await db.transaction(async (trx) => {
          const id = await insertMessage(trx, {
            direction: 'in',
            subject_type: matched?.item.kind ?? null,
            subject_id: matched?.item.id ?? null,
            message_id: mail.messageId,
            in_reply_to: mail.inReplyTo,
            references: mail.references,
            from_address: mail.from.address,
            from_name: mail.from.name,
            to_address: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            sent_at: mail.sentAt,
            automatic: mail.automatic,
            bounce: Boolean(mail.bounce),
            unexpected_sender: unexpected,
            auth_results: mail.authResults,
            via: source.via,
            matched_by: matched?.by ?? null,
          });
          // Another path took it at the same moment.
          if (!id) return { id: '', duplicate: true };
          await insertAttachments(
            trx,
            files.map((f, position) => ({ ...f, message_id: id, position })),
          );
          if (mail.bounce) {
            if (mail.bounce.originalMessageId)
              await markBounced(trx, mail.bounce.originalMessageId);
            const item = matched?.item;
            const failed = mail.bounce.recipients.map((r) => r.toLowerCase());
            if (item && (!failed.length || failed.includes(item.email.toLowerCase()))) {
              await markItemBouncing(trx, item.kind, item.id, mail.bounce.reason);
            }
          } else if (matched && !mail.automatic) {
            await notifier.replyReceived(trx, matched.item, {
              from: mail.from,
              subject: mail.subject,
              text: mail.text,
              unexpectedSender: unexpected,
            });
          }
          return { id, duplicate: false };
        });
      } catch (error) {
        await removeFiles();
        throw error;
      }
      if (result.duplicate) {
        await removeFiles();
        const seenNow = await findMessageByMessageId(db, mail.messageId);
        return { id: seenNow?.id ?? '', duplicate: true };
      }
      deps.totals?.clear();
      notifier.committed();
      logger.info(
        {
          inbound: {
            id: result.id,
            via: source.via,
            matchedBy: matched?.by ?? null,
            automatic: mail.automatic,
            bounce: Boolean(mail.bounce),
          },
        },
        'incoming e-mail taken',
      );
      return result;
    },
  };
}

export type InboundMail = ReturnType<typeof createInboundMail>;
