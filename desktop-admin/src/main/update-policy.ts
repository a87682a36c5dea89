/**
 * When the desktop app looks for, downloads and installs updates, decided here (tested in Node);
 * auto-updater.ts only adapts electron-updater to the `Updater` port. The feed is the server the
 * app is signed in to (`<origin>/desktop`, https or this computer only). It looks at start and
 * every few hours, downloads in the background, and restarts only when asked, never over unsaved
 * work; an update not installed by a restart installs when the app quits.
 */
import type { UpdateState } from '@northbeam/shared/platform/app-updates';

/** What the policy needs of electron-updater. */
export interface Updater {
  setFeedUrl(url: string): void;
  /** Looks for an update; a newer one starts downloading by itself. */
  check(): Promise<void>;
  quitAndInstall(): void;
  /** `update-available`, `download-progress`, `update-downloaded`, `update-not-available`, `error`. */
  onEvent(listener: (event: UpdaterEvent) => void): void;
}

export type UpdaterEvent =
  | { type: 'available'; version: string }
  | { type: 'progress'; percent: number }
  | { type: 'downloaded'; version: string }
  | { type: 'none' }
  | { type: 'error'; message: string };

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

/** The update feed of a server, or undefined for one the app must not take code from. */
export function feedUrlOf(origin: string | null | undefined): string | undefined {
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return undefined;
  return `${url.origin}/desktop`;
}

export function createUpdatePolicy(options: {
  updater: Updater;
  getOrigin: () => string | null;
  onState: (state: UpdateState) => void;
  setInterval?: (run: () => void, ms: number) => { unref?(): void };
  clearInterval?: (timer: unknown) => void;
  everyMs?: number;
}) {
  const { updater } = options;
  let state: UpdateState = { kind: 'idle' };
  let version = '';
  let timer: unknown;
  const set = (next: UpdateState) => {
    state = next;
    options.onState(next);
  };

  updater.onEvent((event) => {
    switch (event.type) {
      case 'available':
        version = event.version;
        set({ kind: 'downloading', version, percent: 0 });
        break;
      case 'progress':
        if (state.kind === 'downloading') set({ ...state, percent: Math.round(event.percent) });
        break;
      case 'downloaded':
        set({ kind: 'ready', version: event.version });
        break;
      case 'none':
        if (state.kind === 'checking') set({ kind: 'idle' });
        break;
      case 'error':
        // A failed look or download is tried again at the next check; a ready update stays ready.
        if (state.kind !== 'ready') set({ kind: 'error', message: event.message });
        break;
    }
  });

  async function check() {
    // Downloaded already: nothing newer is fetched until the person restarts.
    if (state.kind === 'ready' || state.kind === 'downloading') return;
    const feed = feedUrlOf(options.getOrigin());
    if (!feed) return;
    updater.setFeedUrl(feed);
    set({ kind: 'checking' });
    try {
      await updater.check();
    } catch (error) {
      set({ kind: 'error', message: (error as Error).message || 'The update check failed' });
    }
  }

  return {
    check,
    state: () => state,
    /** At start, then every few hours. */
    start() {
      void check();
      const every = options.setInterval ?? ((run, ms) => setInterval(run, ms));
      const handle = every(() => void check(), options.everyMs ?? CHECK_EVERY_MS);
      handle.unref?.();
      timer = handle;
    },
    stop() {
      (options.clearInterval ?? ((t) => clearInterval(t as NodeJS.Timeout)))(timer);
    },
    /** The person asked to restart: only into a downloaded update, and never over unsaved work. */
    restart(unsavedChanges: boolean): { restarting: boolean } {
      if (state.kind !== 'ready' || unsavedChanges) return { restarting: false };
      updater.quitAndInstall();
      return { restarting: true };
    },
  };
}

export type UpdatePolicy = ReturnType<typeof createUpdatePolicy>;
