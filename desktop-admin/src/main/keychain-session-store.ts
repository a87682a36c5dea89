/**
 * The session token in the OS keychain (macOS Keychain, Windows Credential Manager, Secret Service
 * on Linux) through @napi-rs/keyring. One entry per server: service `com.northbeam.admin`,
 * account = the server origin.
 *
 * No silent fallback: when no keychain works, `status()` says why and the token is kept in this
 * process's memory only (signed in until the app quits), never written anywhere in clear.
 */
import { AsyncEntry } from '@napi-rs/keyring';
import type { KeychainStatus } from './ipc-contract';

export const KEYCHAIN_SERVICE = 'com.northbeam.admin';
const PROBE_ACCOUNT = 'northbeam-keychain-probe';

/** The subset of a keyring entry the store uses (an @napi-rs/keyring AsyncEntry). */
export interface SecretEntry {
  setPassword(password: string): Promise<void>;
  getPassword(): Promise<string | null | undefined>;
  deleteCredential(): Promise<boolean>;
}
export type EntryFactory = (service: string, account: string) => SecretEntry;

/** The real keychain. On Linux pinned to the Secret Service: the kernel keyring does not persist. */
export const napiKeyringEntry: EntryFactory = (service, account) =>
  new AsyncEntry(service, account, { linux: { store: 'secret-service' } });

export interface SessionTokenStore {
  /** Whether tokens survive a restart (a working keychain), and why not. Cached after the first call. */
  status(): Promise<KeychainStatus>;
  get(origin: string): Promise<string | null>;
  set(origin: string, token: string): Promise<void>;
  delete(origin: string): Promise<void>;
}

export interface KeychainStoreOptions {
  service?: string;
  createEntry?: EntryFactory;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 300) ?? 'unknown error';
}

export function createKeychainSessionStore(options: KeychainStoreOptions = {}): SessionTokenStore {
  const service = options.service ?? KEYCHAIN_SERVICE;
  const createEntry = options.createEntry ?? napiKeyringEntry;
  /** Tokens of this run when no keychain works: memory only, lost on quit. */
  const memory = new Map<string, string>();
  let statusPromise: Promise<KeychainStatus> | undefined;

  async function probe(): Promise<KeychainStatus> {
    try {
      const entry = createEntry(service, PROBE_ACCOUNT);
      const value = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      await entry.setPassword(value);
      const read = await entry.getPassword();
      await entry.deleteCredential();
      if (read !== value)
        return { available: false, reason: 'the keychain did not return the value written' };
      return { available: true };
    } catch (error) {
      return { available: false, reason: describe(error) };
    }
  }

  const status = () => (statusPromise ??= probe());
  const entry = (origin: string) => createEntry(service, origin);

  return {
    status,
    async get(origin) {
      if (!(await status()).available) return memory.get(origin) ?? null;
      return (await entry(origin).getPassword()) ?? null;
    },
    async set(origin, token) {
      if (!(await status()).available) {
        memory.set(origin, token);
        return;
      }
      await entry(origin).setPassword(token);
    },
    async delete(origin) {
      memory.delete(origin);
      if (!(await status()).available) return;
      await entry(origin).deleteCredential();
    },
  };
}
