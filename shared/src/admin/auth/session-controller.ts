/**
 * The admin session, free of React: the state machine behind the guard, the login page and
 * Logout. It talks to the API client and the platform's session store only, so the browser and the
 * desktop app share it, and unit tests drive it with an in-memory platform.
 */
import { withoutToken, type StaffProfile, type LoginInput } from '../../contract/admin';
import type { AdminApi } from '../../api-client/admin-api';
import { ApiError } from '../../api-client/transport';
import type { AdminSessionStore } from '../../platform/admin-platform';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in administrator (never with a token). */
  admin: StaffProfile | null;
  /**
   * While loading: the remembered sign-in has been read, so `admin` says who was signed in here
   * (none: the sign-in form need not wait for the server's check).
   */
  recalled?: true;
}

export interface SessionController {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the remembered admin info and asks the server who is signed in (GET session). Offline,
   * remembered info stands until the server can be asked (every call still needs the session).
   */
  start(): Promise<void>;
  login(input: LoginInput): Promise<StaffProfile>;
  /** Signed in by another call (an accepted invitation) that answered this info. */
  signedIn(info: StaffProfile): Promise<void>;
  /** Reads the profile again (after two-factor sign-in was turned on or off). */
  refresh(): Promise<void>;
  /** Server logout (errors ignored), then the local session is cleared. */
  logout(): Promise<void>;
  /** Any call answered 401: the session is gone; forget it. */
  handleUnauthorized(): void;
}

export { withoutToken };

/** The remembered sign-in read at once, or undefined where the store cannot (or failed to). */
function recallNow(store: AdminSessionStore): StaffProfile | null | undefined {
  try {
    return store.recall?.();
  } catch {
    return undefined;
  }
}

export function createSessionController(
  api: Pick<AdminApi, 'admin'>,
  store: AdminSessionStore,
): SessionController {
  // Read now where the store can (see AdminSessionStore.recall); undefined: `start` loads it.
  const recalled = recallNow(store);
  let state: SessionState =
    recalled === undefined
      ? { status: 'loading', admin: null }
      : { status: 'loading', admin: recalled, recalled: true };
  const listeners = new Set<() => void>();
  let started: Promise<void> | null = null;
  // Bumped by login/logout/401 so a slow startup check cannot overwrite a newer outcome.
  let generation = 0;

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const signedOut = () => set({ status: 'unauthenticated', admin: null });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= (async () => {
        const mine = generation;
        let remembered = recalled ?? null;
        if (recalled === undefined) {
          remembered = await store.load().catch(() => null);
          if (mine === generation) set({ status: 'loading', admin: remembered, recalled: true });
        }
        try {
          const { admin } = await api.admin.session();
          if (mine !== generation) return;
          if (!admin) {
            await store.clear();
            signedOut();
            return;
          }
          const profile = withoutToken(admin);
          await store.save(profile);
          set({ status: 'authenticated', admin: profile });
        } catch (error) {
          if (mine !== generation) return;
          if (error instanceof ApiError) {
            if (error.status === 401) await store.clear();
            signedOut();
          } else if (remembered) {
            // The server could not be reached (offline): whoever was signed in here stays, so
            // the pages and what was typed on them are there; the next call that reaches the
            // server decides (a 401 signs out).
            set({ status: 'authenticated', admin: remembered });
          } else {
            signedOut();
          }
        }
      })();
      return started;
    },
    async login(input) {
      const info = withoutToken(await api.admin.login({ body: input }));
      generation += 1;
      await store.save(info);
      set({ status: 'authenticated', admin: info });
      return info;
    },
    async signedIn(info) {
      const kept = withoutToken(info);
      generation += 1;
      await store.save(kept);
      set({ status: 'authenticated', admin: kept });
    },
    async refresh() {
      const mine = generation;
      const profile = withoutToken(await api.admin.profile());
      if (mine !== generation) return;
      await store.save(profile);
      set({ status: 'authenticated', admin: profile });
    },
    async logout() {
      generation += 1;
      try {
        await api.admin.logout();
      } catch {
        // The local session ends whatever the server says.
      }
      await store.clear();
      signedOut();
    },
    handleUnauthorized() {
      generation += 1;
      void store.clear();
      if (state.status !== 'unauthenticated') signedOut();
    },
  };
}
