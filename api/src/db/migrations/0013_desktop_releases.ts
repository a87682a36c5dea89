import { timestamps, type Migration } from './migration';

export const migration: Migration = {
  name: '0013_desktop_releases',
  async up(knex) {
    // Desktop app releases the server hosts for electron-updater and the download page.
    await knex.schema.createTable('desktop_releases', (t) => {
      t.text('version').primary();
      // The update feeds exactly as electron-builder wrote them (latest.yml, latest-mac.yml…).
      t.jsonb('feeds').notNullable();
      t.text('notes').notNullable().defaultTo('');
      t.text('published_by');
      timestamps(t, knex, 'published_at');
    });
    await knex.schema.createTable('desktop_release_files', (t) => {
      t.text('version').notNullable().references('desktop_releases.version').onDelete('CASCADE');
      // The public file name (what the feeds and the download page link to).
      t.text('name').notNullable();
      t.text('storage_key').notNullable();
      t.bigInteger('size').notNullable();
      t.text('sha512').notNullable();
      t.text('content_type').notNullable();
      t.primary(['version', 'name']);
      t.index(['name']);
    });
    // Which release the feeds serve: one row, switched last when a release goes live.
    await knex.schema.createTable('desktop_current', (t) => {
      t.integer('id').primary();
      t.text('version').notNullable().references('desktop_releases.version');
      timestamps(t, knex, 'updated_at');
    });
    await knex.raw('alter table desktop_current add constraint desktop_current_one check (id = 1)');
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('desktop_current');
    await knex.schema.dropTableIfExists('desktop_release_files');
    await knex.schema.dropTableIfExists('desktop_releases');
  },
};
