/** The audit log: a paged list and a CSV export of the same filters. */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { auditEntry } from '../admin';
import { pageQuery, searchParam } from '../pagination';

/** The audit log's filters: a search and an action. */
export const auditFilter = z.object({
  q: searchParam,
  action: z.string().trim().max(64).optional(),
});

export const auditListQuery = pageQuery.extend(auditFilter.shape);

export const auditRoutes = {
  audit: {
    list: route({
      method: 'GET',
      path: '/api/admin/audit',
      access: 'admin',
      permission: 'audit',
      query: auditListQuery,
      output: auditEntry,
      list: true,
    }),
    /** The same filters as the list, every matching row. */
    csv: route({
      method: 'GET',
      path: '/api/admin/audit.csv',
      access: 'admin',
      permission: 'audit',
      query: auditFilter,
      file: true,
    }),
  },
} as const;
