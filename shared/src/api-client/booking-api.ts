/**
 * A booking link's calls (the site's /book/{token} page and the consultation form's "Pick a time
 * for the call now"): the free slots, booking or moving, cancelling. Loaded only when used.
 */
import type { BookingView } from '../contract/booking';
import { bookingRoutes } from '../contract/routes/booking';
import { createCaller } from './call';
import type { Transport } from './transport';

const routes = bookingRoutes.booking;

export function createBookingApi(transport: Transport) {
  const { call } = createCaller(transport);
  const zone = (timeZone: string | undefined) => (timeZone ? { timeZone } : undefined);
  return {
    getBooking: (token: string, timeZone?: string): Promise<BookingView> =>
      call(routes.get, { params: { token }, query: zone(timeZone) }),
    book: (token: string, start: string, timeZone?: string): Promise<BookingView> =>
      call(routes.book, {
        params: { token },
        query: zone(timeZone),
        body: { kind: 'json', data: { start } },
      }),
    cancelBooking: (token: string, timeZone?: string): Promise<BookingView> =>
      call(routes.cancel, { params: { token }, query: zone(timeZone) }),
  };
}
export type BookingApi = ReturnType<typeof createBookingApi>;
