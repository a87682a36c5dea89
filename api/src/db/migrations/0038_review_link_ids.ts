import type { Migration } from './migration';

/**
 * Review links get an id the admin can hold: only a token's SHA-256 is stored, so without one a
 * link could be revoked only by whoever still had its token. Existing links get theirs here.
 */
export const migration: Migration = {
  name: '0038_review_link_ids',
  async up(knex) {
    await knex.schema.alterTable('review_links', (t) => {
      t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()')).unique();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('review_links', (t) => {
      t.dropColumn('id');
    });
  },
};
