/**
 * One helper for every administrator action: who (id and e-mail, kept even if the administrator
 * is deleted later), what, which record, when, and from where (client address and user agent).
 * Pass the transaction of the change when there is one, so the change and its record commit together.
 */
import type { Context } from 'koa';
import type { AuditAction } from '@northbeam/shared/contract/admin';
import { findAdminById } from '../db/admins.queries';
import { insertAudit } from '../db/audit.queries';
import type { DbOrTrx } from '../db/connection';
import { clientIp } from '../http/client-ip';

declare module 'koa' {
  interface DefaultState {
    /** Cached by audit(): the signed-in administrator's e-mail. */
    adminEmail?: string;
  }
}

export async function audit(
  db: DbOrTrx,
  ctx: Context,
  action: AuditAction,
  record: {
    entityType?: string;
    entityId?: string | null;
    details?: Record<string, unknown>;
    /** Who, when it is not the signed-in administrator (sign-in attempts). */
    admin?: { id: string | null; email: string };
  } = {},
) {
  let who = record.admin;
  if (!who) {
    const id = ctx.state.adminId ?? null;
    if (id && ctx.state.adminEmail === undefined) {
      ctx.state.adminEmail = (await findAdminById(db, id))?.email ?? '';
    }
    who = { id, email: ctx.state.adminEmail ?? '' };
  }
  await insertAudit(db, {
    adminId: who.id,
    adminEmail: who.email,
    action,
    entityType: record.entityType ?? null,
    entityId: record.entityId ?? null,
    details: record.details ?? {},
    ip: clientIp(ctx),
    userAgent: ctx.get('User-Agent'),
  });
}
