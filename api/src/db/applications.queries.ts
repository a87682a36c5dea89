import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import type { AttributionColumns } from './attribution.queries';
import type { DbOrTrx } from './connection';
import { lastTurnSql, whereAwaiting } from './conversations.queries';
import {
  assigneeColumns,
  containsPattern,
  paged,
  whereAssignee,
  type AssigneeColumns,
  type ListParams,
} from './list';
import { spamColumns, whereSpam, type SpamFilter } from './spam';
import type { JobApplicationsTable } from './tables';

/** An application with its job's title (null once the job is deleted). */
export type ApplicationRow = JobApplicationsTable &
  Pick<AssigneeColumns, 'assignee_name' | 'assignee_email'> & {
    job_title: string | null;
    /** Lists only: whose turn the conversation is ('in': the person wrote last). */
    last_turn?: 'in' | 'out' | null;
  };

export interface ApplicationValues {
  jobId: string;
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  resumeKey: string;
  resumeName: string;
  resumeMime: string;
  resumeSize: number;
  spam?: SpamMark;
  /** Its announcements are written in the same transaction (staff, sender, webhooks). */
  announced?: boolean;
  /** Where it came from (attribution.service.ts). */
  attribution?: AttributionColumns;
}

/** Knex types no aliased join: the row it answers is declared. */
const withJob = (db: DbOrTrx) =>
  db('job_applications as a')
    .leftJoin('jobs as j', 'j.id', 'a.job_id')
    .select<ApplicationRow[]>('a.*', 'j.title as job_title');

export interface ApplicationListFilter extends ListParams {
  status?: string | undefined;
  q?: string | undefined;
  jobId?: string | undefined;
  spam?: SpamFilter | undefined;
  /** A person's id, or null for nobody's. */
  assigneeId?: string | null | undefined;
  /** us: the person wrote last; them: the team did. */
  awaiting?: 'us' | 'them' | undefined;
}

export async function listApplications(db: DbOrTrx, f: ApplicationListFilter) {
  const query = withJob(db).select(
    db.raw(`${lastTurnSql('a')} as last_turn`),
    ...assigneeColumns(db, 'a.assignee_id'),
  );
  whereAwaiting(query, 'a', f.awaiting);
  whereSpam(query, 'a.spam', f.spam);
  if (f.status) query.where('a.status', f.status);
  if (f.jobId) query.where('a.job_id', f.jobId);
  whereAssignee(query, 'a.assignee_id', f.assigneeId);
  // The matching jobs first (a small table), then their ids: an OR across the join, or with a
  // subquery, would keep the trigram indexes of the applications' own columns unused.
  if (f.q) {
    const pattern = containsPattern(f.q);
    const jobIds = (await db('jobs').whereILike('title', pattern).select('id')).map((j) => j.id);
    query.where((w) => {
      w.whereILike('a.full_name', pattern).orWhereILike('a.email', pattern);
      if (jobIds.length) w.orWhereIn('a.job_id', jobIds);
    });
  }
  return paged(query, f, [
    { column: 'a.applied_at', order: 'desc' },
    { column: 'a.id', order: 'desc' },
  ]);
}

export async function findApplication(
  db: DbOrTrx,
  id: string,
): Promise<ApplicationRow | undefined> {
  return withJob(db).where('a.id', id).first();
}

export async function insertApplication(db: DbOrTrx, v: ApplicationValues): Promise<string> {
  const [row] = await db('job_applications')
    .insert({
      job_id: v.jobId,
      full_name: v.fullName,
      email: v.email,
      phone: v.phone,
      cover_letter: v.coverLetter,
      resume_key: v.resumeKey,
      resume_name: v.resumeName,
      resume_mime: v.resumeMime,
      resume_size: v.resumeSize,
      ...spamColumns(v.spam ?? null),
      announced_at: v.announced ? new Date() : null,
      ...v.attribution,
    })
    .returning('id');
  return row!.id;
}

/** The status now, the row locked until the transaction ends (a status change compares). */
export async function lockApplicationStatus(
  db: DbOrTrx,
  id: string,
): Promise<ApplicationStatus | undefined> {
  const row = await db('job_applications').where({ id }).select('status').forUpdate().first();
  return row?.status;
}

export async function updateApplicationStatus(
  db: DbOrTrx,
  id: string,
  status: ApplicationStatus,
): Promise<boolean> {
  const rows = await db('job_applications')
    .where({ id })
    // The time of a change (not of setting the status it has): a closed application's status
    // link works for a while after it closed.
    .update({
      status,
      status_changed_at: db.raw('case when status = ? then status_changed_at else now() end', [
        status,
      ]),
    })
    .returning('id');
  return rows.length > 0;
}

export async function setApplicationSpam(
  db: DbOrTrx,
  id: string,
  mark: SpamMark,
): Promise<boolean> {
  const rows = await db('job_applications').where({ id }).update(spamColumns(mark)).returning('id');
  return rows.length > 0;
}
