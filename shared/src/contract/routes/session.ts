/**
 * The session check, which every admin page makes first: an area of its own, so that checking its
 * answer builds only its schema and the signed-in person's (admin.ts, in the first bundle anyway),
 * not the account area's two-factor and password-reset schemas (route-areas.ts).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { adminInfo } from '../admin';

export const sessionRoutes = {
  admin: {
    /**
     * The session check at start: who is signed in, or `admin: null`. Answers 200 either way (a
     * signed-out visit is no error); a bearer token that is no longer valid gets 401, so the
     * desktop app forgets it.
     */
    session: route({
      method: 'GET',
      path: '/api/admin/session',
      access: 'public',
      output: z.object({ admin: adminInfo.nullable() }),
    }),
  },
} as const;
