/**
 * Two processes starting together on one new PostgreSQL database both come up: their migrations
 * run one after the other (CI saw the second die on "relation knex_migrations already exists").
 * PostgreSQL only (PGlite belongs to one process); `npm test` runs it there.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectPostgres } from './connection';
import { migrate, migrationSource } from './migrations';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('migrations from two processes at once', () => {
  it('run once, one after the other, and both starts succeed', async () => {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = connectPostgres(serverUrl!, { min: 0, max: 1 });
    await admin.db.raw(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const a = connectPostgres(url.toString(), { min: 0, max: 3 });
    const b = connectPostgres(url.toString(), { min: 0, max: 3 });
    try {
      for (let round = 0; round < 2; round++) {
        const [first, second] = await Promise.all([migrate(a.db), migrate(b.db)]);
        const all = (await migrationSource.getMigrations([])).length;
        if (round === 0) {
          // One of them ran every migration; the other found them done.
          expect([first.ran.length, second.ran.length].sort((x, y) => x - y)).toEqual([0, all]);
        } else {
          expect([first.ran, second.ran]).toEqual([[], []]);
        }
      }
      const applied = await a.db('knex_migrations').count<{ n: string }[]>({ n: '*' });
      expect(Number(applied[0]!.n)).toBe((await migrationSource.getMigrations([])).length);
    } finally {
      await a.close();
      await b.close();
      await admin.db.raw(`drop database if exists ${name} with (force)`);
      await admin.close();
    }
  });
});
