/**
 * Migrations as a static, in-code source: no file globbing, so they run the same under tsx, in
 * tests and in the Docker image. Append new entries; never edit one that has shipped.
 */
import type { Knex } from 'knex';

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const timestamps = (t: Knex.CreateTableBuilder, knex: Knex, column = 'created_at') =>
  t.timestamp(column, { useTz: true }).notNullable().defaultTo(knex.fn.now());

const check = (column: string, values: readonly string[]) =>
  `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;

const migrations: Migration[] = [
  {
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
  },
  {
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
  },
  {
    name: '0003_security',
    async up(knex) {
      // Sign-in and form limits, shared by every API process.
      await knex.schema.createTable('rate_limits', (t) => {
        t.text('key').primary();
        t.integer('count').notNullable().defaultTo(0);
        t.timestamp('window_start', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('locked_until', { useTz: true });
        t.index(['window_start']);
      });
      // Idle timeout: a session unused for SESSION_IDLE_MINUTES is signed out.
      await knex.schema.alterTable('sessions', (t) => {
        t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      // Who did what to which record, when and from where. Rows outlive their administrator.
      await knex.schema.createTable('audit_log', (t) => {
        t.bigIncrements('id').primary();
        t.uuid('admin_id').references('admins.id').onDelete('SET NULL');
        t.text('admin_email').notNullable().defaultTo('');
        t.text('action').notNullable();
        t.text('entity_type');
        t.text('entity_id');
        t.jsonb('details').notNullable().defaultTo('{}');
        t.text('ip').notNullable().defaultTo('');
        t.text('user_agent').notNullable().defaultTo('');
        timestamps(t, knex);
        t.index(['created_at']);
        t.index(['action', 'created_at']);
        t.index(['admin_id', 'created_at']);
        t.index(['entity_type', 'entity_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('audit_log');
      await knex.schema.alterTable('sessions', (t) => t.dropColumn('last_seen_at'));
      await knex.schema.dropTableIfExists('rate_limits');
    },
  },
  {
    name: '0004_spam',
    async up(knex) {
      // Suspected spam is kept, never dropped: `spam` says how sure we are, `spam_reason` why.
      for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
        const at = table === 'job_applications' ? 'applied_at' : 'created_at';
        await knex.schema.alterTable(table, (t) => {
          t.text('spam');
          t.text('spam_reason');
        });
        await knex.raw(
          `alter table ${table} add constraint ${table}_spam_check check (spam is null or ${check('spam', ['suspected', 'spam'])})`,
        );
        // The Spam filter's list; the default lists keep using the date indexes.
        await knex.raw(
          `create index ${table}_spam_idx on ${table} (spam, ${at}) where spam is not null`,
        );
      }
    },
    async down(knex) {
      for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
        await knex.schema.alterTable(table, (t) => {
          t.dropColumn('spam_reason');
          t.dropColumn('spam');
        });
      }
    },
  },
  {
    name: '0005_outbox',
    async up(knex) {
      // Every e-mail and webhook event to send, written in the transaction of what caused it and
      // delivered by the outbox worker (services/notifications/outbox-worker.ts).
      await knex.schema.createTable('outbox', (t) => {
        t.uuid('id').primary();
        t.text('channel').notNullable();
        t.text('topic').notNullable();
        t.text('recipient').notNullable();
        t.text('subject').notNullable();
        t.jsonb('payload').notNullable();
        t.text('state').notNullable().defaultTo('queued');
        t.integer('attempts').notNullable().defaultTo(0);
        t.integer('max_attempts').notNullable();
        t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        // While a process sends it: another may take it over only after this (a crash mid-send).
        t.timestamp('locked_until', { useTz: true });
        t.text('last_error');
        t.timestamp('sent_at', { useTz: true });
        t.text('source_type');
        t.uuid('source_id');
        t.text('endpoint_id');
        // A message that must exist once however many processes try (the daily digest).
        t.text('dedupe_key').unique();
        timestamps(t, knex);
        timestamps(t, knex, 'updated_at');
        t.index(['created_at']);
        t.index(['source_id']);
        t.index(['endpoint_id', 'created_at']);
      });
      await knex.raw(
        `alter table outbox add constraint outbox_state_check check (${check('state', ['queued', 'sending', 'sent', 'failed', 'not-sent', 'cancelled'])})`,
      );
      await knex.raw(
        `alter table outbox add constraint outbox_channel_check check (${check('channel', ['email', 'webhook'])})`,
      );
      // The worker's claim reads only what is due.
      await knex.raw(
        `create index outbox_due_idx on outbox (next_attempt_at) where state in ('queued', 'sending')`,
      );

      await knex.schema.createTable('webhook_endpoints', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('url').notNullable();
        t.text('secret').notNullable();
        t.text('format').notNullable().defaultTo('standard');
        t.text('description').notNullable().defaultTo('');
        t.boolean('enabled').notNullable().defaultTo(true);
        timestamps(t, knex);
        timestamps(t, knex, 'updated_at');
      });

      // Acknowledgement texts edited in the admin; a missing row means the built-in text.
      await knex.schema.createTable('notification_templates', (t) => {
        t.text('key').primary();
        t.text('subject').notNullable();
        t.text('body').notNullable();
        timestamps(t, knex, 'updated_at');
      });

      await knex.schema.createTable('notification_preferences', (t) => {
        t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
        t.text('kind').notNullable();
        t.text('mode').notNullable();
        t.primary(['admin_id', 'kind']);
      });

      // When a submission was announced (staff, sender, webhooks). Spam is not; "Not spam" does
      // it then. What was stored before this migration counts as announced.
      for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
        const at = table === 'job_applications' ? 'applied_at' : 'created_at';
        await knex.schema.alterTable(table, (t) => {
          t.timestamp('announced_at', { useTz: true });
        });
        await knex(table).update({ announced_at: knex.ref(at) });
      }
    },
    async down(knex) {
      for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
        await knex.schema.alterTable(table, (t) => t.dropColumn('announced_at'));
      }
      for (const table of [
        'notification_preferences',
        'notification_templates',
        'webhook_endpoints',
        'outbox',
      ]) {
        await knex.schema.dropTableIfExists(table);
      }
    },
  },
  {
    name: '0006_team',
    async up(knex) {
      // Whoever administered the site before roles existed keeps every right: an owner.
      await knex.schema.alterTable('admins', (t) => {
        t.text('role').notNullable().defaultTo('owner');
        // Deactivated people cannot sign in; their sessions were ended when it was set.
        t.timestamp('deactivated_at', { useTz: true });
        t.timestamp('last_sign_in_at', { useTz: true });
        // TOTP (RFC 6238): the secret in use, one being set up, and the last time step accepted
        // (a code is accepted once: only a later step passes).
        t.text('totp_secret');
        t.text('totp_pending_secret');
        t.timestamp('totp_enabled_at', { useTz: true });
        t.bigInteger('totp_last_step');
      });
      await knex.raw(
        `alter table admins add constraint admins_role_check check (${check('role', ['owner', 'admin', 'recruiter', 'sales', 'editor'])})`,
      );
      await knex.raw(`alter table admins alter column role set default 'admin'`);

      await knex.schema.createTable('admin_recovery_codes', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
        t.text('code_hash').notNullable();
        t.timestamp('used_at', { useTz: true });
        t.unique(['admin_id', 'code_hash']);
      });

      // Links e-mailed to people: only the SHA-256 of a token is kept.
      await knex.schema.createTable('invitations', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('email').notNullable();
        t.text('role').notNullable();
        t.text('token_hash').notNullable().unique();
        t.uuid('invited_by').references('admins.id').onDelete('SET NULL');
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('accepted_at', { useTz: true });
        t.timestamp('revoked_at', { useTz: true });
        timestamps(t, knex);
        t.index(['email']);
      });
      await knex.raw(
        `alter table invitations add constraint invitations_role_check check (${check('role', ['owner', 'admin', 'recruiter', 'sales', 'editor'])})`,
      );

      await knex.schema.createTable('password_resets', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
        t.text('token_hash').notNullable().unique();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.timestamp('used_at', { useTz: true });
        timestamps(t, knex);
        t.index(['admin_id']);
      });

      // Settings of the whole organisation (the two-factor policy), one JSON value per key.
      await knex.schema.createTable('app_settings', (t) => {
        t.text('key').primary();
        t.jsonb('value').notNullable();
        timestamps(t, knex, 'updated_at');
      });
    },
    async down(knex) {
      for (const table of [
        'app_settings',
        'password_resets',
        'invitations',
        'admin_recovery_codes',
      ]) {
        await knex.schema.dropTableIfExists(table);
      }
      await knex.schema.alterTable('admins', (t) => {
        for (const column of [
          'role',
          'deactivated_at',
          'last_sign_in_at',
          'totp_secret',
          'totp_pending_secret',
          'totp_enabled_at',
          'totp_last_step',
        ]) {
          t.dropColumn(column);
        }
      });
    },
  },
  {
    name: '0007_workspace',
    async up(knex) {
      // Notes on a submission, by a person of the team (kept by e-mail if the account goes).
      await knex.schema.createTable('notes', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('subject_type').notNullable();
        t.uuid('subject_id').notNullable();
        t.uuid('author_id').references('admins.id').onDelete('SET NULL');
        t.text('author_email').notNullable();
        t.text('body').notNullable();
        timestamps(t, knex);
        t.index(['subject_id', 'created_at']);
      });
      await knex.raw(
        `alter table notes add constraint notes_subject_type_check check (${check('subject_type', ['application', 'contact', 'consultation'])})`,
      );
      // Who handles it; "assigned to me" lists read by this index.
      for (const table of ['job_applications', 'contact_submissions', 'consultation_requests']) {
        await knex.schema.alterTable(table, (t) => {
          t.uuid('assignee_id').references('admins.id').onDelete('SET NULL');
          t.index(['assignee_id']);
        });
      }
      // Erasure finds a person's submissions by address, whatever its case.
      await knex.raw('create index job_applications_email_idx on job_applications (lower(email))');
      await knex.raw(
        'create index contact_submissions_email_idx on contact_submissions (lower(email))',
      );
      await knex.raw(
        'create index consultation_requests_email_idx on consultation_requests (lower(email))',
      );
    },
    async down(knex) {
      for (const name of [
        'job_applications_email_idx',
        'contact_submissions_email_idx',
        'consultation_requests_email_idx',
      ]) {
        await knex.raw(`drop index if exists ${name}`);
      }
      for (const table of ['job_applications', 'contact_submissions', 'consultation_requests']) {
        await knex.schema.alterTable(table, (t) => t.dropColumn('assignee_id'));
      }
      await knex.schema.dropTableIfExists('notes');
    },
  },
  {
    name: '0008_job_salary_closing',
    async up(knex) {
      await knex.schema.alterTable('jobs', (t) => {
        t.text('salary_currency');
        t.decimal('salary_min', 14, 2);
        t.decimal('salary_max', 14, 2);
        t.text('salary_unit');
        // Applications are taken until the end of this day (UTC); null: until deactivated.
        t.date('closing_date');
      });
    },
    async down(knex) {
      await knex.schema.alterTable('jobs', (t) => {
        for (const column of [
          'salary_currency',
          'salary_min',
          'salary_max',
          'salary_unit',
          'closing_date',
        ]) {
          t.dropColumn(column);
        }
      });
    },
  },
  {
    name: '0009_job_runs',
    async up(knex) {
      // "New since my last visit" on the overview.
      await knex.schema.alterTable('admins', (t) => {
        t.timestamp('overview_seen_at', { useTz: true });
      });
      // A daily job runs once per day however many processes try: the first insert wins.
      await knex.schema.createTable('job_runs', (t) => {
        t.text('name').notNullable();
        t.date('day').notNullable();
        t.jsonb('result');
        timestamps(t, knex, 'ran_at');
        t.primary(['name', 'day']);
      });
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('job_runs');
      await knex.schema.alterTable('admins', (t) => t.dropColumn('overview_seen_at'));
    },
  },
  {
    name: '0010_search_trigrams',
    async up(knex) {
      // "Contains" searches (ILIKE '%…%') by trigram indexes; where pg_trgm is not available
      // (a restricted managed server) the searches still work, reading the table.
      const available = await knex.raw(
        "select 1 from pg_available_extensions where name = 'pg_trgm'",
      );
      if (!(available.rows as unknown[]).length) return;
      await knex.raw('create extension if not exists pg_trgm');
      const trigram = (table: string, column: string) =>
        knex.raw(
          `create index if not exists ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`,
        );
      for (const column of ['full_name', 'email']) await trigram('job_applications', column);
      for (const table of ['contact_submissions', 'consultation_requests']) {
        for (const column of ['first_name', 'last_name', 'email', 'company']) {
          await trigram(table, column);
        }
      }
    },
    async down(knex) {
      for (const name of [
        'job_applications_full_name_trgm',
        'job_applications_email_trgm',
        ...['contact_submissions', 'consultation_requests'].flatMap((t) =>
          ['first_name', 'last_name', 'email', 'company'].map((c) => `${t}_${c}_trgm`),
        ),
      ]) {
        await knex.raw(`drop index if exists ${name}`);
      }
    },
  },
  {
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
  },
  {
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
  },
  {
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
      await knex.raw(
        'alter table desktop_current add constraint desktop_current_one check (id = 1)',
      );
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('desktop_current');
      await knex.schema.dropTableIfExists('desktop_release_files');
      await knex.schema.dropTableIfExists('desktop_releases');
    },
  },
  {
    name: '0014_data_protection',
    async up(knex) {
      // A sent message's body (rendered e-mail, webhook JSON) goes after OUTBOX_BODY_RETENTION_DAYS;
      // the delivery record stays, saying when and after how many days its content went.
      await knex.schema.alterTable('outbox', (t) => {
        t.timestamp('content_removed_at', { useTz: true });
        t.integer('content_removed_after_days');
      });
      // After an erasure: the tables that held the person are rewritten and the old WAL dropped,
      // once, by whichever process claims the request (see services/disk-cleanup.service.ts).
      await knex.schema.createTable('disk_cleanups', (t) => {
        t.increments('id').primary();
        t.text('reason').notNullable();
        timestamps(t, knex, 'requested_at');
        t.timestamp('locked_until', { useTz: true });
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('done_at', { useTz: true });
        t.jsonb('result');
        t.index(['done_at']);
      });
      // The planner's statistics would copy sampled values of these columns (addresses, names)
      // into pg_statistic, where an erasure cannot reach them: none are collected for them.
      const personal: Record<string, string[]> = {
        contact_submissions: ['first_name', 'last_name', 'email', 'phone', 'company', 'message'],
        consultation_requests: ['first_name', 'last_name', 'email', 'company', 'message'],
        job_applications: ['full_name', 'email', 'phone', 'cover_letter', 'resume_name'],
        notes: ['author_email', 'body'],
        outbox: ['recipient', 'subject', 'payload', 'last_error', 'dedupe_key'],
        audit_log: ['admin_email', 'details', 'ip', 'user_agent'],
        rate_limits: ['key'],
      };
      const canClear = (
        (await knex.raw(
          `select exists (select 1 from pg_proc where proname = 'pg_clear_attribute_stats') as fn,
                  (select rolsuper from pg_roles where rolname = current_user) as su`,
        )) as { rows: Array<{ fn: boolean; su: boolean }> }
      ).rows[0]!;
      // Those collected before: PostgreSQL 18 lets the owner clear them, older ones a superuser.
      const clear = async (relation: string, column: string) => {
        if (canClear.fn) {
          await knex.raw(`select pg_clear_attribute_stats('public', ?, ?, false)`, [
            relation,
            column,
          ]);
        } else if (canClear.su) {
          await knex.raw(
            `delete from pg_statistic where starelid = ?::regclass
               and staattnum = (select attnum from pg_attribute where attrelid = ?::regclass and attname = ?)`,
            [relation, relation, column],
          );
        }
      };
      for (const [table, columns] of Object.entries(personal)) {
        for (const column of columns) {
          await knex.raw('alter table ?? alter column ?? set statistics 0', [table, column]);
          await clear(table, column);
        }
      }
      // The lower(email) indexes keep statistics of their expression too.
      for (const index of [
        'job_applications_email_idx',
        'contact_submissions_email_idx',
        'consultation_requests_email_idx',
      ]) {
        await knex.raw('alter index ?? alter column 1 set statistics 0', [index]);
        const column = (
          (await knex.raw(
            'select attname from pg_attribute where attrelid = ?::regclass and attnum = 1',
            [index],
          )) as { rows: Array<{ attname: string }> }
        ).rows[0]!.attname;
        await clear(index, column);
      }
    },
    async down(knex) {
      await knex.schema.dropTableIfExists('disk_cleanups');
      await knex.schema.alterTable('outbox', (t) => {
        t.dropColumn('content_removed_at');
        t.dropColumn('content_removed_after_days');
      });
    },
  },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Runs pending migrations; answers how many had already run before (0 on a fresh database). */
export async function migrate(knex: Knex): Promise<{ before: number; ran: string[] }> {
  const [completed] = (await knex.migrate.list({ migrationSource })) as [unknown[]];
  const [, ran] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return { before: completed.length, ran };
}
