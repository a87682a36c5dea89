/** Contact submissions and consultation requests: the same shape of table, two tables. */
import { coalescedInsert } from './coalesced-insert';
import type { Db, DbOrTrx } from './connection';
import { paged, whereSearch, type ListParams } from './list';

export type InquiryTable = 'contact_submissions' | 'consultation_requests';

export interface InquiryRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** contact_submissions only */
  phone?: string;
  company: string;
  message: string;
  status: string;
  created_at: Date;
}

export interface InquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company: string;
  message: string;
}

function inquiryRow(table: InquiryTable, v: InquiryValues): Record<string, unknown> {
  const row: Record<string, unknown> = {
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    company: v.company,
    message: v.message,
  };
  if (table === 'contact_submissions') row.phone = v.phone ?? '';
  return row;
}

export async function insertInquiry(
  db: DbOrTrx,
  table: InquiryTable,
  v: InquiryValues,
): Promise<InquiryRow> {
  const [created] = (await db(table).insert(inquiryRow(table, v)).returning('*')) as InquiryRow[];
  return created!;
}

/** `insertInquiry` for the public forms: submissions arriving together share one INSERT. */
export function inquiryInserter(db: Db, table: InquiryTable) {
  const insert = coalescedInsert<InquiryRow>(db, table);
  return (v: InquiryValues) => insert(inquiryRow(table, v));
}

export interface InquiryListFilter extends ListParams {
  status?: string | undefined;
  q?: string | undefined;
}

export function listInquiries(db: DbOrTrx, table: InquiryTable, f: InquiryListFilter) {
  const query = db(table).select('*');
  if (f.status) query.where('status', f.status);
  whereSearch(query, ['first_name', 'last_name', 'email', 'company'], f.q);
  return paged<InquiryRow>(query, f, [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function updateInquiryStatus(
  db: DbOrTrx,
  table: InquiryTable,
  id: string,
  status: string,
): Promise<InquiryRow | undefined> {
  const [row] = (await db(table).where({ id }).update({ status }).returning('*')) as InquiryRow[];
  return row;
}
