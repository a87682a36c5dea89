/** The admin's Reports: each report to the roles that work on what it counts. */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { contentReport, leadsReport, recruitingReport, reportQuery } from '../reports';

export const reportRoutes = {
  reports: {
    /** Owners, administrators, recruiters. */
    recruiting: route({
      method: 'GET',
      path: '/api/admin/reports/recruiting',
      access: 'admin',
      permission: 'applications',
      query: reportQuery,
      output: recruitingReport,
    }),
    /** Owners, administrators, sales. */
    leads: route({
      method: 'GET',
      path: '/api/admin/reports/leads',
      access: 'admin',
      permission: 'inquiries',
      query: reportQuery,
      output: leadsReport,
    }),
    /** Owners, administrators, editors. */
    content: route({
      method: 'GET',
      path: '/api/admin/reports/content',
      access: 'admin',
      permission: 'blog',
      query: reportQuery,
      output: contentReport,
    }),
  },
} as const;
