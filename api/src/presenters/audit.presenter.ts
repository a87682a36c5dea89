/** The audit log's rows in the contract's shape. */
import type { AuditEntry } from '@northbeam/shared/contract/admin';
import type { AuditRow } from '../db/audit.queries';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentAudit(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    staffId: row.staff_id,
    staffEmail: row.staff_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details ?? {},
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: iso(row.created_at),
  };
}
