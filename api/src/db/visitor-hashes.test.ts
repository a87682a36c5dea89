/**
 * The day's visitor hashes go to the database packed as bytes: each is stored as the signed
 * 64 bits `(hi << 32) | lo` (as the decimal lists before it stored them, so that a day counted
 * across an upgrade matches its earlier hashes), and only those the day had not seen count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { countNewVisitors } from './visits.queries';

const list = (pairs: [hi: number, lo: number, row: number][]) => ({
  hi: Uint32Array.from(pairs, (p) => p[0]),
  lo: Uint32Array.from(pairs, (p) => p[1]),
  rows: Uint32Array.from(pairs, (p) => p[2]),
});
const signed = (hi: number, lo: number) =>
  BigInt.asIntN(64, (BigInt(hi) << 32n) | BigInt(lo)).toString();

describe('visitor hashes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('stores each as its signed 64 bits and counts, per row, only those not seen that day', async () => {
    const day = '2031-02-03';
    const first = await countNewVisitors(
      server.db,
      day,
      list([
        [0xffffffff, 1, 0],
        [0xffffffff, 1, 0],
        [0x80000000, 0, 1],
        [0, 0xffffffff, 2],
        [1, 2, 2],
      ]),
    );
    expect(Object.fromEntries(first)).toEqual({ 0: 1, 1: 1, 2: 2 });
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

    const again = await countNewVisitors(
      server.db,
      day,
      list([
        [0xffffffff, 1, 0],
        [7, 7, 0],
        [1, 2, 2],
      ]),
    );
    expect(Object.fromEntries(again)).toEqual({ 0: 1 });
    // Another day has seen none of them.
    const other = await countNewVisitors(server.db, '2031-02-04', list([[1, 2, 5]]));
    expect(Object.fromEntries(other)).toEqual({ 5: 1 });
  });
});
