/**
 * Conversations: the messages of an item (sent and received), their attachments, the items'
 * reply tokens, the Unmatched list and what a bounce marks.
 */
import type { Knex } from 'knex';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from './connection';
import { paged, type ListParams } from './list';
import type { ConversationAttachmentsTable, ConversationMessagesTable } from './tables';
import { SUBMISSION_TABLES } from './workspace.queries';

export type MessageRow = ConversationMessagesTable;

/** A message with its outbox row's state and its writer's name or address (outgoing ones). */
export type ListedMessageRow = MessageRow & { outbox_state: string | null; sent_by: string | null };

export type AttachmentRow = ConversationAttachmentsTable;

export type NewMessage = Omit<
  MessageRow,
  | 'id'
  | 'received_at'
  | 'bounced_at'
  | 'discarded_at'
  | 'references'
  | 'auth_results'
  | 'sent_by_staff_id'
  | 'outbox_id'
  | 'matched_by'
> & {
  references: string[];
  auth_results: MessageRow['auth_results'];
  matched_by?: string | null;
  outbox_id?: string | null;
  sent_by_staff_id?: string | null;
};

// Reply tokens ----------------------------------------------------------------------------------

export async function liveReplyToken(db: DbOrTrx, subjectId: string): Promise<string | undefined> {
  const row = await db('reply_tokens')
    .where({ subject_id: subjectId })
    .whereNull('revoked_at')
    .orderBy('created_at', 'desc')
    .first('token');
  return row?.token;
}

export async function insertReplyToken(
  db: DbOrTrx,
  token: string,
  kind: SubmissionKind,
  subjectId: string,
) {
  await db('reply_tokens').insert({ token, subject_type: kind, subject_id: subjectId });
}

/** The item of a live token. */
export async function findReplyToken(
  db: DbOrTrx,
  token: string,
): Promise<{ kind: SubmissionKind; id: string } | undefined> {
  const row = await db('reply_tokens').where({ token }).whereNull('revoked_at').first();
  return row && { kind: row.subject_type, id: row.subject_id };
}

export async function revokeReplyTokens(db: DbOrTrx, subjectId: string): Promise<number> {
  return await db('reply_tokens')
    .where({ subject_id: subjectId })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() });
}

// Messages --------------------------------------------------------------------------------------

const toRow = (v: NewMessage) => ({
  ...v,
  references: JSON.stringify(v.references),
  auth_results: v.auth_results ? JSON.stringify(v.auth_results) : null,
});

/** Inserts it unless its Message-ID is there already: the new id, or undefined for a repeat. */
export async function insertMessage(db: DbOrTrx, v: NewMessage): Promise<string | undefined> {
  const rows = await db('conversation_messages')
    .insert(toRow(v))
    .onConflict('message_id')
    .ignore()
    .returning('id');
  return rows[0]?.id;
}

export async function findMessageByMessageId(
  db: DbOrTrx,
  messageId: string,
): Promise<MessageRow | undefined> {
  return await db('conversation_messages').where({ message_id: messageId }).first();
}

export async function findMessage(db: DbOrTrx, id: string): Promise<MessageRow | undefined> {
  return await db('conversation_messages').where({ id }).first();
}

/** The messages on items among these Message-IDs (a thread's In-Reply-To and References). */
export async function messagesOnItems(db: DbOrTrx, messageIds: string[]): Promise<MessageRow[]> {
  if (!messageIds.length) return [];
  return await db('conversation_messages')
    .whereIn('message_id', messageIds)
    .whereNotNull('subject_id');
}

const withState = (db: DbOrTrx) =>
  db('conversation_messages as m')
    .leftJoin('outbox as o', 'o.id', 'm.outbox_id')
    .leftJoin('staff as writer', 'writer.id', 'm.sent_by_staff_id')
    .select<ListedMessageRow[]>(
      'm.*',
      'o.state as outbox_state',
      db.raw("coalesce(nullif(writer.name, ''), writer.email) as sent_by"),
    );

/** An item's messages, oldest first. */
export async function messagesOf(db: DbOrTrx, subjectId: string): Promise<ListedMessageRow[]> {
  return await withState(db)
    .where('m.subject_id', subjectId)
    // A message's Date header has whole seconds, our own sending times milliseconds: within one
    // second, the order we recorded them in (a reply cannot come before what it answers).
    .orderByRaw(`date_trunc('second', m.sent_at) asc, m.received_at asc`)
    .limit(500);
}

export async function findListedMessage(
  db: DbOrTrx,
  id: string,
): Promise<ListedMessageRow | undefined> {
  return await withState(db).where('m.id', id).first();
}

/** Incoming messages on no item and not discarded, newest first. */
export function listUnmatched(db: DbOrTrx, params: ListParams) {
  const query = withState(db).whereNull('m.subject_id').whereNull('m.discarded_at');
  return paged(query, params, [
    { column: 'm.received_at', order: 'desc' },
    { column: 'm.id', order: 'desc' },
  ]);
}

/** Puts an unmatched message on an item: false when it is not (or no longer) unmatched. */
export async function attachToItem(
  db: DbOrTrx,
  id: string,
  kind: SubmissionKind,
  subjectId: string,
): Promise<boolean> {
  const rows = await db('conversation_messages')
    .where({ id })
    .whereNull('subject_id')
    .whereNull('discarded_at')
    .update({ subject_type: kind, subject_id: subjectId, matched_by: 'staff' })
    .returning('id');
  return rows.length === 1;
}

/**
 * Discards an unmatched message: its content goes (the row stays, so a second delivery of the
 * same Message-ID is not taken again); answers its attachments' storage keys, or undefined.
 */
export async function discardUnmatched(db: DbOrTrx, id: string): Promise<string[] | undefined> {
  const rows = await db('conversation_messages')
    .where({ id })
    .whereNull('subject_id')
    .whereNull('discarded_at')
    .update({
      discarded_at: db.fn.now(),
      from_address: '',
      from_name: '',
      to_address: '',
      subject: '',
      text: '',
      html: null,
      auth_results: null,
      references: '[]',
      in_reply_to: null,
    })
    .returning('id');
  if (rows.length !== 1) return undefined;
  const files = await db('conversation_attachments')
    .where({ message_id: id })
    .delete()
    .returning('storage_key');
  return files.flatMap((f) => (f.storage_key ? [f.storage_key] : []));
}

// Attachments -----------------------------------------------------------------------------------

export async function insertAttachments(
  db: DbOrTrx,
  rows: Array<Omit<AttachmentRow, 'id' | 'created_at'>>,
) {
  if (rows.length) await db('conversation_attachments').insert(rows);
}

export async function attachmentsOf(db: DbOrTrx, messageIds: string[]): Promise<AttachmentRow[]> {
  if (!messageIds.length) return [];
  return await db('conversation_attachments')
    .whereIn('message_id', messageIds)
    .orderBy('position', 'asc');
}

/** An attachment with the item (or none: Unmatched) its message is on. */
export async function findAttachment(
  db: DbOrTrx,
  attachmentId: string,
): Promise<
  (AttachmentRow & { subject_type: SubmissionKind | null; subject_id: string | null }) | undefined
> {
  return await db('conversation_attachments as a')
    .join('conversation_messages as m', 'm.id', 'a.message_id')
    .where('a.id', attachmentId)
    .first<
      | (AttachmentRow & { subject_type: SubmissionKind | null; subject_id: string | null })
      | undefined
    >('a.*', 'm.subject_type', 'm.subject_id');
}

// Bounces ---------------------------------------------------------------------------------------

/** The outgoing message with this Message-ID bounced: it and its outbox row are marked. */
export async function markBounced(db: DbOrTrx, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db('conversation_messages')
    .where({ message_id: messageId, direction: 'out' })
    .update({ bounced_at: db.fn.now() })
    .returning('*');
  if (row?.outbox_id) {
    await db('outbox').where({ id: row.outbox_id }).update({ bounced_at: db.fn.now() });
  }
  return row;
}

export async function markItemBouncing(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
  reason: string,
) {
  await db(SUBMISSION_TABLES[kind])
    .where({ id })
    .update({ email_bounced_at: db.fn.now(), email_bounce_reason: reason });
}

export async function itemBounce(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
): Promise<{ at: Date; reason: string } | null> {
  const row = await db(SUBMISSION_TABLES[kind])
    .where({ id })
    .first<{ email_bounced_at: Date | null; email_bounce_reason: string | null } | undefined>(
      'email_bounced_at',
      'email_bounce_reason',
    );
  return row?.email_bounced_at
    ? { at: row.email_bounced_at, reason: row.email_bounce_reason ?? '' }
    : null;
}

// Matching by sender ----------------------------------------------------------------------------

/** Statuses that close an item: a message from its person no longer belongs to it by address. */
export const CLOSED_STATUSES: Record<SubmissionKind, readonly string[]> = {
  application: ['rejected', 'hired', 'withdrawn'],
  contact: ['resolved'],
  consultation: ['completed'],
};

/** Open items (not closed, not spam) of this address, at most `limit`. */
export async function openItemsOf(
  db: DbOrTrx,
  email: string,
  limit = 2,
): Promise<Array<{ kind: SubmissionKind; id: string }>> {
  const found: Array<{ kind: SubmissionKind; id: string }> = [];
  for (const kind of Object.keys(SUBMISSION_TABLES) as SubmissionKind[]) {
    const rows = await db(SUBMISSION_TABLES[kind])
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNotIn('status', CLOSED_STATUSES[kind])
      .where((q) => {
        q.whereNull('spam').orWhere('spam', '!=', 'spam');
      })
      .limit(limit)
      .select('id');
    found.push(...rows.map((r) => ({ kind, id: r.id })));
    if (found.length >= limit) break;
  }
  return found;
}

// Awaiting us / them ----------------------------------------------------------------------------

/**
 * SQL of whose turn it is on the item `alias.id`: 'in' when the last message that was not
 * automatic came from the person, 'out' when from the team, null before any.
 */
export const lastTurnSql = (alias: string) =>
  `(select m.direction from conversation_messages m where m.subject_id = ${alias}.id and not m.automatic order by date_trunc('second', m.sent_at) desc, m.received_at desc limit 1)`;

/** The lists' `awaiting` filter: us (the person wrote last) or them. */
export function whereAwaiting(
  query: Knex.QueryBuilder,
  alias: string,
  awaiting: 'us' | 'them' | undefined,
) {
  if (awaiting) query.whereRaw(`${lastTurnSql(alias)} = ?`, [awaiting === 'us' ? 'in' : 'out']);
}

export async function countAwaitingUs(db: DbOrTrx, kind: SubmissionKind): Promise<number> {
  const row = await db(`${SUBMISSION_TABLES[kind]} as s`)
    .where((q) => {
      q.whereNull('s.spam').orWhere('s.spam', '!=', 'spam');
    })
    .whereRaw(`${lastTurnSql('s')} = 'in'`)
    .count({ count: '*' })
    .first<{ count: string | number }>();
  return Number(row.count);
}

/** An item's turn ('in' / 'out' / null). */
export async function lastTurn(db: DbOrTrx, subjectId: string): Promise<'in' | 'out' | null> {
  const row = await db('conversation_messages')
    .where({ subject_id: subjectId, automatic: false })
    .orderBy([
      { column: 'sent_at', order: 'desc' },
      { column: 'received_at', order: 'desc' },
    ])
    .first('direction');
  return row?.direction ?? null;
}

// Erasure ---------------------------------------------------------------------------------------

/**
 * In the caller's transaction: the messages on these items, and (by address) the unmatched ones
 * from or to `email`; answers how many and their attachments' storage keys.
 */
export async function eraseMessages(
  db: DbOrTrx,
  subjectIds: string[],
  email?: string,
): Promise<{ messages: number; attachmentKeys: string[] }> {
  if (!subjectIds.length && !email) return { messages: 0, attachmentKeys: [] };
  const which = (q: Knex.QueryBuilder) =>
    q.where((w) => {
      if (subjectIds.length) w.whereIn('subject_id', subjectIds);
      if (email) {
        w.orWhereRaw('lower(from_address) = lower(?)', [email]).orWhereRaw(
          'lower(to_address) = lower(?)',
          [email],
        );
      }
    });
  const ids = (await which(db('conversation_messages')).select<Array<{ id: string }>>('id')).map(
    (r) => r.id,
  );
  if (!ids.length) return { messages: 0, attachmentKeys: [] };
  const files = await db('conversation_attachments')
    .whereIn('message_id', ids)
    .delete()
    .returning('storage_key');
  await db('conversation_messages').whereIn('id', ids).delete();
  if (subjectIds.length) await db('reply_tokens').whereIn('subject_id', subjectIds).delete();
  return {
    messages: ids.length,
    attachmentKeys: files.flatMap((f) => (f.storage_key ? [f.storage_key] : [])),
  };
}
