/**
 * A flush's counts and visitor hashes go to the database in one statement (addVisits): each hash
 * is stored as the signed 64 bits `(hi << 32) | lo` (as the decimal lists before it stored them,
 * so that a day counted across an upgrade matches its earlier hashes), and a row's visitors grow
 * only by the hashes its day had not seen, the same hash twice counting once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createPageViews } from '../services/page-views.service';
import { addVisits, visitsToAdd, type VisitCount } from './visits.queries';

const list = (pairs: [hi: number, lo: number, row: number][]) => ({
  words: Uint32Array.from(pairs.flatMap((p) => [p[0], p[1]])),
  rows: Uint32Array.from(pairs, (p) => p[2]),
});
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const signed = (hi: number, lo: number) =>
  BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo)).toString();
const row = (day: string, kind: VisitCount['kind'], key: string, views: number): VisitCount => ({
  kind,
  day,
  key,
  views,
  visitors: 0,
  privateViews: 0,
});

describe('visitor hashes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const add = (counts: VisitCount[], hashes: ReturnType<typeof list>[]) =>
    addVisits(server.db, visitsToAdd(counts, hashes));
  const visitors = async (day: string) =>
    Object.fromEntries(
      (
        await server
          .db('visit_days')
          .where({ day })
          .select<{ kind: string; key: string; visitors: number }[]>('kind', 'key', 'visitors')
      ).map((r) => [`${r.kind}:${r.key}`, Number(r.visitors)]),
    );

  it('stores each as its signed 64 bits and counts, per row, only those not seen that day', async () => {
    const day = '2031-02-03';
    const rows = [row(day, 'site', '', 4), row(day, 'page', '/a', 2), row(day, 'page', '/b', 2)];
    await add(rows, [
      list([
        [0xffffffff, 1, 0],
        [0xffffffff, 1, 0],
        [0x80000000, 0, 1],
        [0, 0xffffffff, 2],
        [1, 2, 2],
      ]),
    ]);
    expect(await visitors(day)).toEqual({ 'site:': 1, 'page:/a': 1, 'page:/b': 2 });
    const stored = await server.db('visitor_hashes').where({ day }).select('hash');
    expect(stored.map((r: { hash: string | number }) => String(r.hash)).sort()).toEqual(
      [signed(0xffffffff, 1), signed(0x80000000, 0), signed(0, 0xffffffff), signed(1, 2)].sort(),
    );
    // The expression the decimal lists were read with gives the same value.
    const old = await server.db.raw(
      `select ((?::bigint << 32) | ?::bigint)::text as hash`,
      [0xffffffff, 1],
    );
    expect((old.rows as { hash: string }[])[0]!.hash).toBe(signed(0xffffffff, 1));

    // A later flush: only the hash the day had not seen counts, and the views add up. Its rows
    // come in another order, and one of them is of the next day, which has seen none of them.
    const next = '2031-02-04';
    await add(
      [row(day, 'page', '/b', 1), row(next, 'page', '/b', 1), row(day, 'site', '', 2)],
      [
        list([
          [0xffffffff, 1, 2],
          [7, 7, 2],
          [1, 2, 0],
        ]),
        list([[1, 2, 1]]),
      ],
    );
    expect(await visitors(day)).toEqual({ 'site:': 2, 'page:/a': 1, 'page:/b': 2 });
    expect(await visitors(next)).toEqual({ 'page:/b': 1 });
    const views = await server
      .db('visit_days')
      .where({ day, kind: 'site' })
      .first<{ views: number }>('views');
    expect(Number(views?.views)).toBe(6);
    // The month's rows hold the same sums.
    const month = await server
      .db('visit_months')
      .where({ kind: 'page', key: '/b' })
      .first<{ views: number; visitors: number }>('views', 'visitors');
    expect([Number(month?.views), Number(month?.visitors)]).toEqual([4, 3]);
  });

  it('a flush of the views is one statement', async () => {
    const pageViews = createPageViews({
      db: server.db,
      now: () => new Date('2031-03-01T12:00:00Z'),
    });
    const view = (ip: string, path = '/a') =>
      pageViews.record({ path, ip, userAgent: FIREFOX, optedOut: false, host: 'localhost' });
    view('192.0.2.1');
    await pageViews.flush(); // the first of the day loads the day's key
    for (let i = 0; i < 50; i++) view(`192.0.2.${i}`, i % 2 ? '/a' : '/b?utm_source=mail');
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    server.db.on('query', listen);
    try {
      await pageViews.flush();
    } finally {
      server.db.off('query', listen);
    }
    expect(statements).toHaveLength(1);
    expect(await visitors('2031-03-01')).toEqual({
      'site:': 50,
      'page:/a': 25,
      'page:/b': 25,
      'campaign:mail\t\t': 25,
    });
  });
});
