/**
 * Page views, counted the privacy-friendly way (as Plausible does), first-party and without
 * cookies. The site sends a beacon per page view (`POST /api/events {path, referrer?}`); this
 * service counts it in memory as it comes (page-view-rollup.ts; the answer does not wait for the
 * database) and, every second, adds what arrived to the day's rollups in one statement (`flush`,
 * a per-process loop of the scheduler; `close()` of the app flushes what is left, so an
 * acknowledged beacon is not lost).
 *
 * What is kept: per day (the company's time zone) and page, referring site (host only), campaign
 * (utm_source, utm_medium, utm_campaign of the landing address) and for the whole site, the views,
 * the unique visitors and the views of browsers that ask not to be tracked. Unique visitors, as
 * Plausible counts them: a hash (SHA-256 keyed by the day's random salt) of the address and the
 * user agent, 64 bits of it, mixed with each row's own keyed bits to count once per row; kept
 * only to count each visitor once that day and deleted with the salt once the day is over
 * (`forgetPastDays`, a periodic job). Within that day, one visitor's hashes can be linked to each
 * other (as Plausible's visitor ids can), never to an address or browser. The address and user
 * agent are never stored: they are hashed as the view comes (in the first second of a day, before
 * the day's salt is loaded, they wait in memory for that flush). `Sec-GPC: 1` and `DNT: 1` views
 * are counted, never hashed; bots (by user agent, `isbot`) are not counted.
 */
import { hash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { REF_PARAMS, referrerHost } from '@northbeam/shared/contract/attribution';
import type { Db } from '../db/connection';
import {
  addVisits,
  daySalt,
  forgetPastDays,
  visitsToAdd,
  type VisitKind,
} from '../db/visits.queries';
import {
  countView,
  emptyRollup,
  hexWord,
  mergeRollups,
  visitorHashes,
  type PageViewRollup,
  type ViewPlace,
  type ViewVisitor,
} from './page-view-rollup';
import { readTimeZone } from './notifications/time-zone';
import { DEFAULT_TIME_ZONE, zoneDay } from './notifications/mail-time';

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

/** One page view as the beacon lane hands it over. */
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

/** A day's hashing key, and the scheme its salt was made for. */
interface DaySalt {
  key: string;
  scheme: number;
  /** A row's own 64 bits of the day (hex), for the one-hash scheme. */
  scopeOf: (kind: VisitKind, key: string) => string;
}

/** A view that came before its day's hashing key was known (the first second of a day). */
interface Unkeyed {
  place: ViewPlace;
  who: string;
}

/**
 * A view waiting for its day's key, with a copy of its place made here, not the `place` that
 * `record` made. V8 allocates an object literal straight in the old generation once most objects
 * made at that spot of the code outlive young collections (allocation-site pretenuring). The first
 * second's views, kept until the flush, made `record`'s `place` such a spot for the rest of the
 * process's life: every later place went to the old generation to die there, holding its young
 * strings through each young collection. At 2,000 beacons a second that was 60-90 KB promoted a
 * young collection (19-30 KB with this copy, as with pretenuring turned off), and a major
 * collection every 35-100 s: 10-17 ms pauses, and V8's marking threads on the event loop's CPU.
 */
const waitingView = (place: ViewPlace, who: string): Unkeyed => ({
  place: { day: place.day, page: place.page, referrer: place.referrer, campaign: place.campaign },
  who,
});

/** What waits for the next flush. */
interface Waiting {
  rollup: PageViewRollup;
  unkeyed: Unkeyed[];
}

/** Views that wait in memory at most (a flood beyond this is refused, never held). */
const MAX_PENDING = 200_000;
const FLUSH_EVERY_MS = 1000;
const TIME_ZONE_TTL_MS = 60_000;
const PAGE_MAX = 200;
/** Views hashed in one go by a flush before it yields to the requests waiting. */
const SLICE = 50;

/** The page of a beacon's path: its path without query or fragment, no trailing slash. */
export function pageOf(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  // Found by index, not by splitting with a pattern: one string a view rather than three.
  let end = path.length;
  const query = path.indexOf('?');
  if (query >= 0) end = query;
  const fragment = path.indexOf('#');
  if (fragment >= 0 && fragment < end) end = fragment;
  while (end > 1 && path.charCodeAt(end - 1) === 47 /* '/' */) end -= 1;
  const page = end === path.length ? path : path.slice(0, end);
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
  let pending: Waiting = { rollup: emptyRollup(), unkeyed: [] };
  const waiting = () => pending.rollup.views + pending.unkeyed.length;
  let zone: { name: string; until: number } | undefined;
  let today: { day: string; until: number } | undefined;
  /** Salts of the days this process counted lately. */
  const salts = new Map<string, DaySalt>();
  let flushing: Promise<void> | undefined;
  // isbot's list is one long pattern, run once per browser rather than once per view.
  const isBot = remembered((userAgent: string) => isbot(userAgent));
  // A campaign's landing address is the same for all who follow its link: parsed once.
  const campaignFor = remembered(campaignOf);

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

  // The salt (256 random bits) is the key, as a prefix; 64 bits of the digest are kept, which
  // also rules out extending a known digest. One call into OpenSSL, answering hex: a Buffer
  // answer costs 2.5 times as much.
  const digestOf = (key: string, input: string) => hash('sha256', `${key}\n${input}`);

  /** A day's hashing: its key, and how its salt's day counts visitors (see ViewVisitor). */
  const saltOf = (key: string, scheme: number): DaySalt => ({
    key,
    scheme,
    // '*' cannot begin an address: a row's input never equals a visitor's.
    scopeOf: (kind, rowKey) => digestOf(key, `*\n${kind}:${rowKey}`),
  });

  /**
   * The view's visitor: one keyed hash of the address and browser (`who`), mixed per row in
   * countView. The days whose salt came before the one-hash scheme keep a digest per row, so
   * that a day counts each visitor once whichever version of the server counted them.
   */
  const visitorOf = (salt: DaySalt, who: string): ViewVisitor => {
    if (salt.scheme === 1) {
      return { digest: (kind, rowKey) => digestOf(salt.key, `${who}\n${kind}:${rowKey}`) };
    }
    const day = digestOf(salt.key, who);
    return { hi: hexWord(day, 0), lo: hexWord(day, 8), scopeOf: salt.scopeOf };
  };

  /** The client's host names, as the referrer's and the beacon's `Host` repeat: remembered. */
  const referrerHostOf = remembered(referrerHost);
  const hostOf = (value: string) => (value ? referrerHostOf(value) : '');

  /** The day's hashing key (its salt), or none for a day already over that had none. */
  async function keyOf(day: string, current: string): Promise<DaySalt | undefined> {
    const known = salts.get(day);
    if (known) return known;
    // Only today's may be created: a late view of a day already over counts as a view only.
    const stored = await daySalt(db, day, randomBytes(32), day >= current);
    if (!stored) return undefined;
    const salt = saltOf(stored.salt.toString('base64'), stored.scheme);
    salts.set(day, salt);
    return salt;
  }

  async function write(batch: Waiting) {
    const current = zoneDay(now(), await timeZone());
    for (const day of salts.keys()) if (day < current) salts.delete(day);
    // The views that came before their day's key: the keys first (this may fail, and then
    // nothing of the batch has changed), then counted like the others.
    const keys = new Map<string, DaySalt | undefined>();
    for (const { place } of batch.unkeyed) {
      if (!keys.has(place.day)) keys.set(place.day, await keyOf(place.day, current));
    }
    const { rollup } = batch;
    for (let i = 0; i < batch.unkeyed.length; i++) {
      if (i > 0 && i % SLICE === 0) await new Promise(setImmediate);
      const { place, who } = batch.unkeyed[i]!;
      const salt = keys.get(place.day);
      countView(rollup, place, false, salt ? visitorOf(salt, who) : undefined);
    }
    batch.unkeyed = [];
    if (!rollup.rows.length) return;
    // The batch itself is left as it was (to be merged into the next flush if this one fails).
    // The flush runs once a second, its code cold: each step a turn of its own, so that a page
    // that came meanwhile is answered between them rather than after them all.
    await new Promise(setImmediate);
    const visits = visitsToAdd(
      rollup.rows,
      Array.from(visitorHashes(rollup), ([, hashes]) => hashes),
    );
    await new Promise(setImmediate);
    await addVisits(db, visits);
  }

  return {
    /** Takes one page view (in memory, at once); the lane answers 202 for `accepted`. */
    record(hit: PageViewHit): PageViewVerdict {
      if (!hit.userAgent || isBot(hit.userAgent)) return 'bot';
      const page = pageOf(hit.path);
      if (!page) return 'invalid';
      if (waiting() >= MAX_PENDING) return 'full';
      const host = hostOf(hit.referrer ?? '');
      const own = host === publicHost || host === hostOf(hit.host);
      const place: ViewPlace = {
        day: dayNow(),
        page,
        referrer: host && !own ? host : '',
        campaign: hit.path.includes('?') ? campaignFor(hit.path) : '',
      };
      if (hit.optedOut) {
        countView(pending.rollup, place, true, undefined);
        return 'accepted';
      }
      // Hashed now, so that the address and user agent are not kept; until the day's key is
      // known (the first flush of the day loads it), they wait for that flush.
      const salt = salts.get(place.day);
      const who = `${hit.ip}\n${hit.userAgent}`;
      if (salt) countView(pending.rollup, place, false, visitorOf(salt, who));
      else pending.unkeyed.push(waitingView(place, who));
      return 'accepted';
    },

    /** Adds what arrived to the rollups (one run at a time); answers the delay to the next. */
    async flush(): Promise<number> {
      while (flushing) await flushing.catch(() => undefined);
      await timeZone();
      if (!waiting()) return FLUSH_EVERY_MS;
      const batch = pending;
      pending = { rollup: emptyRollup(), unkeyed: [] };
      flushing = write(batch).catch((error: unknown) => {
        // Kept for the next round rather than lost (the database may be restarting). What
        // waits stays bounded: past MAX_PENDING, `record` refuses.
        pending = {
          rollup: mergeRollups(batch.rollup, pending.rollup),
          unkeyed: batch.unkeyed.concat(pending.unkeyed),
        };
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
    pendingCount: waiting,
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
export const PAGE_VIEWS_FLUSH_MS = FLUSH_EVERY_MS;
