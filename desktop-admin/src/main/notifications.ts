/**
 * Tells the administrator, with a desktop notification, when contact messages, consultation
 * requests or job applications arrived since the last look: the kinds their notification
 * preferences (the admin's Notifications page) do not turn off, so the desktop and the e-mails
 * agree. "Last look" is per server: the time the window was last focused, or the newest item a
 * notification already announced. Polls only while signed in.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { ApiRequest, ApiResponse } from '@northbeam/shared/api-client/transport';
import {
  notificationPreferences,
  type NotificationPreferences,
} from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import { readJsonFile, writeJsonFile } from './json-file';

export const POLL_INTERVAL_MS = 5 * 60 * 1000;
const PAGE = 100;

const KINDS = ['applications', 'consultations', 'contacts'] as const;
type Kind = (typeof KINDS)[number];

/** Each kind's list and the preference that governs it. */
const SOURCES: Record<
  Kind,
  { path: string; field: 'appliedAt' | 'createdAt'; preference: keyof NotificationPreferences }
> = {
  applications: {
    path: routes.applications.list.path,
    field: 'appliedAt',
    preference: 'application',
  },
  consultations: {
    path: routes.consultation.list.path,
    field: 'createdAt',
    preference: 'consultation',
  },
  contacts: { path: routes.contact.list.path, field: 'createdAt', preference: 'contact' },
};

const seenSchema = z.record(
  z.string(),
  z.object({
    applications: z.string(),
    consultations: z.string(),
    // Saved by versions that did not watch contact messages: absent until the next look.
    contacts: z.string().optional(),
  }),
);
type SeenState = z.infer<typeof seenSchema>;

export type NewItems = Record<Kind, number>;

const NAMES: Record<Kind, [string, string]> = {
  applications: ['job application', 'job applications'],
  consultations: ['consultation request', 'consultation requests'],
  contacts: ['contact message', 'contact messages'],
};

export function describeNewItems(items: Partial<NewItems>): { title: string; body: string } | null {
  const parts: string[] = [];
  for (const kind of KINDS) {
    const n = items[kind] ?? 0;
    if (n > 0) parts.push(`${n >= PAGE ? `${PAGE}+` : n} ${NAMES[kind][n === 1 ? 0 : 1]}`);
  }
  if (parts.length === 0) return null;
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
  return { title: 'Northbeam Admin', body: `New since your last look: ${list}.` };
}

/** The kinds to watch: those the administrator's preferences do not turn off. */
function watchedKinds(body: unknown): Kind[] {
  const prefs = notificationPreferences.safeParse(body);
  // A server without preferences (an older version): the kinds this app always watched.
  if (!prefs.success) return ['applications', 'consultations'];
  return KINDS.filter((kind) => prefs.data[SOURCES[kind].preference] !== 'off');
}

function timestamps(body: unknown, field: 'appliedAt' | 'createdAt'): string[] {
  if (!Array.isArray(body)) return [];
  return body
    .map((item: unknown) =>
      item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined,
    )
    .filter((v): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
}

const newest = (values: string[], fallback: string) =>
  values.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a), fallback);

export interface NewItemsWatcherOptions {
  userDataDir: string;
  getOrigin: () => string | null;
  hasSession: () => Promise<boolean>;
  forward: (request: ApiRequest) => Promise<ApiResponse>;
  notify: (title: string, body: string) => void;
  now?: () => Date;
}

export interface NewItemsWatcher {
  /** One poll: counts new items, notifies when there are any, and remembers what was announced. */
  check(): Promise<NewItems | null>;
  /** The administrator looked (window focused): everything up to now counts as seen. */
  markSeen(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): void;
}

export function createNewItemsWatcher(options: NewItemsWatcherOptions): NewItemsWatcher {
  const file = join(options.userDataDir, 'last-seen.json');
  const now = options.now ?? (() => new Date());
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;

  const load = async (): Promise<SeenState> => (await readJsonFile(file, seenSchema)) ?? {};

  /** The list's timestamps; `forbidden` when the role does not include it (not watched). */
  async function list(
    path: string,
    field: 'appliedAt' | 'createdAt',
  ): Promise<string[] | 'forbidden' | null> {
    const res = await options.forward({ method: 'GET', path, query: { limit: PAGE } });
    if (res.status === 403) return 'forbidden';
    if (res.status !== 200) return null;
    return timestamps(res.body, field);
  }

  async function check(): Promise<NewItems | null> {
    const origin = options.getOrigin();
    if (!origin || running || !(await options.hasSession())) return null;
    running = true;
    try {
      const prefs = await options.forward({
        method: 'GET',
        path: routes.notifications.preferences.path,
      });
      if (prefs.status === 401) return null;
      const kinds = watchedKinds(prefs.status === 200 ? prefs.body : undefined);
      const lists = await Promise.all(
        kinds.map((kind) => list(SOURCES[kind].path, SOURCES[kind].field)),
      );
      if (lists.some((l) => l === null)) return null;
      // Kinds outside the signed-in person's role are not watched.
      const found = new Map(
        kinds.flatMap((kind, i) => {
          const times = lists[i]!;
          return times === 'forbidden' ? [] : [[kind, times] as const];
        }),
      );
      const state = await load();
      const seen = state[origin];
      const start = now().toISOString();
      const items: NewItems = { applications: 0, consultations: 0, contacts: 0 };
      if (!seen) {
        // First look at this server: nothing is "new" yet.
        state[origin] = {
          applications: newest(found.get('applications') ?? [], start),
          consultations: newest(found.get('consultations') ?? [], start),
          contacts: newest(found.get('contacts') ?? [], start),
        };
        await writeJsonFile(file, state);
        return items;
      }
      const after = (since: string) => (t: string) => Date.parse(t) > Date.parse(since);
      const next = { ...seen, contacts: seen.contacts ?? start };
      for (const [kind, times] of found) {
        const since = seen[kind] ?? start;
        items[kind] = times.filter(after(since)).length;
        next[kind] = newest(times, since);
      }
      const message = describeNewItems(items);
      if (message) options.notify(message.title, message.body);
      if (message || !seen.contacts) {
        state[origin] = next;
        await writeJsonFile(file, state);
      }
      return items;
    } finally {
      running = false;
    }
  }

  return {
    check,
    async markSeen() {
      const origin = options.getOrigin();
      if (!origin) return;
      const state = await load();
      const t = now().toISOString();
      state[origin] = { applications: t, consultations: t, contacts: t };
      await writeJsonFile(file, state);
    },
    start(intervalMs = POLL_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => void check().catch(() => undefined), intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
