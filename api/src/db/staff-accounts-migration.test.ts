/**
 * Migration 0041: staff accounts have one name. The `admins` table becomes `staff` with its rows,
 * every column pointing at a person becomes `staff_id` (and keeps its foreign key), constraint and
 * index names follow, audit rows about an account say `staff`; going down restores every name.
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

/** A table as it was before 0041 (its columns are not the ones the types know now). */
const old = (table: string) => db(table);

const namesWith = async (word: string) =>
  (
    (await db.raw(
      `select conname as name from pg_constraint c join pg_class t on t.oid = c.conrelid
        where t.relnamespace = 'public'::regnamespace and conname like ?
       union select indexname from pg_indexes where schemaname = 'public' and indexname like ?
       union select table_name || '.' || column_name from information_schema.columns
        where table_schema = 'public' and (column_name like ? or table_name like ?)`,
      [`%${word}%`, `%${word}%`, `%${word}%`, `%${word}%`],
    )) as { rows: Array<{ name: string }> }
  ).rows.map((r) => r.name);

describe('migration 0041_staff_accounts', () => {
  it('renames the accounts, their columns and constraints, keeping rows and links', async () => {
    const all = (await migrationSource.getMigrations([])).map((m) => m.name);
    const before = all.indexOf('0041_staff_accounts');
    for (let i = 0; i < before; i++) await db.migrate.up({ migrationSource });
    const [ada] = (await old('admins')
      .insert({ email: 'ada@example.com', name: 'Ada', password_hash: 'x', role: 'recruiter' })
      .returning('id')) as Array<{ id: string }>;
    await old('sessions').insert({
      id: 'a'.repeat(64),
      admin_id: ada!.id,
      data: JSON.stringify({ adminId: ada!.id }),
      expires_at: db.raw(`now() + interval '1 hour'`),
    });
    await old('audit_log').insert([
      {
        admin_id: ada!.id,
        admin_email: 'ada@example.com',
        action: 'login.success',
        entity_type: 'admin',
        entity_id: ada!.id,
      },
      {
        admin_id: ada!.id,
        admin_email: 'ada@example.com',
        action: 'job.create',
        entity_type: 'job',
      },
    ]);
    await old('admin_recovery_codes').insert({ admin_id: ada!.id, code_hash: 'h' });

    await migrate(db);
    expect(await db.schema.hasTable('admins')).toBe(false);
    expect(await db('staff').pluck('email')).toEqual(['ada@example.com']);
    expect(await db('sessions').pluck('staff_id')).toEqual([ada!.id]);
    expect(await db('staff_recovery_codes').pluck('staff_id')).toEqual([ada!.id]);
    expect(await db('audit_log').orderBy('action').select('staff_email', 'entity_type')).toEqual([
      { staff_email: 'ada@example.com', entity_type: 'job' },
      { staff_email: 'ada@example.com', entity_type: 'staff' },
    ]);
    // Nothing in the schema says admin any more, but the role's check still holds.
    expect(await namesWith('admin')).toEqual([]);
    expect(await namesWith('staff')).toEqual(
      expect.arrayContaining(['staff_pkey', 'staff_role_check', 'sessions_staff_id_foreign']),
    );
    await expect(
      db('staff')
        .where({ id: ada!.id })
        .update({ role: db.raw('?', ['boss']) }),
    ).rejects.toThrow(/staff_role_check/);
    // The foreign keys still cascade: a deleted person's sessions and codes go with them.
    await db('staff').where({ id: ada!.id }).delete();
    expect(await db('sessions').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await db('staff_recovery_codes').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await db('audit_log').whereNull('staff_id').count({ n: '*' }).first()).toEqual({ n: 2 });

    // Back to before 0041: the later migrations first, then 0041 itself.
    for (let i = before; i < all.length; i++) await db.migrate.down({ migrationSource });
    expect(await db.schema.hasTable('staff')).toBe(false);
    expect(await db.schema.hasColumn('conversation_messages', 'sent_by_admin_id')).toBe(true);
    expect(await db.schema.hasColumn('staff_availability', 'admin_id')).toBe(true);
    expect(await namesWith('staff_id')).toEqual([]);
    expect(await namesWith('admins_')).toEqual(
      expect.arrayContaining(['admins_pkey', 'admins_role_check', 'admins_email_unique']),
    );
    expect(await db('audit_log').where({ entity_type: 'admin' }).count({ n: '*' }).first()).toEqual(
      {
        n: 1,
      },
    );
  });
});
