/**
 * The outbox table: messages written in the transaction of what caused them, claimed by one
 * process at a time (`FOR UPDATE SKIP LOCKED` and a lease), and their delivery recorded.
 */
import type {
  EmailContent,
  OutboxChannel,
  OutboxState,
  OutboxTopic,
  SubmissionKind,
  WebhookContent,
} from '@northbeam/shared/contract/notifications';
import type { Db, DbOrTrx } from './connection';
import { paged, type ListParams } from './list';
import { rawRows } from './raw';
import type { InsertOf, OutboxTable } from './tables';

export type OutboxRow = OutboxTable;

export interface NewOutboxMessage {
  /** Chosen by the caller: it is also the e-mail's Message-ID and the webhook-id. */
  id: string;
  channel: OutboxChannel;
  topic: OutboxTopic;
  recipient: string;
  subject: string;
  payload: EmailContent | WebhookContent;
  state: 'queued' | 'not-sent';
  lastError?: string | null;
  maxAttempts: number;
  sourceType?: SubmissionKind | null;
  sourceId?: string | null;
  endpointId?: string | null;
  dedupeKey?: string | null;
}

const toRow = (m: NewOutboxMessage): InsertOf<'outbox'> => ({
  id: m.id,
  channel: m.channel,
  topic: m.topic,
  recipient: m.recipient,
  subject: m.subject,
  payload: JSON.stringify(m.payload),
  state: m.state,
  last_error: m.lastError ?? null,
  max_attempts: m.maxAttempts,
  source_type: m.sourceType ?? null,
  source_id: m.sourceId ?? null,
  endpoint_id: m.endpointId ?? null,
  dedupe_key: m.dedupeKey ?? null,
});

export async function insertOutbox(db: DbOrTrx, messages: NewOutboxMessage[]): Promise<void> {
  if (messages.length) await db('outbox').insert(messages.map(toRow));
}

/** Inserts a message unless one with its dedupe key exists; answers whether it was inserted. */
export async function insertOutboxOnce(db: DbOrTrx, message: NewOutboxMessage): Promise<boolean> {
  const rows = await db('outbox')
    .insert(toRow(message))
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return rows.length > 0;
}

/**
 * Takes up to `limit` due messages for this process: queued ones whose time has come, and ones
 * another process took but did not finish within its lease (it died mid-send). Rows another
 * process is claiming at this instant are skipped, never waited for nor taken twice.
 */
export async function claimDueOutbox(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  return rawRows<OutboxRow>(
    db,
    `update outbox
        set state = 'sending',
            attempts = attempts + 1,
            locked_until = now() + make_interval(secs => ?),
            updated_at = now()
      where id in (
        select id from outbox
         where state in ('queued', 'sending')
           and next_attempt_at <= now()
           and (state = 'queued' or locked_until < now())
         order by next_attempt_at
         limit ?
         for update skip locked)
      returning *`,
    [leaseSeconds, limit],
  );
}

/** The next time anything becomes due (for the worker's sleep), or undefined. */
export async function nextDueAt(db: Db): Promise<Date | undefined> {
  // A computed minimum Knex cannot type: the row is declared.
  const row = await db('outbox')
    .whereIn('state', ['queued', 'sending'])
    .min({ at: db.raw(`case when state = 'queued' then next_attempt_at else locked_until end`) })
    .first<{ at: Date | null } | undefined>();
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * For the metrics: messages waiting to be delivered (queued, or held by a sender), and how long
 * the oldest one that is due (claimable now) has waited past its due time. One pass over the
 * partial index of undelivered messages.
 */
export async function outboxBacklog(db: Db): Promise<{ depth: number; oldestDueSeconds: number }> {
  const result = await db.raw<{ rows: Array<{ depth: number; oldest: number | string | null }> }>(
    `select count(*)::int as depth,
            extract(epoch from now() - min(next_attempt_at) filter (
              where next_attempt_at <= now() and (state = 'queued' or locked_until < now())
            ))::float8 as oldest
       from outbox
      where state in ('queued', 'sending')`,
  );
  const row = result.rows[0];
  return {
    depth: Number(row?.depth ?? 0),
    oldestDueSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}

/** Only the holder's attempt is recorded: `attempts` identifies the claim. */
const held = (db: DbOrTrx, row: Pick<OutboxRow, 'id' | 'attempts'>) =>
  db('outbox').where({ id: row.id, state: 'sending', attempts: row.attempts });

export async function markOutboxSent(db: DbOrTrx, row: Pick<OutboxRow, 'id' | 'attempts'>) {
  await held(db, row).update({
    state: 'sent',
    sent_at: db.fn.now(),
    locked_until: null,
    last_error: null,
    updated_at: db.fn.now(),
  });
}

/** A failed attempt: queued again after `retryInMs`, or failed for good. */
export async function markOutboxAttemptFailed(
  db: DbOrTrx,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  retryInMs: number | null,
) {
  await held(db, row).update({
    state: retryInMs === null ? 'failed' : 'queued',
    next_attempt_at:
      retryInMs === null
        ? db.fn.now()
        : db.raw(`now() + make_interval(secs => ?)`, [retryInMs / 1000]),
    locked_until: null,
    last_error: error.slice(0, 2000),
    updated_at: db.fn.now(),
  });
}

export interface OutboxListFilter extends ListParams {
  state?: OutboxState | undefined;
  channel?: OutboxChannel | undefined;
  endpointId?: string | undefined;
}

export function listOutbox(db: DbOrTrx, f: OutboxListFilter) {
  const query = db('outbox').select('*');
  if (f.state) query.where('state', f.state);
  if (f.channel) query.where('channel', f.channel);
  if (f.endpointId) query.where('endpoint_id', f.endpointId);
  return paged(query, f, [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

/**
 * Sent messages older than `days` (sent before `now` minus that): their subject, body and
 * Reply-To (an e-mail) or JSON body (a webhook) go; the delivery record stays (who, when, state,
 * attempts, Message-ID or webhook-id, the event and the endpoint). Answers how many.
 */
export async function removeSentContent(db: DbOrTrx, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const rows = await db('outbox')
    .where('state', 'sent')
    .andWhere('sent_at', '<', before)
    .whereNull('content_removed_at')
    .update({
      subject: '',
      payload: db.raw(
        `case when channel = 'email'
           then (payload - 'replyTo') || jsonb_build_object('subject', '', 'html', '', 'text', '')
           else payload || jsonb_build_object('body', '') end`,
      ),
      content_removed_at: now,
      content_removed_after_days: days,
      updated_at: now,
    })
    .returning('id');
  return rows.length;
}

export async function findOutbox(db: DbOrTrx, id: string): Promise<OutboxRow | undefined> {
  return db('outbox').where({ id }).first();
}

/** Back to the queue now, attempts reset, if its state allows; answers the row after. */
export async function requeueOutbox(
  db: DbOrTrx,
  id: string,
  fromStates: readonly OutboxState[],
): Promise<OutboxRow | undefined> {
  const [row] = await db('outbox')
    .where({ id })
    .whereIn('state', fromStates)
    .update({
      state: 'queued',
      attempts: 0,
      next_attempt_at: db.fn.now(),
      locked_until: null,
      last_error: null,
      updated_at: db.fn.now(),
    })
    .returning('*');
  return row;
}

export async function cancelOutbox(
  db: DbOrTrx,
  id: string,
  fromStates: readonly OutboxState[],
): Promise<OutboxRow | undefined> {
  const [row] = await db('outbox')
    .where({ id })
    .whereIn('state', fromStates)
    .update({ state: 'cancelled', locked_until: null, updated_at: db.fn.now() })
    .returning('*');
  return row;
}

/** The latest delivery of each endpoint (the webhooks list). */
export async function lastDeliveries(
  db: DbOrTrx,
): Promise<Map<string, { state: OutboxState; at: Date }>> {
  const rows = await db('outbox')
    .distinctOn('endpoint_id')
    .select('endpoint_id', 'state', 'updated_at')
    .whereNotNull('endpoint_id')
    .orderBy([{ column: 'endpoint_id' }, { column: 'created_at', order: 'desc' }]);
  const deliveries = new Map<string, { state: OutboxState; at: Date }>();
  for (const r of rows)
    if (r.endpoint_id) deliveries.set(r.endpoint_id, { state: r.state, at: r.updated_at });
  return deliveries;
}
