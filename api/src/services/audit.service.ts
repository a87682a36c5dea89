/**
 * One helper for every recorded action: who (the actor's id and e-mail, kept even if the person is
 * deleted later), what, which record, when, and from where (client address and user agent).
 * Pass the transaction of the change when there is one, so the change and its record commit together.
 */
import type { AuditAction } from '@northbeam/shared/contract/admin';
import { insertAudit } from '../db/audit.queries';
import type { DbOrTrx } from '../db/connection';
import type { Actor } from '../http/actor';

export async function audit(
  db: DbOrTrx,
  actor: Actor,
  action: AuditAction,
  record: {
    entityType?: string;
    entityId?: string | null;
    details?: Record<string, unknown>;
    /** Who, when it is not the actor's staff member (sign-in attempts, links used signed out). */
    staff?: { id: string | null; email: string };
  } = {},
) {
  const who = record.staff ?? { id: actor.staffId, email: actor.email };
  await insertAudit(db, {
    staffId: who.id,
    staffEmail: who.email,
    action,
    entityType: record.entityType ?? null,
    entityId: record.entityId ?? null,
    details: record.details ?? {},
    ip: actor.ip,
    userAgent: actor.userAgent,
  });
}
