/** The audit log for administrators: a paged list and a CSV export of the same filters. */
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { AuditEntry } from '@northbeam/shared/contract/admin';
import { routes } from '@northbeam/shared/contract/routes';
import { allAudit, listAudit, type AuditRow } from '../../db/audit.queries';
import type { AppDeps } from '../../deps';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';
import { csvLine } from '../../http/csv';

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentAudit(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    adminId: row.admin_id,
    adminEmail: row.admin_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details ?? {},
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: iso(row.created_at),
  };
}

const CSV_COLUMNS = [
  'time',
  'admin_email',
  'admin_id',
  'action',
  'entity_type',
  'entity_id',
  'ip',
  'user_agent',
  'details',
] as const;

export function auditRouter({ db, config, cache, checkAnswers }: AppDeps) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));

  on(routes.audit.list, async ({ ctx, query }) => {
    const { rows, total } = await listAudit(db, { ...query, totals: cache.totals });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return rows.map(presentAudit);
  });

  on(routes.audit.csv, ({ ctx, query: filter }) => {
    async function* lines() {
      yield csvLine([...CSV_COLUMNS]);
      for await (const row of allAudit(db, filter)) {
        yield csvLine([
          iso(row.created_at),
          row.admin_email,
          row.admin_id,
          row.action,
          row.entity_type,
          row.entity_id,
          row.ip,
          row.user_agent,
          row.details ?? {},
        ]);
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    noStore(ctx);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`);
    ctx.body = Readable.from(lines());
  });

  return router;
}
