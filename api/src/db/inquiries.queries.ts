/** Contact submissions and consultation requests: the same shape of table, two tables. */
import type { ConsultationStatus, ContactStatus } from '@northbeam/shared/contract/constants';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import type { AttributionColumns } from './attribution.queries';
import { coalescedInsert, type AfterInsert } from './coalesced-insert';
import type { Db, DbOrTrx } from './connection';
import { lastTurnSql, whereAwaiting } from './conversations.queries';
import {
  assigneeColumns,
  paged,
  whereAssignee,
  whereSearch,
  type AssigneeColumns,
  type ListParams,
} from './list';
import { spamColumns, whereSpam, type SpamFilter } from './spam';
import type { ContactSubmissionsTable, InsertOf } from './tables';

export type InquiryTable = 'contact_submissions' | 'consultation_requests';
export type InquiryStatus = ContactStatus | ConsultationStatus;

/** A row of either table: a consultation request has no phone. */
export type InquiryRow = Omit<ContactSubmissionsTable, 'phone' | 'status'> &
  Pick<AssigneeColumns, 'assignee_name' | 'assignee_email'> & {
    phone?: string;
    status: InquiryStatus;
    /** Lists only: whose turn the conversation is ('in': the person wrote last). */
    last_turn?: 'in' | 'out' | null;
  };

/** Either table as the one shape they share (Knex types a query of one named table). */
const inquiries = (db: DbOrTrx, table: InquiryTable) => db<InquiryRow>(table);

export interface InquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company: string;
  message: string;
  spam?: SpamMark;
  /** Its announcements are written in the same transaction (staff, sender, webhooks). */
  announced?: boolean;
  /** Where it came from (attribution.service.ts). */
  attribution?: AttributionColumns;
}

function inquiryRow(table: InquiryTable, v: InquiryValues): InsertOf<InquiryTable> {
  const row: InsertOf<'consultation_requests'> = {
    first_name: v.firstName,
    last_name: v.lastName,
    email: v.email,
    company: v.company,
    message: v.message,
    ...spamColumns(v.spam ?? null),
    announced_at: v.announced ? new Date() : null,
    ...v.attribution,
  };
  return table === 'contact_submissions' ? { ...row, phone: v.phone ?? '' } : row;
}

export async function insertInquiry(
  db: DbOrTrx,
  table: InquiryTable,
  v: InquiryValues,
): Promise<InquiryRow> {
  const [created] = await inquiries(db, table).insert(inquiryRow(table, v)).returning('*');
  return created!;
}

/**
 * `insertInquiry` for the public forms: submissions arriving together share one INSERT, and
 * `afterInsert` writes what they cause in the same transaction.
 */
export function inquiryInserter<Meta>(
  db: Db,
  table: InquiryTable,
  afterInsert?: AfterInsert<InquiryRow, Meta>,
) {
  const insert = coalescedInsert(
    db,
    table,
    (trx, rows: Array<InsertOf<InquiryTable>>) => inquiries(trx, table).insert(rows).returning('*'),
    afterInsert,
  );
  return (v: InquiryValues, meta: Meta) => insert(inquiryRow(table, v), meta);
}

export interface InquiryListFilter extends ListParams {
  status?: string | undefined;
  q?: string | undefined;
  spam?: SpamFilter | undefined;
  /** A person's id, or null for nobody's. */
  assigneeId?: string | null | undefined;
  /** us: the person wrote last; them: the team did. */
  awaiting?: 'us' | 'them' | undefined;
}

export function listInquiries(db: DbOrTrx, table: InquiryTable, f: InquiryListFilter) {
  const query = db(`${table} as s`).select<InquiryRow[]>(
    's.*',
    db.raw(`${lastTurnSql('s')} as last_turn`),
    ...assigneeColumns(db, 's.assignee_id'),
  );
  whereAwaiting(query, 's', f.awaiting);
  whereSpam(query, 'spam', f.spam);
  if (f.status) query.where('status', f.status);
  whereAssignee(query, 'assignee_id', f.assigneeId);
  whereSearch(query, ['first_name', 'last_name', 'email', 'company'], f.q);
  return paged(query, f, [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
}

export async function updateInquiryStatus(
  db: DbOrTrx,
  table: InquiryTable,
  id: string,
  status: InquiryStatus,
): Promise<InquiryRow | undefined> {
  const [row] = await inquiries(db, table).where({ id }).update({ status }).returning('*');
  return row;
}

export async function setInquirySpam(
  db: DbOrTrx,
  table: InquiryTable,
  id: string,
  mark: SpamMark,
): Promise<InquiryRow | undefined> {
  const [row] = await inquiries(db, table).where({ id }).update(spamColumns(mark)).returning('*');
  return row;
}

/** The status now, the row locked until the transaction ends (a status change compares). */
export async function lockInquiryStatus(
  db: DbOrTrx,
  table: InquiryTable,
  id: string,
): Promise<InquiryStatus | undefined> {
  const row = await inquiries(db, table).where({ id }).select('status').forUpdate().first();
  return row?.status;
}

export async function findInquiry(
  db: DbOrTrx,
  table: InquiryTable,
  id: string,
): Promise<InquiryRow | undefined> {
  return inquiries(db, table).where({ id }).first();
}
