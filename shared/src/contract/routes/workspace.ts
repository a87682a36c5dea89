/** Across submissions: erasure on request and the overview of what waits. */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { eraseInput, erasure, overview } from '../workspace';

export const workspaceRoutes = {
  privacy: {
    /** Removes every submission, note, resume and message of an address. */
    erase: route({
      method: 'POST',
      path: '/api/admin/privacy/erase',
      access: 'admin',
      permission: 'privacy',
      body: 'json',
      input: eraseInput,
      output: erasure,
    }),
  },
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
