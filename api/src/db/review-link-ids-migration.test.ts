/**
 * Migration 0038: review links get an id the admin can hold (only a token's SHA-256 is kept).
 * Links made before it get one each, distinct; new ones get one by default; ids are unique;
 * going down removes the column and keeps the links.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexOnPglite, type Db } from './connection';
import { migrate, migrationSource } from './migrations';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

let db: Db;
beforeAll(async () => {
  db = knexOnPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
});
afterAll(() => db?.destroy());

const link = (clientId: string, c: string) => ({
  token_hash: c.repeat(64),
  client_id: clientId,
  expires_at: new Date(Date.now() + 86_400_000),
});

describe('migration 0038_review_link_ids', () => {
  it('gives every review link, old and new, its own id', async () => {
    const all = (await migrationSource.getMigrations([])).map((m) => m.name);
    const before = all.indexOf('0038_review_link_ids');
    for (let i = 0; i < before; i++) await db.migrate.up({ migrationSource });
    const [client] = (await db('clients').insert({ name: 'Acme' }).returning('id')) as Array<{
      id: string;
    }>;
    await db('review_links').insert([link(client!.id, 'a'), link(client!.id, 'b')]);

    await migrate(db);
    await db('review_links').insert(link(client!.id, 'c'));
    const ids = (await db('review_links').pluck('id')) as string[];
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    await expect(
      db('review_links').insert({ ...link(client!.id, 'd'), id: ids[0]! }),
    ).rejects.toThrow(/unique/);
    await expect(
      db('review_links').insert({ ...link(client!.id, 'e'), id: null as unknown as string }),
    ).rejects.toThrow(/null/);

    while (((await db.migrate.list({ migrationSource })) as [unknown[]])[0].length > before) {
      await db.migrate.down({ migrationSource });
    }
    expect(await db.schema.hasColumn('review_links', 'id')).toBe(false);
    expect(await db('review_links').count({ n: '*' }).first()).toEqual({ n: 3 });
  });
});
