/**
 * The team's side of conversations: an item's messages (with its GET), a reply from the thread
 * (quoting the message, keeping In-Reply-To and References so the person's mail program threads
 * it), the files of its messages, its reply address revoked; the Unmatched list, where a message
 * is attached to an item or discarded. Every change is audited in its transaction.
 */
import type { Logger } from 'pino';
import type {
  Awaiting,
  ConversationMessage,
  ReplyInput,
  UnmatchedMessage,
} from '@northbeam/shared/contract/conversations';
import type { OutboxState, SubmissionKind } from '@northbeam/shared/contract/notifications';
import { can, FORBIDDEN_MESSAGES, SUBMISSION_PERMISSION } from '@northbeam/shared/contract/roles';
import { maskStatusLinks } from '@northbeam/shared/contract/status-page';
import { findApplication } from '../../db/applications.queries';
import type { Db } from '../../db/connection';
import {
  attachToItem,
  attachmentsOf,
  discardUnmatched,
  findAttachment,
  findListedMessage,
  itemBounce,
  lastTurn,
  listUnmatched,
  messagesOf,
  revokeReplyTokens,
  type ListedMessageRow,
} from '../../db/conversations.queries';
import { findInquiry } from '../../db/inquiries.queries';
import type { ListTotals } from '../../db/list';
import type { StaffActor } from '../../http/actor';
import { badRequest, forbidden, notFound } from '../../http/http-errors';
import type { Storage } from '../../storage/storage';
import { audit } from '../audit.service';
import type { Announcer } from '../notifications/announcer';
import { acknowledgement, type Submission } from '../notifications/emails';
import { applicationSubmission, inquirySubmission } from '../notifications/submission-view';
import { sanitizeEmailHtml } from './email-html';

const iso = (d: Date | string) => new Date(d).toISOString();

export const ITEM_NOT_FOUND: Record<SubmissionKind, string> = {
  application: 'Application not found',
  contact: 'Contact submission not found',
  consultation: 'Consultation request not found',
};
export const MESSAGE_NOT_FOUND = 'Message not found';
export const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/** The answered message's lines, quoted as mail programs do. */
function quoted(message: ListedMessageRow): string {
  const when = new Date(message.sent_at).toUTCString();
  const who = message.from_name
    ? `${message.from_name} <${message.from_address}>`
    : message.from_address;
  const lines = message.text.replace(/\r\n/g, '\n').trim().split('\n').slice(0, 400);
  return `On ${when}, ${who} wrote:\n${lines.map((l) => `> ${l}`).join('\n')}`;
}

/** "Re: " once, as mail programs write it. */
const reSubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

export function createConversations(deps: {
  db: Db;
  storage: Storage;
  logger: Logger;
  announcer: Announcer;
  totals?: ListTotals | undefined;
}) {
  const { db, storage, logger, announcer } = deps;

  async function present(rows: ListedMessageRow[]): Promise<ConversationMessage[]> {
    const files = await attachmentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      id: row.id,
      direction: row.direction,
      from: row.from_name ? `${row.from_name} <${row.from_address}>` : row.from_address,
      to: row.to_address,
      sentBy: row.sent_by ?? null,
      subject: row.subject,
      // A candidate's private status link is theirs alone (a reply may quote the acknowledgement).
      text: maskStatusLinks(row.text),
      html: row.html ? maskStatusLinks(sanitizeEmailHtml(row.html)) : null,
      sentAt: iso(row.sent_at),
      automatic: row.automatic,
      bounce: row.bounce,
      bounced: row.bounced_at !== null,
      unexpectedSender: row.unexpected_sender,
      authResults: row.auth_results,
      via: row.via,
      state: (row.outbox_state as OutboxState | null) ?? null,
      attachments: files
        .filter((f) => f.message_id === row.id)
        .map((f) => ({
          id: f.id,
          filename: f.filename,
          contentType: f.content_type,
          size: Number(f.size),
          available: f.storage_key !== null,
        })),
    }));
  }

  async function submissionOf(kind: SubmissionKind, id: string): Promise<Submission | undefined> {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      return row && applicationSubmission(row);
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    return row && inquirySubmission(kind, row);
  }

  /** The file of an attachment, audited as a download. */
  async function download(
    actor: StaffActor,
    attachment: NonNullable<Awaited<ReturnType<typeof findAttachment>>>,
    entity: { type: SubmissionKind | 'inbound'; id: string },
  ) {
    const file = attachment.storage_key && (await storage.attachments.open(attachment.storage_key));
    if (!file) throw notFound(ATTACHMENT_NOT_FOUND);
    await audit(db, actor, `${entity.type}.attachment.download`, {
      entityType: entity.type === 'inbound' ? 'inbound-message' : entity.type,
      entityId: entity.id,
      details: { file: attachment.filename, attachmentId: attachment.id },
    });
    return {
      name: attachment.filename,
      type: attachment.content_type,
      size: file.size,
      stream: file.stream,
    };
  }

  return {
    /** The conversation fields of an item's detail. */
    async ofItem(kind: SubmissionKind, id: string) {
      const turn = await lastTurn(db, id);
      const bounce = await itemBounce(db, kind, id);
      return {
        messages: await present(await messagesOf(db, id)),
        awaiting: (turn === 'in' ? 'us' : turn === 'out' ? 'them' : null) as Awaiting | null,
        emailBounce: bounce ? { at: iso(bounce.at), reason: bounce.reason } : null,
      };
    },

    /** Answers a message of the item's thread; undefined when the item does not exist. */
    async reply(actor: StaffActor, kind: SubmissionKind, id: string, input: ReplyInput) {
      const item = await submissionOf(kind, id);
      if (!item) return undefined;
      const thread = await messagesOf(db, id);
      const answered = input.inReplyTo
        ? thread.find((m) => m.id === input.inReplyTo)
        : // The person's latest own words; else whatever came last.
          ([...thread].reverse().find((m) => m.direction === 'in' && !m.automatic) ??
          thread[thread.length - 1]);
      if (!answered) {
        const message = input.inReplyTo
          ? 'inReplyTo must be a message of this item'
          : 'There is no message to reply to yet: write an e-mail instead';
        throw badRequest(message, { inReplyTo: message });
      }
      const subject = input.subject || reSubject(answered.subject || item.firstName);
      const body = input.quote === false ? input.body : `${input.body}\n\n${quoted(answered)}`;
      // Written by a person of the team: no placeholders are filled in (the quote is theirs).
      const content = acknowledgement({ subject, body }, {});
      const references = [...answered.references, answered.message_id].slice(-20);
      const queued = await db.transaction(async (trx) => {
        const sent = await announcer.personal(
          trx,
          'personal',
          { to: item.email, replyTo: actor.email, ...content },
          { kind, id },
          {
            headers: { 'In-Reply-To': answered.message_id, References: references.join(' ') },
            sentBy: actor.staffId,
          },
        );
        await audit(trx, actor, `${kind}.reply`, {
          entityType: kind,
          entityId: id,
          details: { subject: content.subject, outboxId: sent.id, inReplyTo: answered.id },
        });
        return sent;
      });
      announcer.committed();
      deps.totals?.clear();
      const rows = await messagesOf(db, id);
      const mine = rows.find((m) => m.outbox_id === queued.id);
      const [message] = await present(mine ? [mine] : []);
      return { outboxId: queued.id, emailed: queued.emailed, message: message! };
    },

    async attachment(actor: StaffActor, kind: SubmissionKind, id: string, attachmentId: string) {
      const found = await findAttachment(db, attachmentId);
      if (!found || found.subject_id !== id || found.subject_type !== kind) {
        throw notFound(ATTACHMENT_NOT_FOUND);
      }
      return download(actor, found, { type: kind, id });
    },

    /** The item's reply address stops working; false when the item does not exist. */
    async revokeReplyAddress(actor: StaffActor, kind: SubmissionKind, id: string) {
      if (!(await submissionOf(kind, id))) return false;
      await db.transaction(async (trx) => {
        const revoked = await revokeReplyTokens(trx, id);
        await audit(trx, actor, `${kind}.reply-address.revoke`, {
          entityType: kind,
          entityId: id,
          details: { revoked },
        });
      });
      return true;
    },

    // Unmatched ---------------------------------------------------------------------------------

    async listUnmatched(page: number, limit: number) {
      const { rows, total } = await listUnmatched(db, { page, limit, totals: deps.totals });
      const items = await present(rows);
      return {
        items: items.map((m, i): UnmatchedMessage => ({
          ...m,
          receivedAt: iso(rows[i]!.received_at),
        })),
        total,
      };
    },

    async findUnmatched(id: string): Promise<UnmatchedMessage> {
      const row = await findListedMessage(db, id);
      if (!row || row.subject_id !== null || row.discarded_at) throw notFound(MESSAGE_NOT_FOUND);
      const [message] = await present([row]);
      return { ...message!, receivedAt: iso(row.received_at) };
    },

    /** Puts an unmatched message on an item the caller's role sees. */
    async attach(actor: StaffActor, id: string, kind: SubmissionKind, itemId: string) {
      if (!can(actor.role, SUBMISSION_PERMISSION[kind])) {
        throw forbidden(FORBIDDEN_MESSAGES[SUBMISSION_PERMISSION[kind]]);
      }
      if (!(await submissionOf(kind, itemId))) {
        const message = ITEM_NOT_FOUND[kind];
        throw badRequest(message, { id: message });
      }
      await db.transaction(async (trx) => {
        if (!(await attachToItem(trx, id, kind, itemId))) throw notFound(MESSAGE_NOT_FOUND);
        await audit(trx, actor, 'inbound.attach', {
          entityType: kind,
          entityId: itemId,
          details: { messageId: id },
        });
      });
      deps.totals?.clear();
      const [message] = await present([(await findListedMessage(db, id))!]);
      return message!;
    },

    /** Discards an unmatched message: its content and files go. */
    async discard(actor: StaffActor, id: string) {
      const keys = await db.transaction(async (trx) => {
        const removed = await discardUnmatched(trx, id);
        if (!removed) throw notFound(MESSAGE_NOT_FOUND);
        await audit(trx, actor, 'inbound.discard', {
          entityType: 'inbound-message',
          entityId: id,
          details: { attachments: removed.length },
        });
        return removed;
      });
      for (const key of keys) {
        await storage.attachments.remove(key).catch((error: unknown) => {
          logger.error({ err: error, key }, 'discard: an attachment file could not be deleted');
        });
      }
    },

    async unmatchedAttachment(actor: StaffActor, id: string, attachmentId: string) {
      const found = await findAttachment(db, attachmentId);
      const message = found && (await findListedMessage(db, found.message_id));
      if (!found || !message || message.id !== id || message.subject_id !== null) {
        throw notFound(ATTACHMENT_NOT_FOUND);
      }
      return download(actor, found, { type: 'inbound', id });
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
