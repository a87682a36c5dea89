import { timestamps, check, type Migration } from './migration';

export const migration: Migration = {
  name: '0011_blog_revisions',
  async up(knex) {
    await knex.schema.alterTable('blog_posts', (t) => {
      // Bumped by every write: the post's ETag; a PUT with an older If-Match answers 409.
      t.integer('version').notNullable().defaultTo(1);
      // The working copy being written (autosaved), not yet published: the public keeps
      // reading the columns above until "Update Post".
      t.jsonb('draft');
      t.timestamp('draft_saved_at', { useTz: true });
      t.text('draft_by');
    });
    await knex.schema.createTable('blog_revisions', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('blog_id').notNullable().references('blog_posts.id').onDelete('CASCADE');
      t.text('kind').notNullable();
      t.text('title').notNullable();
      t.text('excerpt').notNullable();
      t.text('content').notNullable();
      t.text('author').notNullable();
      t.text('category').notNullable();
      t.jsonb('tags').notNullable();
      t.text('image_url').notNullable();
      t.boolean('published').notNullable();
      t.integer('version').notNullable();
      // Who saved it, by address (the name is looked up; kept if the account goes).
      t.text('created_by');
      timestamps(t, knex);
      t.index(['blog_id', 'created_at']);
    });
    await knex.raw(
      `alter table blog_revisions add constraint blog_revisions_kind_check check (${check('kind', ['create', 'save', 'autosave', 'restore', 'publish', 'unpublish'])})`,
    );
    // Every existing post starts its history with what it is now.
    await knex.raw(`
      insert into blog_revisions
        (blog_id, kind, title, excerpt, content, author, category, tags, image_url, published,
         version, created_at)
      select id, 'save', title, excerpt, content, author, category, tags, image_url, published,
             version, updated_at
      from blog_posts`);
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('blog_revisions');
    await knex.schema.alterTable('blog_posts', (t) => {
      for (const column of ['version', 'draft', 'draft_saved_at', 'draft_by']) {
        t.dropColumn(column);
      }
    });
  },
};
