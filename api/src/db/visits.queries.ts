/**
 * Page views counted without cookies: the daily rollups (`visit_days`: views, unique visitors and
 * views of browsers asking not to be tracked, per day and page, referring site, campaign and for
 * the whole site), the day's random salt and the day's visitor hashes (deleted with the salt).
 * Rows are added to with upserts as beacons arrive; the reports read the rollups, never the views.
 */
import type { DbOrTrx } from './connection';
import { rawRows } from './raw';

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

/** A day's visitor hashes (64 bits each: `hi` and `lo`, 32 bits each) and the row each counts for. */
export interface VisitorHashes {
  hi: Uint32Array;
  lo: Uint32Array;
  rows: Uint32Array;
}

/**
 * The hashes as one `bytea` of 64-bit big-endian words and their rows as another of 32-bit ones:
 * made by copying the typed arrays and swapping their bytes (native). Joining them into decimal
 * text was most of the flush's event-loop time, in one block a second (the flush went from ~7 to
 * ~2.8 ms a second at 2,000 views a second, in CPU profiles sampled every 50 µs).
 */
function packed(hashes: VisitorHashes): { words: Buffer; rows: Buffer } {
  const n = hashes.rows.length;
  const words = new Uint32Array(2 * n);
  for (let i = 0; i < n; i++) {
    words[2 * i] = hashes.hi[i]!;
    words[2 * i + 1] = hashes.lo[i]!;
  }
  return {
    words: Buffer.from(words.buffer).swap32(),
    rows: Buffer.from(hashes.rows.slice().buffer).swap32(),
  };
}

/**
 * Records the day's visitor hashes and answers, per rollup row, how many of them it had not seen:
 * each counts one visitor. `rows[i]` is the row of hash i. The same hash twice in a batch counts
 * once. One statement, a few hundred rows back rather than one per hash.
 */
export async function countNewVisitors(
  db: DbOrTrx,
  day: string,
  hashes: VisitorHashes,
): Promise<Map<number, number>> {
  const n = hashes.rows.length;
  if (!n) return new Map();
  const { words, rows } = packed(hashes);
  // A hash is read as the signed 64 bits its two words make, as `(hi << 32) | lo` stored them.
  const counted = await rawRows<{ row: number; visitors: number }>(
    db,
    `with input as (
       select distinct
              ('x' || encode(substring(?::bytea from i * 8 + 1 for 8), 'hex'))::bit(64)::bigint as hash,
              ('x' || encode(substring(?::bytea from i * 4 + 1 for 4), 'hex'))::bit(32)::int as row
         from generate_series(0, ?::int - 1) as i
     ),
     fresh as (
       insert into visitor_hashes (day, hash)
       select ?::date, hash from input order by hash
       on conflict do nothing
       returning hash
     )
     select input.row, count(*)::int as visitors from input join fresh using (hash) group by input.row`,
    [words, rows, n, day],
  );
  return new Map(counted.map((r) => [Number(r.row), Number(r.visitors)]));
}

/**
 * Adds counts to the rollups (one statement; rows in key order, so that processes flushing at
 * the same time lock them in the same order and never deadlock).
 */
export async function addVisitCounts(db: DbOrTrx, counts: VisitCount[]): Promise<void> {
  if (!counts.length) return;
  const rows = [...counts]
    .sort((a, b) =>
      a.kind !== b.kind
        ? a.kind < b.kind
          ? -1
          : 1
        : a.day !== b.day
          ? a.day < b.day
            ? -1
            : 1
          : a.key < b.key
            ? -1
            : a.key > b.key
              ? 1
              : 0,
    )
    .map((c) => ({
      kind: c.kind,
      day: c.day,
      key: c.key,
      views: c.views,
      visitors: c.visitors,
      private_views: c.privateViews,
    }));
  const json = JSON.stringify(rows);
  await db.raw(
    `insert into visit_days as v (kind, day, key, views, visitors, private_views)
     select * from json_to_recordset(?::json)
       as x(kind text, day date, key text, views int, visitors int, private_views int)
     on conflict (kind, day, key) do update set
       views = v.views + excluded.views,
       visitors = v.visitors + excluded.visitors,
       private_views = v.private_views + excluded.private_views`,
    [json],
  );
  // The same counts in the month's rows (the reports read whole months there).
  await db.raw(
    `insert into visit_months as v (kind, month, key, views, visitors, private_views)
     select x.kind, date_trunc('month', x.day)::date, x.key, sum(x.views), sum(x.visitors), sum(x.private_views)
       from json_to_recordset(?::json)
         as x(kind text, day date, key text, views int, visitors int, private_views int)
      group by 1, 2, 3
      order by 1, 2, 3
     on conflict (kind, month, key) do update set
       views = v.views + excluded.views,
       visitors = v.visitors + excluded.visitors,
       private_views = v.private_views + excluded.private_views`,
    [json],
  );
}

/** Deletes the salts and visitor hashes of the days before `today`; answers how many salts went. */
export async function forgetPastDays(db: DbOrTrx, today: string): Promise<number> {
  return db.transaction(async (trx) => {
    await trx('visitor_hashes').where('day', '<', today).delete();
    return Number(await trx('visit_salts').where('day', '<', today).delete());
  });
}
