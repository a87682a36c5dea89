import type { Migration } from './migration';

export const migration: Migration = {
  name: '0012_blog_schedule',
  async up(knex) {
    await knex.schema.alterTable('blog_posts', (t) => {
      // An unpublished post with this set goes live then (the scheduled publisher).
      t.timestamp('publish_at', { useTz: true });
    });
    await knex.raw(
      'create index blog_posts_publish_at_idx on blog_posts (publish_at) where published = false and publish_at is not null',
    );
  },
  async down(knex) {
    await knex.raw('drop index if exists blog_posts_publish_at_idx');
    await knex.schema.alterTable('blog_posts', (t) => t.dropColumn('publish_at'));
  },
};
