/** The CSV exports' columns and each row's cells (http/csv.ts quotes and streams them). */
import type { ApplicationRow } from '../db/applications.queries';
import type { AuditRow } from '../db/audit.queries';
import type { InquiryRow } from '../db/inquiries.queries';
import type { JobRow } from '../db/jobs.queries';

/** A CSV file's header and its rows' cells, a row at a time. */
export interface CsvExport {
  header: readonly string[];
  rows: AsyncIterable<unknown[]>;
}

export const APPLICATION_CSV = [
  'applied_at',
  'full_name',
  'email',
  'phone',
  'job',
  'status',
  'cover_letter',
  'resume_name',
  'spam',
] as const;
export const applicationCells = (row: ApplicationRow) => [
  row.applied_at,
  row.full_name,
  row.email,
  row.phone,
  row.job_title ?? '',
  row.status,
  row.cover_letter,
  row.resume_name,
  row.spam ?? '',
];

export const JOB_CSV = [
  'posted_date',
  'title',
  'location',
  'type',
  'active',
  'salary_currency',
  'salary_min',
  'salary_max',
  'salary_per',
  'closing_date',
] as const;
export const jobCells = (row: JobRow) => [
  row.posted_date,
  row.title,
  row.location,
  row.type,
  row.is_active ? 'yes' : 'no',
  row.salary_currency ?? '',
  row.salary_min ?? '',
  row.salary_max ?? '',
  row.salary_unit ?? '',
  row.closing_date ?? '',
];

export const INQUIRY_CSV = [
  'received_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'message',
  'status',
  'spam',
] as const;
export const inquiryCells = (row: InquiryRow) => [
  row.created_at,
  row.first_name,
  row.last_name,
  row.email,
  row.phone ?? '',
  row.company,
  row.message,
  row.status,
  row.spam ?? '',
];

const iso = (d: Date | string) => new Date(d).toISOString();

export const AUDIT_CSV = [
  'time',
  'staff_email',
  'staff_id',
  'action',
  'entity_type',
  'entity_id',
  'ip',
  'user_agent',
  'details',
] as const;
export const auditCells = (row: AuditRow) => [
  iso(row.created_at),
  row.staff_email,
  row.staff_id,
  row.action,
  row.entity_type,
  row.entity_id,
  row.ip,
  row.user_agent,
  row.details ?? {},
];

/** Each row of `rows` turned into its cells. */
export async function* cellsOf<Row>(
  rows: AsyncIterable<Row>,
  cells: (row: Row) => unknown[],
): AsyncGenerator<unknown[]> {
  for await (const row of rows) yield cells(row);
}

/** Every row of a paged list, a page at a time (an export follows the list's filters). */
export async function* everyRow<Row>(
  fetchPage: (page: number, limit: number) => Promise<Row[]>,
  limit = 1000,
): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const rows = await fetchPage(page, limit);
    yield* rows;
    if (rows.length < limit) return;
  }
}
