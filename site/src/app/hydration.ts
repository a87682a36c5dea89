/**
 * The router state a server-rendered page carries to the browser, in
 * `<script type="application/json" id="__rr_data">` (data, never executed: the CSP allows no inline
 * scripts). Deferred loader values arrive resolved; a rejected one (an unknown post) as a marker
 * the browser turns back into an already-rejected promise, so <Await> renders the same error.
 */
import type { HydrationState } from 'react-router-dom';
import type { FormOutcome } from '@northbeam/shared/contract/native-forms';

export const HYDRATION_ELEMENT_ID = '__rr_data';
const REJECTED = '__rejected';
const ROUTE_ERROR = '__routeError';

export interface HydrationPayload {
  origin: string;
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
  /** A form posted natively to this page and refused: what was sent and why. */
  formOutcome?: FormOutcome | null;
}

interface SerializedError {
  name: string;
  message: string;
  status?: number;
  fromServer?: boolean;
}

export function serializeError(error: unknown): SerializedError {
  const value = error as {
    name?: unknown;
    message?: unknown;
    status?: unknown;
    fromServer?: unknown;
  };
  const out: SerializedError = {
    name: typeof value?.name === 'string' ? value.name : 'Error',
    message: typeof value?.message === 'string' ? value.message : String(error),
  };
  if (typeof value?.status === 'number') out.status = value.status;
  if (typeof value?.fromServer === 'boolean') out.fromServer = value.fromServer;
  return out;
}

export const rejectedMarker = (error: unknown) => ({ [REJECTED]: serializeError(error) });

export const routeErrorMarker = (error: {
  status: number;
  statusText: string;
  data: unknown;
  internal?: boolean;
}) => ({
  [ROUTE_ERROR]: {
    status: error.status,
    statusText: error.statusText,
    data: typeof error.data === 'string' ? error.data : null,
    internal: error.internal === true,
  },
});

function reviveError(data: SerializedError): Error {
  const error = new Error(data.message);
  error.name = data.name;
  return Object.assign(error, { status: data.status, fromServer: data.fromServer });
}

/** A promise <Await> reads as already settled (react-router's `_tracked`/`_data`/`_error`). */
export function settledPromise(outcome: { data: unknown } | { error: unknown }): Promise<unknown> {
  const promise =
    'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve(outcome.data);
  promise.catch(() => undefined);
  // defineProperty answers the promise itself: nothing to await.
  void Object.defineProperty(promise, '_tracked', { get: () => true });
  if ('error' in outcome) {
    void Object.defineProperty(promise, '_error', { get: () => outcome.error });
  } else void Object.defineProperty(promise, '_data', { get: () => outcome.data });
  return promise;
}

export function reviveLoaderValue(value: unknown): unknown {
  if (value && typeof value === 'object' && REJECTED in value) {
    return settledPromise({
      error: reviveError((value as Record<string, SerializedError>)[REJECTED]!),
    });
  }
  return value;
}

/** The browser side: the payload as react-router's `hydrationData`. */
export function reviveHydrationData(
  payload: HydrationPayload,
  makeRouteError: (status: number, statusText: string, data: unknown, internal: boolean) => unknown,
): HydrationState {
  const loaderData: Record<string, unknown> = {};
  for (const [routeId, data] of Object.entries(payload.loaderData)) {
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      loaderData[routeId] = Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, reviveLoaderValue(value)]),
      );
    } else loaderData[routeId] = data;
  }
  let errors: Record<string, unknown> | null = null;
  if (payload.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(payload.errors)) {
      const marker = (error as Record<string, unknown> | null)?.[ROUTE_ERROR] as
        { status: number; statusText: string; data: unknown; internal: boolean } | undefined;
      errors[routeId] = marker
        ? makeRouteError(marker.status, marker.statusText, marker.data, marker.internal)
        : reviveError(error as SerializedError);
    }
  }
  return { loaderData, actionData: payload.actionData, errors };
}
