import type { SessionTokenStore } from '../keychain-session-store';

/** An in-memory store with the keychain store's interface (for tests that are not about it). */
export function memoryTokenStore(): SessionTokenStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    status: async () => ({ available: true }),
    get: async (origin) => entries.get(origin) ?? null,
    set: async (origin, token) => void entries.set(origin, token),
    delete: async (origin) => void entries.delete(origin),
  };
}
