import type { Transport } from '../../api-client/transport';

/** Paths whose 401 means "wrong credentials", not "session expired". */
const CREDENTIAL_PATHS = new Set(['/api/admin/login']);

/**
 * Wraps a transport so that a 401 from any admin call reports through `onUnauthorized`. The API
 * client stays free of UI: the callback decides what an expired session means.
 */
export function withUnauthorizedHandler(
  transport: Transport,
  onUnauthorized: () => void,
): Transport {
  return async (request) => {
    const response = await transport(request);
    if (response.status === 401 && !CREDENTIAL_PATHS.has(request.path)) onUnauthorized();
    return response;
  };
}
