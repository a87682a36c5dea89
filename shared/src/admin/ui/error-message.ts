import { ApiError } from '../../api-client/transport';

/** The server's own message when it sent one, else the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
