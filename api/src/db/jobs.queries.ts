import type { DbOrTrx } from './connection';
import { paged, whereSearch, type ListParams } from './list';

export interface JobRow {
  id: string;
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: string;
  is_active: boolean;
  posted_date: Date;
  updated_at: Date;
}

export interface JobValues {
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: string;
  isActive: boolean;
}

const toRow = (v: JobValues) => ({
  title: v.title,
  description: v.description,
  requirements: JSON.stringify(v.requirements),
  location: v.location,
  type: v.type,
  is_active: v.isActive,
});

export interface JobListFilter extends ListParams {
  includeInactive: boolean;
  /** 'active' | 'inactive' (admin lists) */
  status?: string | undefined;
  q?: string | undefined;
}

/** What the public may see of the careers board, the one place the rule is written: active jobs. */
export function activeJobs(db: DbOrTrx) {
  return db('jobs').where('is_active', true);
}

export function listJobs(db: DbOrTrx, f: JobListFilter) {
  const query = (f.includeInactive ? db('jobs') : activeJobs(db)).select('*');
  if (f.status === 'active') query.where('is_active', true);
  if (f.status === 'inactive') query.where('is_active', false);
  whereSearch(query, ['title', 'location'], f.q);
  return paged<JobRow>(query, f, [
    { column: 'posted_date', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function findJob(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return db<JobRow>('jobs').where({ id }).first();
}

export async function findActiveJob(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return (await activeJobs(db).where({ id }).first()) as JobRow | undefined;
}

export async function insertJob(
  db: DbOrTrx,
  values: JobValues & { postedDate?: Date },
): Promise<JobRow> {
  const row: Record<string, unknown> = toRow(values);
  if (values.postedDate) row.posted_date = values.postedDate;
  const [created] = (await db('jobs').insert(row).returning('*')) as JobRow[];
  return created!;
}

export async function updateJob(
  db: DbOrTrx,
  id: string,
  values: JobValues,
): Promise<JobRow | undefined> {
  const [updated] = (await db('jobs')
    .where({ id })
    .update({ ...toRow(values), updated_at: db.fn.now() })
    .returning('*')) as JobRow[];
  return updated;
}

export async function deleteJob(db: DbOrTrx, id: string): Promise<boolean> {
  // `returning` rather than the affected-row count, which PGlite's Knex client does not report.
  const rows = await db('jobs').where({ id }).delete().returning('id');
  return rows.length > 0;
}

export async function countJobs(db: DbOrTrx): Promise<number> {
  const row = (await db('jobs').count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}
