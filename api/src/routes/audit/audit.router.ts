/** The audit log for administrators: a paged list and a CSV export of the same filters. */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import { sendCsv } from '../../http/csv';
import type { AuditLog } from '../../services/audit-log.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';

export function auditRouter({
  routing,
  auditLog,
}: {
  routing: DeclaredRoutesOptions;
  auditLog: AuditLog;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  on(routes.audit.list, async ({ ctx, query }) => {
    const { items, total } = await auditLog.list(query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });

  on(routes.audit.csv, ({ ctx, query }) => {
    const { header, rows } = auditLog.export(query);
    sendCsv(ctx, 'audit-log', header, rows);
  });

  return router;
}
