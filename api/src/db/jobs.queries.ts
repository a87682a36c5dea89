import type { JobType } from '@northbeam/shared/contract/constants';
import type { DbOrTrx } from './connection';
import { countRows, paged, whereSearch, type ListParams } from './list';
import type { InsertOf, JobsTable } from './tables';

export type JobRow = Omit<JobsTable, 'closing_date'> & {
  /** `YYYY-MM-DD` (read as text, never shifted by a time zone). */
  closing_date: string | null;
  /** The job order's client's name (the presenters decide who may see it). */
  client_name: string | null;
};

export interface JobValues {
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: JobType;
  isActive: boolean;
  salary?: { currency: string; min: number; max: number; unit: string } | null | undefined;
  closingDate?: string | null | undefined;
  /** A job order's fields (issue 34): each written only when given. */
  clientId?: string | null | undefined;
  openings?: number | null | undefined;
  billRate?: number | null | undefined;
  payRate?: number | null | undefined;
  feePercent?: number | null | undefined;
  confidential?: boolean | undefined;
}

const given = <K extends string, V>(column: K, value: V | undefined) =>
  (value === undefined ? {} : { [column]: value }) as Partial<Record<K, V>>;

/** Salary and closing date are written only when given: the spec's client, which sends neither, keeps them. */
const toRow = (v: JobValues) => ({
  title: v.title,
  description: v.description,
  requirements: JSON.stringify(v.requirements),
  location: v.location,
  type: v.type,
  is_active: v.isActive,
  ...(v.salary === undefined
    ? {}
    : {
        salary_currency: v.salary?.currency ?? null,
        salary_min: v.salary?.min ?? null,
        salary_max: v.salary?.max ?? null,
        salary_unit: v.salary?.unit ?? null,
      }),
  ...(v.closingDate === undefined ? {} : { closing_date: v.closingDate }),
  ...given('client_id', v.clientId),
  ...given('openings', v.openings),
  ...given('bill_rate', v.billRate),
  ...given('pay_rate', v.payRate),
  ...given('fee_percent', v.feePercent),
  ...given('confidential', v.confidential),
});

/**
 * Every column, the closing date as text (a `date` read as a Date would move with the zone).
 * Knex cannot type the computed column: the row is declared.
 */
const selectJob = (db: DbOrTrx, query: ReturnType<typeof activeJobs>) =>
  query.select<JobRow[]>(
    'jobs.*',
    db.raw("to_char(jobs.closing_date, 'YYYY-MM-DD') as closing_date"),
    db.raw('(select name from clients where clients.id = jobs.client_id) as client_name'),
  );

export interface JobListFilter extends ListParams {
  includeInactive: boolean;
  /** 'active' | 'inactive' (admin lists) */
  status?: string | undefined;
  q?: string | undefined;
}

/**
 * What the public may see of the careers board, the one place the rule is written: active jobs
 * not past their closing date (the careers list, the sitemap).
 */
export function activeJobs(db: DbOrTrx) {
  return db('jobs')
    .where('is_active', true)
    .andWhere((q) => {
      q.whereNull('closing_date').orWhereRaw("closing_date >= (now() at time zone 'utc')::date");
    });
}

export function listJobs(db: DbOrTrx, f: JobListFilter) {
  const query = selectJob(db, f.includeInactive ? db('jobs') : activeJobs(db));
  if (f.status === 'active') query.where('is_active', true);
  if (f.status === 'inactive') query.where('is_active', false);
  whereSearch(query, ['title', 'location'], f.q);
  return paged(query, f, [
    { column: 'posted_date', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function findJob(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return selectJob(db, db('jobs').where({ id })).first();
}

/**
 * A job page the public may open: active, open or past its closing date (the page then says it
 * is closed, with noindex, rather than vanishing from links people already have).
 */
export async function findActiveJob(db: DbOrTrx, id: string): Promise<JobRow | undefined> {
  return selectJob(db, db('jobs').where({ id, is_active: true })).first();
}

export async function insertJob(
  db: DbOrTrx,
  values: JobValues & { postedDate?: Date },
): Promise<JobRow> {
  const row: InsertOf<'jobs'> = toRow(values);
  if (values.postedDate) row.posted_date = values.postedDate;
  const [created] = await db('jobs').insert(row).returning('id');
  return (await findJob(db, created!.id))!;
}

export async function updateJob(
  db: DbOrTrx,
  id: string,
  values: JobValues,
): Promise<JobRow | undefined> {
  const [updated] = await db('jobs')
    .where({ id })
    .update({ ...toRow(values), updated_at: db.fn.now() })
    .returning('id');
  return updated && findJob(db, updated.id);
}

export async function deleteJob(db: DbOrTrx, id: string): Promise<boolean> {
  // `returning` rather than the affected-row count, which PGlite's Knex client does not report.
  const rows = await db('jobs').where({ id }).delete().returning('id');
  return rows.length > 0;
}

export async function countJobs(db: DbOrTrx): Promise<number> {
  return countRows(db('jobs'));
}
