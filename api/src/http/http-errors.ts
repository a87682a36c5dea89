/** Typed HTTP errors: routes throw these; middleware/errors.ts shapes every one the same way. */
import type { ErrorFlags } from '@northbeam/shared/contract/errors';
import type { FieldErrors } from '@northbeam/shared/contract/fields';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Flags a client acts on (`twoFactorRequired`), answered beside the message. */
    readonly flags?: ErrorFlags,
    /** 409 of a stale write: the resource as it is now, answered as `current`. */
    readonly current?: unknown,
    /** Headers of the answer (`Retry-After` of a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Not signed in', flags?: ErrorFlags) =>
  new HttpError(401, message, undefined, flags);
export const forbidden = (message: string, flags?: ErrorFlags) =>
  new HttpError(403, message, undefined, flags);
export const gone = (message: string) => new HttpError(410, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, current?: unknown) =>
  new HttpError(409, message, undefined, undefined, current);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 429 with `Retry-After` (seconds). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, undefined, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
