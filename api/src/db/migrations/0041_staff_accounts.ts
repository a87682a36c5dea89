import type { Knex } from 'knex';
import type { Migration } from './migration';

/**
 * One word for a staff account: the `admins` table is `staff`, its recovery codes
 * `staff_recovery_codes`, and every column pointing at one is `staff_id` (`staff_email` in the
 * audit log, `sent_by_staff_id` on a message). "admin" stays the name of a role and of the area.
 * Constraint and index names follow, so an error names what the code says. Audit rows about an
 * account say `staff` as their record type.
 */
const COLUMNS: Array<[table: string, from: string, to: string]> = [
  ['sessions', 'admin_id', 'staff_id'],
  ['audit_log', 'admin_id', 'staff_id'],
  ['audit_log', 'admin_email', 'staff_email'],
  ['notification_preferences', 'admin_id', 'staff_id'],
  ['admin_recovery_codes', 'admin_id', 'staff_id'],
  ['password_resets', 'admin_id', 'staff_id'],
  ['conversation_messages', 'sent_by_admin_id', 'sent_by_staff_id'],
  ['staff_availability', 'admin_id', 'staff_id'],
  ['staff_calendar_feeds', 'admin_id', 'staff_id'],
  ['interview_interviewers', 'admin_id', 'staff_id'],
  ['booked_slots', 'admin_id', 'staff_id'],
  ['scorecards', 'admin_id', 'staff_id'],
];

const TABLES: Array<[from: string, to: string]> = [
  ['admins', 'staff'],
  ['admin_recovery_codes', 'staff_recovery_codes'],
];

/** Every table whose names change, by its name after the migration. */
const RENAMED = [
  ...new Set(COLUMNS.map(([t]) => TABLES.find(([from]) => from === t)?.[1] ?? t)),
  'staff',
];

type Direction = 'up' | 'down';

/** The names of constraints and indexes, after the tables' and columns' new names. */
const renamed = (name: string, way: Direction) =>
  way === 'up'
    ? name
        .replace(/admin_recovery_codes/g, 'staff_recovery_codes')
        .replace(/admin_id/g, 'staff_id')
        .replace(/admin_email/g, 'staff_email')
        .replace(/^admins_/, 'staff_')
    : name
        .replace(/staff_recovery_codes/g, 'admin_recovery_codes')
        // The table's own names first: `staff_email_unique` is the `admins` table's e-mail.
        .replace(/^staff_(?!availability|calendar_feeds)/, 'admins_')
        .replace(/staff_id/g, 'admin_id')
        .replace(/staff_email/g, 'admin_email');

async function renameConstraintsAndIndexes(knex: Knex, tables: string[], way: Direction) {
  const pattern = way === 'up' ? '%admin%' : '%staff%';
  // Constraints first (a primary key or unique constraint renames its index with it).
  const constraints = (
    (await knex.raw(
      `select c.conname as name, t.relname as "table"
         from pg_constraint c join pg_class t on t.oid = c.conrelid
         join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = current_schema() and t.relname = any(?) and c.conname like ?`,
      [tables, pattern],
    )) as { rows: Array<{ name: string; table: string }> }
  ).rows;
  for (const { name, table } of constraints) {
    const to = renamed(name, way);
    if (to !== name) await knex.raw(`alter table ?? rename constraint ?? to ??`, [table, name, to]);
  }
  const indexes = (
    (await knex.raw(
      `select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = any(?) and indexname like ?`,
      [tables, pattern],
    )) as { rows: Array<{ name: string }> }
  ).rows;
  for (const { name } of indexes) {
    const to = renamed(name, way);
    if (to !== name) await knex.raw(`alter index ?? rename to ??`, [name, to]);
  }
}

export const migration: Migration = {
  name: '0041_staff_accounts',
  async up(knex) {
    for (const [table, from, to] of COLUMNS) {
      await knex.raw(`alter table ?? rename column ?? to ??`, [table, from, to]);
    }
    for (const [from, to] of TABLES) await knex.raw(`alter table ?? rename to ??`, [from, to]);
    await renameConstraintsAndIndexes(knex, RENAMED, 'up');
    await knex('audit_log').where({ entity_type: 'admin' }).update({ entity_type: 'staff' });
  },
  async down(knex) {
    await knex('audit_log').where({ entity_type: 'staff' }).update({ entity_type: 'admin' });
    await renameConstraintsAndIndexes(knex, RENAMED, 'down');
    for (const [from, to] of TABLES) await knex.raw(`alter table ?? rename to ??`, [to, from]);
    for (const [table, from, to] of COLUMNS) {
      await knex.raw(`alter table ?? rename column ?? to ??`, [table, to, from]);
    }
  },
};
