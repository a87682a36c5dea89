/** Where visitors and submissions come from: the page-view beacon and tracked apply links. */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { PAGE_VIEW_PATH, pageViewInput, trackedLink, trackedLinkInput } from '../attribution';

export const attributionRoutes = {
  events: {
    /**
     * A page view (navigator.sendBeacon): 202, counted in the day's rollups within a second.
     * Answered before the app's middleware (api/src/events/beacon-lane.ts); rate limited.
     */
    pageView: route({
      method: 'POST',
      path: PAGE_VIEW_PATH,
      access: 'public',
      body: 'json',
      input: pageViewInput,
    }),
  },
  trackedLinks: {
    /** A job's tracked apply links, with their clicks, applications and hires. */
    list: route({
      method: 'GET',
      path: '/api/careers/:id/links',
      access: 'admin',
      permission: 'jobs',
      output: trackedLink,
      list: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/careers/:id/links',
      access: 'admin',
      permission: 'jobs',
      body: 'json',
      input: trackedLinkInput,
      output: trackedLink,
    }),
    /** The link stops working; applications that came through it keep their source. */
    remove: route({
      method: 'DELETE',
      path: '/api/careers/:id/links/:linkId',
      access: 'admin',
      permission: 'jobs',
    }),
  },
} as const;
