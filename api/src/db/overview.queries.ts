/** The overview's counts and the submissions waiting for the team's first answer. */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from './connection';
import { SUBMISSION_TABLES } from './workspace.queries';

const RECEIVED_AT: Record<SubmissionKind, string> = {
  application: 'applied_at',
  contact: 'created_at',
  consultation: 'created_at',
};
/** The status a submission arrives in. */
export const FIRST_STATUS: Record<SubmissionKind, string> = {
  application: 'received',
  contact: 'new',
  consultation: 'new',
};

export async function statusCounts(db: DbOrTrx, kind: SubmissionKind) {
  const rows = (await db(SUBMISSION_TABLES[kind])
    .whereNull('spam')
    .orWhere('spam', '!=', 'spam')
    .groupBy('status')
    .select('status')
    .count({ count: '*' })) as Array<{ status: string; count: string | number }>;
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

export async function countSince(db: DbOrTrx, kind: SubmissionKind, since: Date | null) {
  const at = RECEIVED_AT[kind];
  const query = db(SUBMISSION_TABLES[kind]).where((q) =>
    q.whereNull('spam').orWhere('spam', '!=', 'spam'),
  );
  if (since) query.where(at, '>', since);
  const row = (await query.count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}

/**
 * Still in the first status, not spam, received before `cutoff`, with no note and no e-mail from
 * the team: the oldest first.
 */
export async function waiting(db: DbOrTrx, kind: SubmissionKind, cutoff: Date, limit = 20) {
  const table = SUBMISSION_TABLES[kind];
  const at = RECEIVED_AT[kind];
  const base = db(`${table} as s`)
    .where('s.status', FIRST_STATUS[kind])
    .where((q) => q.whereNull('s.spam').orWhere('s.spam', '!=', 'spam'))
    .where(`s.${at}`, '<', cutoff)
    .whereNotExists(db('notes').whereRaw('notes.subject_id = s.id'))
    .whereNotExists(
      db('outbox').whereRaw('outbox.source_id = s.id').where('outbox.topic', 'personal'),
    );
  const total = Number(
    ((await base.clone().count({ count: '*' }).first()) as { count: string | number }).count,
  );
  const name =
    kind === 'application' ? 's.full_name' : db.raw("s.first_name || ' ' || s.last_name");
  const rows = (await base
    .clone()
    .orderBy(`s.${at}`, 'asc')
    .limit(limit)
    .select('s.id', { name }, 's.email', { received_at: `s.${at}` })) as Array<{
    id: string;
    name: string;
    email: string;
    received_at: Date;
  }>;
  return { total, rows };
}

/** Answers the previous visit and records this one. */
export async function visitOverview(db: DbOrTrx, adminId: string): Promise<Date | null> {
  const row = (await db('admins').where({ id: adminId }).first('overview_seen_at')) as
    { overview_seen_at: Date | null } | undefined;
  await db('admins').where({ id: adminId }).update({ overview_seen_at: db.fn.now() });
  return row?.overview_seen_at ?? null;
}
