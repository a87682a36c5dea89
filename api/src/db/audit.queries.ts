/** The audit log: one row per administrator action, never updated. */
import type { DbOrTrx } from './connection';
import { paged, whereSearch, type ListParams } from './list';
import type { AuditLogTable } from './tables';

export type AuditRow = AuditLogTable;

export interface AuditValues {
  staffId: string | null;
  staffEmail: string;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  details?: Record<string, unknown>;
  ip: string;
  userAgent: string;
}

export async function insertAudit(db: DbOrTrx, v: AuditValues) {
  await db('audit_log').insert({
    staff_id: v.staffId,
    staff_email: v.staffEmail,
    action: v.action,
    entity_type: v.entityType ?? null,
    entity_id: v.entityId ?? null,
    details: JSON.stringify(v.details ?? {}),
    ip: v.ip,
    user_agent: v.userAgent.slice(0, 500),
  });
}

export interface AuditFilter {
  q?: string | undefined;
  action?: string | undefined;
}

function filtered(db: DbOrTrx, f: AuditFilter) {
  const query = db('audit_log').select('*');
  if (f.action) query.where('action', f.action);
  return whereSearch(query, ['staff_email', 'action', 'entity_type', 'entity_id', 'ip'], f.q);
}

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export async function listAudit(db: DbOrTrx, f: AuditFilter & ListParams) {
  return paged(filtered(db, f), f, NEWEST_FIRST);
}

/** Every matching row, newest first, in batches (for the CSV export). */
export async function* allAudit(db: DbOrTrx, f: AuditFilter, batch = 1000) {
  for (let offset = 0; ; offset += batch) {
    const rows = await filtered(db, f).orderBy(NEWEST_FIRST).limit(batch).offset(offset);
    yield* rows;
    if (rows.length < batch) return;
  }
}
