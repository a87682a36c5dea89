import { timestamps, check, type Migration } from './migration';

export const migration: Migration = {
  name: '0001_initial',
  async up(knex) {
    await knex.schema.createTable('admins', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('email').notNullable().unique();
      t.text('name').notNullable();
      t.text('password_hash').notNullable();
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
    });

    // Session ids are stored hashed (sha-256), so a leaked table does not leak live tokens.
    await knex.schema.createTable('sessions', (t) => {
      t.text('id').primary();
      t.uuid('admin_id').references('admins.id').onDelete('CASCADE');
      t.jsonb('data').notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      timestamps(t, knex);
      t.index(['expires_at']);
      t.index(['admin_id']);
    });

    await knex.schema.createTable('blog_posts', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('slug').notNullable().unique();
      t.text('title').notNullable();
      t.text('excerpt').notNullable();
      t.text('content').notNullable();
      t.text('image_url').notNullable().defaultTo('');
      t.text('category').notNullable();
      t.text('author').notNullable();
      t.jsonb('tags').notNullable().defaultTo('[]');
      t.boolean('published').notNullable().defaultTo(true);
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
      t.index(['published', 'created_at']);
      t.index(['category', 'created_at']);
      t.index(['created_at']);
    });
    await knex.raw('create index blog_posts_tags_gin on blog_posts using gin (tags)');

    await knex.schema.createTable('jobs', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('title').notNullable();
      t.text('description').notNullable();
      t.jsonb('requirements').notNullable().defaultTo('[]');
      t.text('location').notNullable();
      t.text('type').notNullable().defaultTo('Full-time');
      t.boolean('is_active').notNullable().defaultTo(true);
      t.timestamp('posted_date', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      timestamps(t, knex, 'updated_at');
      t.index(['is_active', 'posted_date']);
      t.index(['posted_date']);
    });
    await knex.raw(
      `alter table jobs add constraint jobs_type_check check (${check('type', ['Full-time', 'Part-time', 'Contract', 'Remote'])})`,
    );

    await knex.schema.createTable('job_applications', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      // A deleted job leaves its applications in place (job answers null).
      t.uuid('job_id').references('jobs.id').onDelete('SET NULL');
      t.text('full_name').notNullable();
      t.text('email').notNullable();
      t.text('phone').notNullable();
      t.text('cover_letter').notNullable().defaultTo('');
      t.text('resume_key').notNullable();
      t.text('resume_name').notNullable();
      t.text('resume_mime').notNullable();
      t.integer('resume_size').notNullable();
      t.text('status').notNullable().defaultTo('received');
      t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['applied_at']);
      t.index(['status', 'applied_at']);
      t.index(['job_id']);
    });
    await knex.raw(
      `alter table job_applications add constraint job_applications_status_check check (${check('status', ['received', 'reviewing', 'interviewed', 'rejected', 'hired'])})`,
    );

    for (const [table, statuses] of [
      ['contact_submissions', ['new', 'in-progress', 'resolved']],
      ['consultation_requests', ['new', 'in-progress', 'completed']],
    ] as const) {
      await knex.schema.createTable(table, (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('first_name').notNullable();
        t.text('last_name').notNullable();
        t.text('email').notNullable();
        if (table === 'contact_submissions') t.text('phone').notNullable();
        t.text('company').notNullable().defaultTo('');
        t.text('message').notNullable().defaultTo('');
        t.text('status').notNullable().defaultTo('new');
        timestamps(t, knex);
        t.index(['created_at']);
        t.index(['status', 'created_at']);
      });
      await knex.raw(
        `alter table ${table} add constraint ${table}_status_check check (${check('status', statuses)})`,
      );
    }
  },
  async down(knex) {
    for (const table of [
      'consultation_requests',
      'contact_submissions',
      'job_applications',
      'jobs',
      'blog_posts',
      'sessions',
      'admins',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
