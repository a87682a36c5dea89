/**
 * What the page views of one flush add up to, counted as each view arrives: the rollup rows (per
 * kind, day and key: views, unique visitors, views of browsers asking not to be tracked) and, per
 * day, the visitor hashes with the row each would count for (the database answers which are new).
 *
 * Counting per view rather than per flush keeps the beacons' work even: a flush that hashed a
 * second's views in one go blocked the event loop for milliseconds at a time, and the pages
 * answered meanwhile waited (p99 of `GET /` from 0.5 to 4 ms beside 2,000 beacons a second).
 * A view allocates no strings of its own here: rows are found through a map per day and kind,
 * keyed by the view's own page, referrer and campaign strings, and a visitor's hash is two
 * numbers.
 */
import type { VisitCount, VisitKind, VisitorHashes } from '../db/visits.queries';

/**
 * A day's visitor hashes as numbers in typed arrays, not as thousands of strings: a second's
 * worth of small strings lived through two young-generation collections each, which doubled
 * their pauses (2.6 ms every 0.4 s against 1.3 ms every 0.6 s beside 2,000 beacons a second).
 */
export class HashList {
  length = 0;
  /** Two words a hash, high first (as the database reads them). */
  private words = new Uint32Array(8192);
  private rows = new Uint32Array(4096);

  /** Adds the first 64 bits of a hex digest, counting for `row`. */
  push(hex: string, row: number) {
    this.add(hexWord(hex, 0), hexWord(hex, 8), row);
  }

  /** Adds another list's hashes, their rows renumbered by `row`. */
  pushAll(other: HashList, row: (index: number) => number) {
    for (let i = 0; i < other.length; i++)
      this.add(other.words[2 * i]!, other.words[2 * i + 1]!, row(other.rows[i]!));
  }

  add(hi: number, lo: number, row: number) {
    if (this.length === this.rows.length) {
      const grow = (from: Uint32Array) => {
        const to = new Uint32Array(from.length * 2);
        to.set(from);
        return to;
      };
      this.words = grow(this.words);
      this.rows = grow(this.rows);
    }
    this.words[2 * this.length] = hi;
    this.words[2 * this.length + 1] = lo;
    this.rows[this.length] = row;
    this.length += 1;
  }

  view(): VisitorHashes {
    return {
      words: this.words.subarray(0, 2 * this.length),
      rows: this.rows.subarray(0, this.length),
    };
  }
}

/** The 32 bits written by eight hex digits of `hex` from `at` (read in place, no slice). */
export function hexWord(hex: string, at: number): number {
  let word = 0;
  for (let i = at; i < at + 8; i++) {
    const c = hex.charCodeAt(i);
    // '0'-'9' are 48-57, 'a'-'f' 97-102 (digests are lower case).
    word = word * 16 + (c <= 57 ? c - 48 : c - 87);
  }
  return word;
}

/** The rows of one day: the site's, and per page, referring site and campaign. */
interface DayRows {
  site: number;
  page: Map<string, number>;
  referrer: Map<string, number>;
  campaign: Map<string, number>;
  /** The visitor hashes, with the row each would count one visitor for. */
  hashes: HashList;
}

export interface PageViewRollup {
  rows: VisitCount[];
  /** The rows by day, kind and key. */
  days: Map<string, DayRows>;
  /**
   * Per row, what a visitor's day hash is mixed with to count for that row (64 bits, from the
   * day's key and the row's kind and key; worked out once a flush, on the row's first visitor).
   */
  scopeHi: number[];
  scopeLo: number[];
  /** Views counted. */
  views: number;
}

/** One view's place in the rollups: its day, page, referring site and campaign ('' for none). */
export interface ViewPlace {
  day: string;
  page: string;
  referrer: string;
  campaign: string;
}

/**
 * A view's visitor, for the day's unique counts:
 * - `hi`, `lo`: 64 bits of the day's keyed hash of the visitor, mixed with each row's own 64 bits
 *   (`scopeOf(kind, key)`, the same keyed hash of the row) to count once per row;
 * - `digest`: a keyed digest per row (the scheme of the days whose salt came before 2026-11-28,
 *   three SHA-256 a view on average).
 */
export type ViewVisitor =
  | { hi: number; lo: number; scopeOf: (kind: VisitKind, key: string) => string }
  | { digest: (kind: VisitKind, key: string) => string };

export const emptyRollup = (): PageViewRollup => ({
  rows: [],
  days: new Map(),
  scopeHi: [],
  scopeLo: [],
  views: 0,
});

function dayOf(rollup: PageViewRollup, day: string): DayRows {
  let rows = rollup.days.get(day);
  if (!rows) {
    rows = {
      site: -1,
      page: new Map(),
      referrer: new Map(),
      campaign: new Map(),
      hashes: new HashList(),
    };
    rollup.days.set(day, rows);
  }
  return rows;
}

function newRow(rollup: PageViewRollup, kind: VisitKind, day: string, key: string): number {
  rollup.rows.push({ kind, day, key, views: 0, visitors: 0, privateViews: 0 });
  rollup.scopeHi.push(-1);
  rollup.scopeLo.push(0);
  return rollup.rows.length - 1;
}

function rowOf(rollup: PageViewRollup, days: DayRows, kind: VisitKind, day: string, key: string) {
  if (kind === 'site') {
    if (days.site < 0) days.site = newRow(rollup, kind, day, key);
    return days.site;
  }
  const byKey = days[kind];
  let index = byKey.get(key);
  if (index === undefined) byKey.set(key, (index = newRow(rollup, kind, day, key)));
  return index;
}

function count(
  rollup: PageViewRollup,
  days: DayRows,
  kind: VisitKind,
  day: string,
  key: string,
  optedOut: boolean,
  visitor: ViewVisitor | undefined,
) {
  const index = rowOf(rollup, days, kind, day, key);
  const row = rollup.rows[index]!;
  row.views += 1;
  if (optedOut) row.privateViews += 1;
  else if (visitor && 'digest' in visitor) days.hashes.push(visitor.digest(kind, key), index);
  else if (visitor) {
    if (rollup.scopeHi[index]! < 0) {
      const scope = visitor.scopeOf(kind, key);
      rollup.scopeHi[index] = hexWord(scope, 0);
      rollup.scopeLo[index] = hexWord(scope, 8);
    }
    // XOR with the row's keyed bits: the same visitor gives another value in every row, each
    // one as unpredictable without the day's key as the visitor's own.
    days.hashes.add(
      (visitor.hi ^ rollup.scopeHi[index]!) >>> 0,
      (visitor.lo ^ rollup.scopeLo[index]!) >>> 0,
      index,
    );
  }
}

/**
 * Counts one view for the site, its page and, when it has them, its referrer and campaign. There
 * is no visitor for a view that is not hashed (a browser asking not to be tracked, counted apart;
 * a day without a key, a view only).
 */
export function countView(
  rollup: PageViewRollup,
  place: ViewPlace,
  optedOut: boolean,
  visitor: ViewVisitor | undefined,
): void {
  rollup.views += 1;
  const { day } = place;
  const days = dayOf(rollup, day);
  count(rollup, days, 'site', day, '', optedOut, visitor);
  count(rollup, days, 'page', day, place.page, optedOut, visitor);
  if (place.referrer) count(rollup, days, 'referrer', day, place.referrer, optedOut, visitor);
  if (place.campaign) count(rollup, days, 'campaign', day, place.campaign, optedOut, visitor);
}

/** Per day, the visitor hashes counted (for the database to answer which are new). */
export function* visitorHashes(rollup: PageViewRollup): Generator<[string, VisitorHashes]> {
  for (const [day, rows] of rollup.days) {
    if (rows.hashes.length) yield [day, rows.hashes.view()];
  }
}

/** `later` added into `earlier` (a flush that failed, kept for the next): answers `earlier`. */
export function mergeRollups(earlier: PageViewRollup, later: PageViewRollup): PageViewRollup {
  const moved = later.rows.map((row) => {
    const index = rowOf(earlier, dayOf(earlier, row.day), row.kind, row.day, row.key);
    const into = earlier.rows[index]!;
    into.views += row.views;
    into.visitors += row.visitors;
    into.privateViews += row.privateViews;
    return index;
  });
  for (const [day, rows] of later.days) {
    dayOf(earlier, day).hashes.pushAll(rows.hashes, (row) => moved[row]!);
  }
  earlier.views += later.views;
  return earlier;
}
