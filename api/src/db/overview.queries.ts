/** The overview's counts and the submissions waiting for the team's first answer. */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from './connection';
import { countRows } from './list';
import type { JobApplicationsTable } from './tables';
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
  const rows = await db(SUBMISSION_TABLES[kind])
    .whereNull('spam')
    .orWhere('spam', '!=', 'spam')
    .groupBy('status')
    .select('status')
    .count({ count: '*' });
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}

export async function countSince(db: DbOrTrx, kind: SubmissionKind, since: Date | null) {
  const at = RECEIVED_AT[kind];
  const query = db(SUBMISSION_TABLES[kind]).where((q) => {
    q.whereNull('spam').orWhere('spam', '!=', 'spam');
  });
  if (since) query.where(at, '>', since);
  return countRows(query);
}

type WaitingRow = Pick<JobApplicationsTable, 'id' | 'email'> & { name: string; received_at: Date };

/**
 * Still in the first status, not spam, received before `cutoff`, with no note and no e-mail from
 * the team: the oldest first.
 */
export async function waiting(db: DbOrTrx, kind: SubmissionKind, cutoff: Date, limit = 20) {
  const table = SUBMISSION_TABLES[kind];
  const at = RECEIVED_AT[kind];
  const base = db(`${table} as s`)
    .where('s.status', FIRST_STATUS[kind])
    .where((q) => {
      q.whereNull('s.spam').orWhere('s.spam', '!=', 'spam');
    })
    .where(`s.${at}`, '<', cutoff)
    .whereNotExists(db('notes').whereRaw('notes.subject_id = s.id'))
    .whereNotExists(
      db('outbox').whereRaw('outbox.source_id = s.id').where('outbox.topic', 'personal'),
    );
  const total = await countRows(base);
  const name =
    kind === 'application' ? 's.full_name' : db.raw("s.first_name || ' ' || s.last_name");
  // An aliased table and a computed name Knex cannot type: the row is declared.
  const rows: WaitingRow[] = await base
    .clone()
    .orderBy(`s.${at}`, 'asc')
    .limit(limit)
    .select('s.id', { name }, 's.email', { received_at: `s.${at}` });
  return { total, rows };
}

/** Answers the previous visit and records this one. */
export async function visitOverview(db: DbOrTrx, staffId: string): Promise<Date | null> {
  const row = await db('staff').where({ id: staffId }).first('overview_seen_at');
  await db('staff').where({ id: staffId }).update({ overview_seen_at: db.fn.now() });
  return row?.overview_seen_at ?? null;
}
