import type { Transport } from '../../api-client/transport';
import { shapeMatcher } from '../../contract/route-shape';
import { ROUTE_SHAPES } from '../../contract/route-shapes';

const matchShape = shapeMatcher(ROUTE_SHAPES);

/** A 401 of a sign-in means "wrong credentials", not "session expired". */
const isSignIn = (method: string, path: string) => matchShape(method, path)?.session === 'signs-in';

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
    if (response.status === 401 && !isSignIn(request.method, request.path)) onUnauthorized();
    return response;
  };
}
