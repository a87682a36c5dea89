/**
 * Page views, counted the privacy-friendly way (as Plausible does), first-party and without
 * cookies. The site sends a beacon per page view (`POST /api/events {path, referrer?}`); this
 * service takes it in memory (the answer does not wait for the database) and, every second, adds
 * what arrived to the day's rollups in one transaction (`flush`, a per-process loop of the
 * scheduler; `close()` of the app flushes what is left, so an acknowledged beacon is not lost).
 *
 * What is kept: per day (the company's time zone) and page, referring site (host only), campaign
 * (utm_source, utm_medium, utm_campaign of the landing address) and for the whole site, the views,
 * the unique visitors and the views of browsers that ask not to be tracked. Unique visitors: a
 * hash (SHA-256 keyed by the day's random salt) of the address, the user agent and what was
 * seen, 64 bits of it, kept only to count each visitor once that day and deleted with the salt
 * once the day is over (`forgetPastDays`, a periodic job). The address and user agent are never
 * stored: they wait in memory for at most a second, until the flush hashes them. `Sec-GPC: 1` and
 * `DNT: 1` views are counted, never hashed; bots (by user agent, `isbot`) are not counted.
 */
import { hash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { REF_PARAMS, referrerHost } from '@northbeam/shared/contract/attribution';
import type { Db } from '../db/connection';
import {
  addVisitCounts,
  daySalt,
  forgetPastDays,
  countNewVisitors,
  type VisitCount,
  type VisitKind,
} from '../db/visits.queries';
import { readTimeZone } from './notifications/time-zone';
import { DEFAULT_TIME_ZONE, zoneDay } from './notifications/mail-time';

/** One page view as the beacon lane hands it over. */
/**
 * `compute` remembered for the last values seen (up to 2,000, then forgotten at once): the same
 * few browsers and referrers send most views, and each answer is a pure function of its input.
 */
function remembered<T>(compute: (value: string) => T): (value: string) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (answers.has(value)) return answers.get(value) as T;
    if (answers.size >= 2000) answers.clear();
    const answer = compute(value);
    answers.set(value, answer);
    return answer;
  };
}

export interface PageViewHit {
  path: string;
  referrer?: string | undefined;
  ip: string;
  userAgent: string;
  /** Sec-GPC: 1 or DNT: 1. */
  optedOut: boolean;
  /** The host the beacon was sent to (a referrer there is one of our pages). */
  host: string;
}

export type PageViewVerdict = 'accepted' | 'bot' | 'invalid' | 'full';

interface Pending {
  day: string;
  page: string;
  referrer: string;
  campaign: string;
  /** null for a browser that asked not to be tracked. */
  who: string | null;
}

/** What waits in memory at most (a flood beyond this is refused, never held). */
const MAX_PENDING = 200_000;
const FLUSH_EVERY_MS = 1000;
const TIME_ZONE_TTL_MS = 60_000;
const PAGE_MAX = 200;
/** Views counted in one go by a flush before it yields to the requests waiting (~2 ms). */
const SLICE = 250;

/** The page of a beacon's path: its path without query or fragment, no trailing slash. */
export function pageOf(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const page = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (page.length > PAGE_MAX || /[\s\p{Cc}]/u.test(page)) return undefined;
  return page;
}

const clip = (v: string | null) =>
  (v ?? '')
    .replace(/[\t\p{Cc}]/gu, ' ')
    .trim()
    .slice(0, 100);

/** `source\tmedium\tcampaign` of a landing address's query, or '' without one. */
export function campaignOf(path: string): string {
  const mark = path.indexOf('?');
  if (mark < 0) return '';
  const query = new URLSearchParams(path.slice(mark + 1).split('#', 1)[0]);
  const source = clip(
    query.get('utm_source') ?? REF_PARAMS.map((p) => query.get(p)).find(Boolean) ?? '',
  );
  const medium = clip(query.get('utm_medium'));
  const campaign = clip(query.get('utm_campaign'));
  return source || campaign ? `${source}\t${medium}\t${campaign}` : '';
}

export function createPageViews(deps: {
  db: Db;
  publicUrl?: string | undefined;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const publicHost = deps.publicUrl ? referrerHost(deps.publicUrl) : '';
  let pending: Pending[] = [];
  let zone: { name: string; until: number } | undefined;
  let today: { day: string; until: number } | undefined;
  /** Salts of the days this process counted lately. */
  const salts = new Map<string, string>();
  let flushing: Promise<void> | undefined;
  // isbot's list is one long pattern, run once per browser rather than once per view.
  const isBot = remembered((userAgent: string) => isbot(userAgent));

  let zoneLoading: Promise<string> | undefined;
  const timeZone = async (): Promise<string> => {
    const at = Date.now();
    if (zone && zone.until >= at) return zone.name;
    zoneLoading ??= readTimeZone(db)
      .then((name) => {
        zone = { name, until: Date.now() + TIME_ZONE_TTL_MS };
        return name;
      })
      .finally(() => {
        zoneLoading = undefined;
      });
    return zoneLoading;
  };
  // The day (company time zone) a view counts for, worked out at most once a second.
  const dayNow = () => {
    const at = now();
    if (!zone) void timeZone().catch(() => undefined);
    if (!today || today.until < at.getTime()) {
      const name = zone?.name ?? DEFAULT_TIME_ZONE;
      today = { day: zoneDay(at, name), until: at.getTime() + FLUSH_EVERY_MS };
    }
    return today.day;
  };

  // The salt (256 random bits) is the key, as a prefix; 64 bits of the digest are kept (16 hex
  // digits), which also rules out extending a known digest. One call into OpenSSL, answering hex:
  // a Buffer answer costs 2.5 times as much (1 µs against 2.5 µs here), which counts at 2,000
  // beacons a second with up to four hashes each.
  const hashOf = (key: string, who: string, scope: string) =>
    hash('sha256', `${key}\n${who}\n${scope}`).slice(0, 16);

  /** The client's host names, as the referrer's and the beacon's `Host` repeat: remembered. */
  const referrerHostOf = remembered(referrerHost);
  const hostOf = (value: string) => (value ? referrerHostOf(value) : '');

  /** The day's hashing key (its salt), or none for a day already over that had none. */
  async function keyOf(day: string, current: string): Promise<string | undefined> {
    const known = salts.get(day);
    if (known) return known;
    // Only today's may be created: a late view of a day already over counts as a view only.
    const salt = await daySalt(db, day, randomBytes(32), day >= current);
    const key = salt?.toString('base64');
    if (key) salts.set(day, key);
    return key;
  }

  async function write(batch: Pending[]) {
    const current = zoneDay(now(), await timeZone());
    for (const day of salts.keys()) if (day < current) salts.delete(day);
    // The days of the batch (usually one) and their keys, looked up once each.
    const keys = new Map<string, string | undefined>();
    for (const view of batch) {
      if (view.who !== null && !keys.has(view.day)) {
        keys.set(view.day, await keyOf(view.day, current));
      }
    }
    // The rollup rows of the batch, and the index of each (by kind, day and key).
    const rows: VisitCount[] = [];
    const rowIndex = new Map<string, number>();
    // Per day, the visitor hashes (16 hex digits each) and the row each would count for: the
    // database answers which of them it had not seen (countNewVisitors).
    const seen = new Map<string, { hashes: string[]; rows: number[] }>();
    const count = (view: Pending, key: string | undefined, kind: VisitKind, what: string) => {
      const id = `${kind}\n${view.day}\n${what}`;
      let index = rowIndex.get(id);
      if (index === undefined) {
        index = rows.length;
        rowIndex.set(id, index);
        rows.push({ kind, day: view.day, key: what, views: 0, visitors: 0, privateViews: 0 });
      }
      const row = rows[index]!;
      row.views += 1;
      if (view.who === null) row.privateViews += 1;
      else if (key) {
        let day = seen.get(view.day);
        if (!day) seen.set(view.day, (day = { hashes: [], rows: [] }));
        day.hashes.push(hashOf(key, view.who, `${kind}:${what}`));
        day.rows.push(index);
      }
    };
    for (let i = 0; i < batch.length; i++) {
      // A second's views are ~10 ms of hashing: let the requests waiting meanwhile be answered.
      if (i > 0 && i % SLICE === 0) await new Promise(setImmediate);
      const view = batch[i]!;
      const key = view.who === null ? undefined : keys.get(view.day);
      count(view, key, 'site', '');
      count(view, key, 'page', view.page);
      if (view.referrer) count(view, key, 'referrer', view.referrer);
      if (view.campaign) count(view, key, 'campaign', view.campaign);
    }
    await db.transaction(async (trx) => {
      for (const [day, { hashes, rows: of }] of seen) {
        for (const [index, visitors] of await countNewVisitors(trx, day, hashes, of)) {
          rows[index]!.visitors += visitors;
        }
      }
      await addVisitCounts(trx, rows);
    });
  }

  return {
    /** Takes one page view (in memory, at once); the lane answers 202 for `accepted`. */
    record(hit: PageViewHit): PageViewVerdict {
      if (!hit.userAgent || isBot(hit.userAgent)) return 'bot';
      const page = pageOf(hit.path);
      if (!page) return 'invalid';
      if (pending.length >= MAX_PENDING) return 'full';
      const host = hostOf(hit.referrer ?? '');
      const own = host === publicHost || host === hostOf(hit.host);
      pending.push({
        day: dayNow(),
        page,
        referrer: host && !own ? host : '',
        campaign: campaignOf(hit.path),
        who: hit.optedOut ? null : `${hit.ip}\n${hit.userAgent}`,
      });
      return 'accepted';
    },

    /** Adds what arrived to the rollups (one run at a time); answers the delay to the next. */
    async flush(): Promise<number> {
      while (flushing) await flushing.catch(() => undefined);
      await timeZone();
      if (!pending.length) return FLUSH_EVERY_MS;
      const batch = pending;
      pending = [];
      flushing = write(batch).catch((error: unknown) => {
        // Kept for the next round rather than lost (the database may be restarting).
        pending = batch.concat(pending).slice(0, MAX_PENDING);
        throw error;
      });
      try {
        await flushing;
      } finally {
        flushing = undefined;
      }
      return FLUSH_EVERY_MS;
    },

    /** Deletes the salts and visitor hashes of the days that are over (a periodic job). */
    async forgetPastDays(): Promise<number> {
      return forgetPastDays(db, zoneDay(now(), await timeZone()));
    },

    /** How many views wait for the next flush (tests, the bench). */
    pendingCount: () => pending.length,
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
export const PAGE_VIEWS_FLUSH_MS = FLUSH_EVERY_MS;
