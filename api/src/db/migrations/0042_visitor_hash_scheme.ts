import type { Migration } from './migration';

/**
 * The scheme each day's visitor hashes follow (db/visits.queries.ts, VISITOR_HASH_SCHEME): the
 * salts made before this migration are of scheme 1, a digest per visitor and rollup row; new
 * ones say theirs, so that the day of an upgrade counts its visitors once.
 */
export const migration: Migration = {
  name: '0042_visitor_hash_scheme',
  async up(knex) {
    await knex.schema.alterTable('visit_salts', (t) => {
      t.smallint('scheme').notNullable().defaultTo(1);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('visit_salts', (t) => {
      t.dropColumn('scheme');
    });
  },
};
