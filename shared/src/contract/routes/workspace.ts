/** Across submissions: erasure on request (the overview of what waits: routes/overview.ts). */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { eraseInput, erasure } from '../workspace';

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
} as const;
