/**
 * Where submissions come from: their attribution columns, tracked apply links and the status
 * history the reports read (written in each status change's transaction).
 */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from './connection';

export type { AttributionColumns } from './tables';
import type { TrackedLinksTable } from './tables';

export type TrackedLinkRow = TrackedLinksTable;

export async function findTrackedLinkByCode(
  db: DbOrTrx,
  code: string,
): Promise<TrackedLinkRow | undefined> {
  return await db('tracked_links').where({ code }).first();
}

export async function findTrackedLinkById(
  db: DbOrTrx,
  id: string,
): Promise<TrackedLinkRow | undefined> {
  return await db('tracked_links').where({ id }).first();
}

/** Counts a click of a link; answers its job, or undefined for no such link. */
export async function countClick(db: DbOrTrx, code: string): Promise<string | undefined> {
  const [row] = await db('tracked_links')
    .where({ code })
    .update({ clicks: db.raw('clicks + 1'), last_click_at: db.fn.now() })
    .returning('job_id');
  return row?.job_id;
}

export async function insertTrackedLink(
  db: DbOrTrx,
  v: { code: string; jobId: string; source: string; createdBy: string | null },
): Promise<TrackedLinkRow> {
  const [row] = await db('tracked_links')
    .insert({ code: v.code, job_id: v.jobId, source: v.source, created_by: v.createdBy })
    .returning('*');
  return row!;
}

export async function deleteTrackedLink(db: DbOrTrx, jobId: string, id: string) {
  const rows = await db('tracked_links')
    .where({ id, job_id: jobId })
    .delete()
    .returning(['id', 'code', 'source']);
  return rows[0];
}

export interface TrackedLinkStatsRow extends TrackedLinkRow {
  creator_name: string | null;
  applications: number | string;
  hires: number | string;
}

/** A job's links, newest first, with the applications that came through each and their hires. */
export async function trackedLinksOfJob(
  db: DbOrTrx,
  jobId: string,
): Promise<TrackedLinkStatsRow[]> {
  return await db('tracked_links as l')
    .leftJoin('staff as c', 'c.id', 'l.created_by')
    .where('l.job_id', jobId)
    .orderBy('l.created_at', 'desc')
    .select<TrackedLinkStatsRow[]>(
      'l.*',
      'c.name as creator_name',
      db.raw(
        `(select count(*) from job_applications a where a.tracked_link_id = l.id and (a.spam is null or a.spam <> 'spam')) as applications`,
      ),
      db.raw(
        `(select count(*) from job_applications a where a.tracked_link_id = l.id and a.status = 'hired') as hires`,
      ),
    );
}

/** A status's place in the funnel: received 0, reviewing 1, interviewed 2, hired 3 (rejected 0). */
export const STAGE_SQL = (column: string) =>
  `(case ${column} when 'reviewing' then 1 when 'interviewed' then 2 when 'hired' then 3 else 0 end)`;

const RECEIVED_AT: Record<SubmissionKind, [string, string]> = {
  application: ['job_applications', 'applied_at'],
  contact: ['contact_submissions', 'created_at'],
  consultation: ['consultation_requests', 'created_at'],
};

/**
 * A status change of a submission (in the change's transaction): its history (with when the stay
 * it ends began) and what the reports read from the submission itself: how far an application
 * got and when it was first hired; when a lead was first answered. `at` is now unless given.
 */
export async function recordStatusChange(
  db: DbOrTrx,
  kind: SubmissionKind,
  id: string,
  from: string,
  to: string,
  at?: Date | string,
) {
  const [table, receivedAt] = RECEIVED_AT[kind];
  const when = at
    ? db.raw('?::timestamptz', [at instanceof Date ? at.toISOString() : at])
    : db.fn.now();
  await db.raw(
    `insert into status_changes (subject_type, subject_id, from_status, to_status, changed_at, since)
     values (?, ?, ?, ?, ?, coalesce(
       (select max(changed_at) from status_changes where subject_id = ?),
       (select ${receivedAt} from ${table} where id = ?),
       ?))`,
    [kind, id, from, to, when, id, id, when],
  );
  if (kind === 'application') {
    await db.raw(
      `update job_applications set stage_reached = greatest(stage_reached, ${STAGE_SQL('?::text')}),
         hired_at = case when ? = 'hired' then coalesce(hired_at, ?) else hired_at end
       where id = ?`,
      [to, to, when, id],
    );
  } else {
    await db.raw(
      `update ${table} set first_response_at = least(coalesce(first_response_at, ?), ?) where id = ?`,
      [when, when, id],
    );
  }
}

/** The title of the post of each slug (published or not). */
export async function postTitles(db: DbOrTrx, slugs: string[]): Promise<Map<string, string>> {
  if (!slugs.length) return new Map();
  const rows = await db('blog_posts').whereIn('slug', slugs).select('slug', 'title');
  return new Map(rows.map((r) => [r.slug, r.title]));
}
