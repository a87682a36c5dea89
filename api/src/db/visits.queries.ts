/**
 * Page views counted without cookies: the daily rollups (`visit_days`: views, unique visitors and
 * views of browsers asking not to be tracked, per day and page, referring site, campaign and for
 * the whole site), the day's random salt and the day's visitor hashes (deleted with the salt).
 * Rows are added to with upserts as beacons arrive; the reports read the rollups, never the views.
 */
import type { DbOrTrx } from './connection';

export type VisitKind = 'site' | 'page' | 'referrer' | 'campaign';

export interface VisitCount {
  kind: VisitKind;
  day: string;
  key: string;
  views: number;
  visitors: number;
  privateViews: number;
}

/**
 * How the days' visitors are hashed: 1, a keyed digest per visitor and rollup row (salts made
 * before 2026-11-28); 2, one keyed digest per visitor, mixed per row with the row's own keyed
 * bits (services/page-view-rollup.ts). A day keeps the scheme of its salt, so that a day's
 * visitors are counted alike by every version of the server that counts them.
 */
export const VISITOR_HASH_SCHEME = 2;

/**
 * The salt of `day` and its scheme: the stored one, or, when `create`, a new one (`salt`) unless
 * another process stored one first. Undefined when there is none and none may be created (a day
 * already over).
 */
export async function daySalt(
  db: DbOrTrx,
  day: string,
  salt: Buffer,
  create: boolean,
): Promise<{ salt: Buffer; scheme: number } | undefined> {
  if (create) {
    await db('visit_salts')
      .insert({ day, salt, scheme: VISITOR_HASH_SCHEME })
      .onConflict('day')
      .ignore();
  }
  // PGlite reads bytea as a Uint8Array, pg as a Buffer.
  const row = await db('visit_salts')
    .where({ day })
    .first<{ salt: Buffer | Uint8Array; scheme: number } | undefined>('salt', 'scheme');
  return row ? { salt: Buffer.from(row.salt), scheme: Number(row.scheme) } : undefined;
}

/**
 * A day's visitor hashes (64 bits each, as two 32-bit words, high first: `words[2i]`,
 * `words[2i + 1]`) and the row each counts for (`rows[i]`).
 */
export interface VisitorHashes {
  words: Uint32Array;
  rows: Uint32Array;
}

/**
 * The hashes as one `bytea` of 64-bit big-endian words and their rows as another of 32-bit ones:
 * copies of the typed arrays (the two words of each hash already side by side) with their bytes
 * swapped, native work with no loop of ours. Joining them into decimal text was most of the
 * flush's event-loop time, in one block a second (the flush went from ~7 to ~2.8 ms a second at
 * 2,000 views a second, in CPU profiles sampled every 50 µs).
 */
function packed(lists: readonly VisitorHashes[]): { words: Buffer; rows: Buffer; n: number } {
  const bytes = (of: (list: VisitorHashes) => Uint32Array) => {
    const out = Buffer.allocUnsafe(lists.reduce((size, list) => size + of(list).byteLength, 0));
    let at = 0;
    for (const list of lists) {
      const words = of(list);
      out.set(new Uint8Array(words.buffer, words.byteOffset, words.byteLength), at);
      at += words.byteLength;
    }
    return out.swap32();
  };
  return {
    words: bytes((list) => list.words),
    rows: bytes((list) => list.rows),
    n: lists.reduce((n, list) => n + list.rows.length, 0),
  };
}

/** What addVisits sends: the rows as JSON, the hashes and their rows as bytes. */
export interface VisitsToAdd {
  rows: string;
  words: Buffer;
  hashRows: Buffer;
  n: number;
}

/**
 * A flush's counts and the visitors' hashes, each counting for the row `counts[rows[i]]`, as
 * addVisits sends them: made apart, so that the flush can let the requests waiting go first
 * before it sends them.
 */
export function visitsToAdd(
  counts: readonly VisitCount[],
  hashes: readonly VisitorHashes[],
): VisitsToAdd {
  const rows = counts.map((c, row) => ({
    row,
    kind: c.kind,
    day: c.day,
    key: c.key,
    views: c.views,
    visitors: c.visitors,
    private_views: c.privateViews,
  }));
  const { words, rows: hashRows, n } = packed(hashes);
  return { rows: JSON.stringify(rows), words, hashRows, n };
}

/**
 * Adds a flush's counts to the rollups, the day's and the month's, with their unique visitors
 * (visitsToAdd): each hash counts for its row (and that row's day) only if the day had not seen
 * it, the same hash twice counting once; the new ones are stored. One statement, atomic as it
 * is: a flush a second used to be a transaction of five round trips (begin, the hashes, the
 * days, the months, commit), each with the driver's and Knex's work on the event loop, and the
 * pages beside 2,000 beacons a second felt them at their 99th percentile. The statement takes
 * the rows in key order, so that processes flushing at the same time lock them in the same
 * order and never deadlock.
 */
export async function addVisits(db: DbOrTrx, visits: VisitsToAdd): Promise<void> {
  // A hash is read as the signed 64 bits its two words make, as `(hi << 32) | lo` stored them.
  await db.raw(
    `with x as (
       select * from json_to_recordset(?::json)
         as x(row int, kind text, day date, key text, views int, visitors int, private_views int)
     ),
     input as (
       select distinct
              ('x' || encode(substring(?::bytea from i * 8 + 1 for 8), 'hex'))::bit(64)::bigint as hash,
              ('x' || encode(substring(?::bytea from i * 4 + 1 for 4), 'hex'))::bit(32)::int as row
         from generate_series(0, ?::int - 1) as i
     ),
     hashed as (
       select x.day, input.hash, input.row from input join x using (row)
     ),
     fresh as (
       insert into visitor_hashes (day, hash)
       select day, hash from hashed order by day, hash
       on conflict do nothing
       returning day, hash
     ),
     new_visitors as (
       select hashed.row, count(*)::int as visitors
         from hashed join fresh using (day, hash)
        group by hashed.row
     ),
     counted as (
       select x.kind, x.day, x.key, x.views, x.visitors + coalesce(n.visitors, 0) as visitors,
              x.private_views
         from x left join new_visitors n using (row)
     ),
     days as (
       insert into visit_days as v (kind, day, key, views, visitors, private_views)
       select * from counted order by kind, day, key
       on conflict (kind, day, key) do update set
         views = v.views + excluded.views,
         visitors = v.visitors + excluded.visitors,
         private_views = v.private_views + excluded.private_views
     )
     -- The same counts in the month's rows (the reports read whole months there).
     insert into visit_months as v (kind, month, key, views, visitors, private_views)
     select kind, date_trunc('month', day)::date, key, sum(views), sum(visitors), sum(private_views)
       from counted
      group by 1, 2, 3
      order by 1, 2, 3
     on conflict (kind, month, key) do update set
       views = v.views + excluded.views,
       visitors = v.visitors + excluded.visitors,
       private_views = v.private_views + excluded.private_views`,
    [visits.rows, visits.words, visits.hashRows, visits.n],
  );
}

/** Deletes the salts and visitor hashes of the days before `today`; answers how many salts went. */
export async function forgetPastDays(db: DbOrTrx, today: string): Promise<number> {
  return db.transaction(async (trx) => {
    await trx('visitor_hashes').where('day', '<', today).delete();
    return Number(await trx('visit_salts').where('day', '<', today).delete());
  });
}
