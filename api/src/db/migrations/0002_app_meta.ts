import { timestamps, type Migration } from './migration';

export const migration: Migration = {
  name: '0002_app_meta',
  async up(knex) {
    // Small facts about this database, e.g. whether the demo content was offered already.
    await knex.schema.createTable('app_meta', (t) => {
      t.text('key').primary();
      t.jsonb('value').notNullable();
      timestamps(t, knex, 'updated_at');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('app_meta');
  },
};
