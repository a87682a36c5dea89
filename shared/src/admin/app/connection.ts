/**
 * Whether the API could be reached on the last try: a transport that throws (no network, the
 * server unreachable) marks it lost; any answer, even an error, marks it back. With the browser's
 * own online/offline signal, this is what the admin's "You are offline" banner follows.
 */
import type { Transport } from '../../api-client/transport';

export interface Connection {
  /** False after a call could not reach the server, until one does. */
  reachable(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createConnection(): Connection & { set(reachable: boolean): void } {
  let reachable = true;
  const listeners = new Set<() => void>();
  return {
    reachable: () => reachable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === reachable) return;
      reachable = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Wraps a transport so that each call tells `connection` whether the server answered. */
export function withConnection(
  transport: Transport,
  connection: ReturnType<typeof createConnection>,
): Transport {
  return async (request) => {
    try {
      const response = await transport(request);
      connection.set(true);
      return response;
    } catch (error) {
      connection.set(false);
      throw error;
    }
  };
}
