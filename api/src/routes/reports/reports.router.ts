/** The admin's Reports: recruiting, leads and content, each to the roles the route table names. */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import type { Reports } from '../../services/reports.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

export function reportsRouter({
  routing,
  reports,
}: {
  routing: DeclaredRoutesOptions;
  reports: Reports;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  on(routes.reports.recruiting, ({ ctx, query }) => {
    noStore(ctx);
    return reports.recruiting(query);
  });
  on(routes.reports.leads, ({ ctx, query }) => {
    noStore(ctx);
    return reports.leads(query);
  });
  on(routes.reports.content, ({ ctx, query }) => {
    noStore(ctx);
    return reports.content(query);
  });

  return router;
}
