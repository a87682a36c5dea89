/** Who is told about what, with which words, and where webhook events go. */
import {
  SUBMISSION_KINDS,
  type NotificationMode,
  type SubmissionKind,
  type TemplateKey,
  type WebhookFormat,
} from '@northbeam/shared/contract/notifications';
import { can, SUBMISSION_PERMISSION } from '@northbeam/shared/contract/roles';
import type { Tables } from 'knex/types/tables';
import type { DbOrTrx } from './connection';
import type {
  StaffTable,
  NotificationPreferencesTable,
  NotificationTemplatesTable,
  WebhookEndpointsTable,
} from './tables';

// Templates -------------------------------------------------------------------------------------

export type TemplateRow = NotificationTemplatesTable;

export async function templateOverrides(db: DbOrTrx): Promise<Map<TemplateKey, TemplateRow>> {
  const rows = await db('notification_templates').select('*');
  return new Map(rows.map((row) => [row.key, row]));
}

export async function saveTemplate(
  db: DbOrTrx,
  key: TemplateKey,
  value: { subject: string; body: string },
): Promise<void> {
  await db('notification_templates')
    .insert({ key, ...value, updated_at: db.fn.now() })
    .onConflict('key')
    .merge();
}

export async function deleteTemplate(db: DbOrTrx, key: TemplateKey): Promise<void> {
  await db('notification_templates').where({ key }).delete();
}

// Preferences -----------------------------------------------------------------------------------

export async function preferencesOf(
  db: DbOrTrx,
  staffId: string,
): Promise<Partial<Record<SubmissionKind, NotificationMode>>> {
  const rows = await db('notification_preferences').where({ staff_id: staffId });
  return Object.fromEntries(rows.map((r) => [r.kind, r.mode]));
}

export async function savePreferences(
  db: DbOrTrx,
  staffId: string,
  modes: Record<SubmissionKind, NotificationMode>,
): Promise<void> {
  const rows = SUBMISSION_KINDS.map((kind) => ({ staff_id: staffId, kind, mode: modes[kind] }));
  await db('notification_preferences').insert(rows).onConflict(['staff_id', 'kind']).merge();
}

export type Subscriber = NotificationPreferencesTable & Pick<StaffTable, 'email' | 'name'>;

/**
 * Active staff with `mode` for a kind their role may see (instant: per submission; digest: once
 * a day): a salesperson hears of no applications, whatever preference was saved before a change
 * of role.
 */
export async function subscribers(db: DbOrTrx, mode: NotificationMode): Promise<Subscriber[]> {
  // Knex types no aliased join: the row is declared.
  const rows = await db('notification_preferences as p')
    .join('staff as a', 'a.id', 'p.staff_id')
    .where('p.mode', mode)
    .whereNull('a.deactivated_at')
    .select<Array<Subscriber & Pick<StaffTable, 'role'>>>(
      'p.staff_id',
      'a.email',
      'a.name',
      'a.role',
      'p.kind',
      'p.mode',
    );
  return rows
    .filter((row) => can(row.role, SUBMISSION_PERMISSION[row.kind]))
    .map(({ role: _role, ...row }) => row);
}

// Webhook endpoints -----------------------------------------------------------------------------

export type WebhookRow = WebhookEndpointsTable;

export interface WebhookValues {
  url: string;
  format: WebhookFormat;
  description: string;
  enabled: boolean;
}

export async function listWebhooks(db: DbOrTrx, onlyEnabled = false): Promise<WebhookRow[]> {
  const query = db('webhook_endpoints').select('*').orderBy('created_at');
  if (onlyEnabled) query.where('enabled', true);
  return query;
}

export async function findWebhook(db: DbOrTrx, id: string): Promise<WebhookRow | undefined> {
  return db('webhook_endpoints').where({ id }).first();
}

export async function insertWebhook(
  db: DbOrTrx,
  values: WebhookValues & { secret: string },
): Promise<WebhookRow> {
  const [row] = await db('webhook_endpoints').insert(values).returning('*');
  return row!;
}

export async function updateWebhook(
  db: DbOrTrx,
  id: string,
  values: WebhookValues,
): Promise<WebhookRow | undefined> {
  const [row] = await db('webhook_endpoints')
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() })
    .returning('*');
  return row;
}

export async function deleteWebhook(db: DbOrTrx, id: string): Promise<boolean> {
  // `returning` rather than the affected-row count, which PGlite's Knex client does not report.
  const rows = await db('webhook_endpoints').where({ id }).delete().returning('id');
  return rows.length > 0;
}

// Submissions, as announcements see them ---------------------------------------------------------

export const SUBMISSION_TABLES = {
  contact: { table: 'contact_submissions', at: 'created_at' },
  consultation: { table: 'consultation_requests', at: 'created_at' },
  application: { table: 'job_applications', at: 'applied_at' },
} as const satisfies Record<SubmissionKind, { table: keyof Tables; at: string }>;

export async function markAnnounced(db: DbOrTrx, kind: SubmissionKind, ids: string[]) {
  if (ids.length) {
    await db(SUBMISSION_TABLES[kind].table)
      .whereIn('id', ids)
      .update({ announced_at: db.fn.now() });
  }
}

/** Whether a submission was announced already (a second "Not spam" announces nothing). */
export async function wasAnnounced(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
): Promise<boolean> {
  const row = await db(SUBMISSION_TABLES[kind].table).where({ id }).select('announced_at').first();
  return Boolean(row?.announced_at);
}

export interface DigestItem {
  kind: SubmissionKind;
  id: string;
  name: string;
  email: string;
  detail: string;
  at: Date;
}
type DigestRow = Omit<DigestItem, 'kind'>;

/** Non-spam submissions of `kinds` received in [from, to), oldest first, at most `limit`. */
export async function submissionsBetween(
  db: DbOrTrx,
  kinds: readonly SubmissionKind[],
  from: Date,
  to: Date,
  limit = 200,
): Promise<DigestItem[]> {
  const items: DigestItem[] = [];
  for (const kind of kinds) {
    const { table, at } = SUBMISSION_TABLES[kind];
    // Computed columns Knex cannot type: the row is declared.
    const query =
      kind === 'application'
        ? db('job_applications as s')
            .leftJoin('jobs as j', 'j.id', 's.job_id')
            .select<DigestRow[]>(
              's.id',
              's.full_name as name',
              's.email',
              db.raw(`coalesce(j.title, '') as detail`),
              `s.${at} as at`,
            )
        : db(`${table} as s`).select<DigestRow[]>(
            's.id',
            db.raw(`s.first_name || ' ' || s.last_name as name`),
            's.email',
            's.company as detail',
            `s.${at} as at`,
          );
    const rows = await query
      .whereNull('s.spam')
      .where(`s.${at}`, '>=', from)
      .where(`s.${at}`, '<', to)
      .orderBy(`s.${at}`)
      .limit(limit);
    items.push(...rows.map((row) => ({ ...row, kind })));
  }
  return items;
}

// One-click unsubscribe ---------------------------------------------------------------------------

/**
 * Turns off `kind` for that person (or, for "digest", every kind they receive as a digest);
 * answers the kinds that were on and are off now (empty: nothing to change).
 */
export async function turnOffNotifications(
  db: DbOrTrx,
  staffId: string,
  scope: SubmissionKind | 'digest',
): Promise<SubmissionKind[]> {
  if (scope !== 'digest') {
    // Saved as "off" even where nothing was saved: replies on one's items are told by default
    // (conversations/reply-notifier.ts), and this link stops those too.
    const rows = await db('notification_preferences')
      .insert({ staff_id: staffId, kind: scope, mode: 'off' })
      .onConflict(['staff_id', 'kind'])
      .merge({ mode: 'off' })
      .whereNot('notification_preferences.mode', 'off')
      .returning('kind');
    return rows.map((row) => row.kind);
  }
  const rows = await db('notification_preferences')
    .where({ staff_id: staffId, mode: 'digest' })
    .update({ mode: 'off' })
    .returning('kind');
  return rows.map((row) => row.kind);
}
