/**
 * Tells the administrator, with a desktop notification, when job applications or consultation
 * requests arrived since the last look. "Last look" is per server: the time the window was last
 * focused, or the newest item a notification already announced. Polls only while signed in.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { ApiRequest, ApiResponse } from '@northbeam/shared/api-client/transport';
import { routes } from '@northbeam/shared/contract/routes';
import { readJsonFile, writeJsonFile } from './json-file';

export const POLL_INTERVAL_MS = 5 * 60 * 1000;
const PAGE = 100;

const seenSchema = z.record(
  z.string(),
  z.object({ applications: z.string(), consultations: z.string() }),
);
type SeenState = z.infer<typeof seenSchema>;

export interface NewItems {
  applications: number;
  consultations: number;
}

export function describeNewItems(items: NewItems): { title: string; body: string } | null {
  const parts: string[] = [];
  const plural = (n: number, one: string, many: string) =>
    `${n >= PAGE ? `${PAGE}+` : n} ${n === 1 ? one : many}`;
  if (items.applications > 0)
    parts.push(plural(items.applications, 'job application', 'job applications'));
  if (items.consultations > 0) {
    parts.push(plural(items.consultations, 'consultation request', 'consultation requests'));
  }
  if (parts.length === 0) return null;
  return { title: 'Northbeam Admin', body: `New since your last look: ${parts.join(' and ')}.` };
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

  async function list(path: string, field: 'appliedAt' | 'createdAt'): Promise<string[] | null> {
    const res = await options.forward({ method: 'GET', path, query: { limit: PAGE } });
    if (res.status !== 200) return null;
    return timestamps(res.body, field);
  }

  async function check(): Promise<NewItems | null> {
    const origin = options.getOrigin();
    if (!origin || running || !(await options.hasSession())) return null;
    running = true;
    try {
      const [applications, consultations] = await Promise.all([
        list(routes.applications.list.path, 'appliedAt'),
        list(routes.consultation.list.path, 'createdAt'),
      ]);
      if (!applications || !consultations) return null;
      const state = await load();
      const seen = state[origin];
      const start = now().toISOString();
      if (!seen) {
        // First look at this server: nothing is "new" yet.
        state[origin] = {
          applications: newest(applications, start),
          consultations: newest(consultations, start),
        };
        await writeJsonFile(file, state);
        return { applications: 0, consultations: 0 };
      }
      const after = (since: string) => (t: string) => Date.parse(t) > Date.parse(since);
      const items: NewItems = {
        applications: applications.filter(after(seen.applications)).length,
        consultations: consultations.filter(after(seen.consultations)).length,
      };
      const message = describeNewItems(items);
      if (message) {
        options.notify(message.title, message.body);
        state[origin] = {
          applications: newest(applications, seen.applications),
          consultations: newest(consultations, seen.consultations),
        };
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
      state[origin] = { applications: t, consultations: t };
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
