import { ApiError } from '../../api-client/transport';

/** What a 403 says first (the server's reason, when it gives one, follows). */
export const FORBIDDEN_FALLBACK = 'Your role does not allow this.';

/** The server's own message when it sent one, else the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * The message of a failed action: a refusal for the person's role (403, e.g. a role changed
 * since the page opened) says so, in the server's words when it has them; anything else gets the
 * action's own failure text (the spec's banners).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403) {
    return error.fromServer && error.message && error.message !== FORBIDDEN_FALLBACK
      ? `${FORBIDDEN_FALLBACK} ${error.message}`
      : FORBIDDEN_FALLBACK;
  }
  return fallback;
}
