/** The desktop app's releases. */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { desktopRelease, publishedRelease } from '../desktop';

export const desktopRoutes = {
  desktop: {
    /** The live desktop release and its installers, for the "Desktop app" page (every role). */
    latest: route({
      method: 'GET',
      path: '/api/desktop/latest',
      access: 'admin',
      permission: 'account',
      output: desktopRelease,
    }),
    /**
     * Publishes a release from the files electron-builder wrote (multipart, streamed to disk),
     * with the checks of `npm run desktop:publish`; owners only, audited.
     */
    publish: route({
      method: 'POST',
      path: '/api/desktop/releases',
      access: 'admin',
      permission: 'releases',
      body: 'multipart',
      output: publishedRelease,
    }),
  },
} as const;
