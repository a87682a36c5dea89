/** Upgrading a database that has administrators from before roles existed. */
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

describe('migration 0006_team', () => {
  it('makes every existing administrator an owner; new accounts default to admin', async () => {
    // Up to 0005: the schema before roles.
    for (let i = 0; i < 5; i++) await db.migrate.up({ migrationSource });
    await db('admins').insert([
      { email: 'one@example.com', name: 'One', password_hash: 'x' },
      { email: 'two@example.com', name: 'Two', password_hash: 'x' },
    ]);
    const { ran } = await migrate(db);
    expect(ran).toContain('0006_team');
    const rows = await db('staff').select('email', 'role', 'deactivated_at').orderBy('email');
    expect(rows).toEqual([
      { email: 'one@example.com', role: 'owner', deactivated_at: null },
      { email: 'two@example.com', role: 'owner', deactivated_at: null },
    ]);
    await db('staff').insert({ email: 'three@example.com', name: 'Three', password_hash: 'x' });
    expect((await db('staff').where({ email: 'three@example.com' }).first())?.role).toBe('admin');
    await expect(
      // A role the types refuse too: sent as SQL, for the constraint to refuse.
      db('staff').insert({
        email: 'x@example.com',
        name: 'X',
        password_hash: 'x',
        role: db.raw('?', ['king']),
      }),
    ).rejects.toThrow(/staff_role_check/);
  });
});
