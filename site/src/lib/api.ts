import type { PublicApi } from '@northbeam/shared/api-client/public-api';

/**
 * The site's one data layer: the typed public client of the contract, loaded on first use so that
 * the client and its zod schemas stay out of the first bundle. Relative URLs in the browser; the
 * server renderer provides an in-process client instead.
 */
let api: Promise<PublicApi> | undefined;

/**
 * The server renderer's data source: a client whose transport calls the API's queries in-process
 * (no HTTP to itself). The same loaders then run on the server and in the browser.
 */
export function providePublicApi(instance: PublicApi) {
  api = Promise.resolve(instance);
}

export function publicApi(): Promise<PublicApi> {
  api ??= Promise.all([
    import('@northbeam/shared/api-client/transport'),
    import('@northbeam/shared/api-client/public-api'),
  ]).then(([transport, client]) =>
    client.createPublicApi(transport.createFetchTransport({ baseUrl: '' })),
  );
  return api;
}

/** An answer of the API with an error status (the shared ApiError), without importing it eagerly. */
export function isApiError(
  error: unknown,
): error is Error & { status: number; fromServer: boolean } {
  return error instanceof Error && error.name === 'ApiError';
}
