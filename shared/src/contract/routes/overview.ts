/**
 * The Overview, the admin's first screen: an area of its own, so that checking its answer loads
 * only its schemas (route-areas.ts).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { overview } from '../overview';

export const overviewRoutes = {
  overview: {
    /** New since my last visit, per status, and what waits for an answer (my role's kinds). */
    get: route({
      method: 'GET',
      path: '/api/admin/overview',
      access: 'admin',
      permission: 'account',
      output: overview,
    }),
  },
} as const;
