/**
 * The public booking links (README "Scheduling"): a candidate's interview or a visitor's
 * consultation call, by the link's token. A wrong, expired or revoked token answers 404.
 * The site's booking page imports this area alone (no admin schemas).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { bookingInput, bookingQuery, bookingView } from '../booking';

export const bookingRoutes = {
  booking: {
    get: route({
      method: 'GET',
      path: '/api/booking/:token',
      access: 'public',
      query: bookingQuery,
      output: bookingView,
    }),
    /** Books the slot (201), moves a booked one, or 409 when it was just taken. */
    book: route({
      method: 'POST',
      path: '/api/booking/:token',
      access: 'public',
      body: 'json',
      input: bookingInput,
      query: bookingQuery,
      output: bookingView,
    }),
    cancel: route({
      method: 'POST',
      path: '/api/booking/:token/cancel',
      access: 'public',
      query: bookingQuery,
      output: bookingView,
    }),
  },
} as const;
