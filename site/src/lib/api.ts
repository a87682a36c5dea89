import { createContext, RouterContextProvider } from 'react-router-dom';
import type { PublicApi, PublicReadApi } from '@northbeam/shared/api-client/public-api';

/**
 * The pages' data source travels in the router's context (react-router's `getContext` in the
 * browser, the static handler's `requestContext` on the server), never in a module variable: the
 * server renderer provides reads answered in-process by the API, the browser a fetch client.
 */
const publicReads = createContext<PublicReadApi>();

/** The reads a loader's router was given. */
export function readsOf(context: unknown): PublicReadApi {
  return (context as RouterContextProvider).get(publicReads);
}

/** A router context carrying `reads`. */
export function dataContext(reads: PublicReadApi): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(publicReads, reads);
  return context;
}

/**
 * The typed public client on `fetch`, relative URLs. Its modules load on first use, so the client
 * and its zod schemas stay out of the first bundle (the browser keeps loaded modules).
 */
export async function publicApi(): Promise<PublicApi> {
  const [transport, client] = await Promise.all([
    import('@northbeam/shared/api-client/transport'),
    import('@northbeam/shared/api-client/public-api'),
  ]);
  return client.createPublicApi(transport.createFetchTransport({ baseUrl: '' }));
}

/** The browser's reads: the fetch client, loaded when a loader first calls it. */
export function browserReads(): PublicReadApi {
  let loaded: Promise<PublicApi> | undefined;
  const api = () => (loaded ??= publicApi());
  return {
    listBlogs: async (...args) => (await api()).listBlogs(...args),
    getBlog: async (...args) => (await api()).getBlog(...args),
    previewBlog: async (...args) => (await api()).previewBlog(...args),
    listBlogsByCategory: async (...args) => (await api()).listBlogsByCategory(...args),
    listJobs: async (...args) => (await api()).listJobs(...args),
    getJob: async (...args) => (await api()).getJob(...args),
    getBooking: async (...args) => (await bookingApi()).getBooking(...args),
    search: async (...args) => (await api()).search(...args),
    applicationStatus: async (...args) => (await api()).applicationStatus(...args),
    erasureRequest: async (...args) => (await api()).erasureRequest(...args),
    getReview: async (...args) => (await reviewApi()).getReview(...args),
  };
}

/** A booking link's calls, loaded when a booking page or the call offer first needs them. */
export async function bookingApi() {
  const [transport, client] = await Promise.all([
    import('@northbeam/shared/api-client/transport'),
    import('@northbeam/shared/api-client/booking-api'),
  ]);
  return client.createBookingApi(transport.createFetchTransport({ baseUrl: '' }));
}

/** A review link's calls, loaded when a review page first needs them. */
export async function reviewApi() {
  const [transport, client] = await Promise.all([
    import('@northbeam/shared/api-client/transport'),
    import('@northbeam/shared/api-client/review-api'),
  ]);
  return client.createReviewApi(transport.createFetchTransport({ baseUrl: '' }));
}

/** An answer of the API with an error status (the shared ApiError), without importing it eagerly. */
export function isApiError(
  error: unknown,
): error is Error & { status: number; fromServer: boolean } {
  return error instanceof Error && error.name === 'ApiError';
}
