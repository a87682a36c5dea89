import { check, timestamps, type Migration } from './migration';

const SUBMISSIONS = ['job_applications', 'contact_submissions', 'consultation_requests'] as const;

export const migration: Migration = {
  name: '0028_attribution',
  async up(knex) {
    // A recruiter's short apply link for one job and one source (`/r/{code}`).
    await knex.schema.createTable('tracked_links', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('code').notNullable().unique();
      t.uuid('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
      t.text('source').notNullable();
      t.uuid('created_by').references('admins.id').onDelete('SET NULL');
      timestamps(t, knex);
      t.integer('clicks').notNullable().defaultTo(0);
      t.timestamp('last_click_at', { useTz: true });
      t.index(['job_id', 'created_at']);
    });

    // Where each submission came from, as the site remembered it for the tab (all optional), and
    // the source the reports count it under (null: stored before this existed).
    for (const table of SUBMISSIONS) {
      await knex.schema.alterTable(table, (t) => {
        t.text('landing_page');
        t.text('referrer_host');
        t.text('utm_source');
        t.text('utm_medium');
        t.text('utm_campaign');
        t.text('utm_term');
        t.text('utm_content');
        t.text('ref');
        t.text('last_post');
        t.integer('pages_seen');
        t.text('source');
        t.uuid('tracked_link_id').references('tracked_links.id').onDelete('SET NULL');
      });
    }
    await knex.raw(
      'create index job_applications_tracked_link_idx on job_applications (tracked_link_id) where tracked_link_id is not null',
    );

    // Every status change of a submission, in the change's transaction: the funnel, the time in
    // each status and the first response are read from here. Statuses and times only.
    await knex.schema.createTable('status_changes', (t) => {
      t.bigIncrements('id').primary();
      t.text('subject_type').notNullable();
      t.uuid('subject_id').notNullable();
      t.text('from_status').notNullable();
      t.text('to_status').notNullable();
      timestamps(t, knex, 'changed_at');
      t.index(['subject_id', 'changed_at']);
      t.index(['subject_type', 'changed_at']);
      t.index(['subject_type', 'to_status', 'changed_at']);
    });
    await knex.raw(
      `alter table status_changes add constraint status_changes_subject_type_check check (${check('subject_type', ['application', 'contact', 'consultation'])})`,
    );
    // The changes made before, from the audit log (which has kept each one with its new status).
    await knex.raw(`
      insert into status_changes (subject_type, subject_id, from_status, to_status, changed_at)
      select entity_type, entity_id::uuid,
             coalesce(lag(details->>'status') over (partition by entity_id order by created_at, id),
                      case entity_type when 'application' then 'received' else 'new' end),
             details->>'status', created_at
        from audit_log
       where action in ('application.status', 'contact.status', 'consultation.status')
         and entity_type in ('application', 'contact', 'consultation')
         and details->>'status' is not null
         and entity_id ~ '^[0-9a-fA-F-]{36}$'`);

    // Page views, counted without cookies: one row a day per page, referring site, campaign and
    // the whole site (kind: page, referrer, campaign, site), added to as beacons arrive.
    await knex.schema.createTable('visit_days', (t) => {
      t.text('kind').notNullable();
      t.date('day').notNullable();
      t.text('key').notNullable();
      t.integer('views').notNullable().defaultTo(0);
      t.integer('visitors').notNullable().defaultTo(0);
      /** Views from browsers that ask not to be tracked (Sec-GPC, DNT): counted, not hashed. */
      t.integer('private_views').notNullable().defaultTo(0);
      t.primary(['kind', 'day', 'key']);
    });
    await knex.raw(
      `alter table visit_days add constraint visit_days_kind_check check (${check('kind', ['site', 'page', 'referrer', 'campaign'])})`,
    );
    // The day's random salt of the visitor hashes, deleted once the day is over.
    await knex.schema.createTable('visit_salts', (t) => {
      t.date('day').primary();
      t.binary('salt').notNullable();
    });
    // The day's visitor hashes (64 bits of a keyed hash of the salt, address, browser and what
    // was seen), only to count each visitor once a day; deleted with the salt.
    await knex.schema.createTable('visitor_hashes', (t) => {
      t.date('day').notNullable();
      t.bigInteger('hash').notNullable();
      t.primary(['day', 'hash']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('visitor_hashes');
    await knex.schema.dropTableIfExists('visit_salts');
    await knex.schema.dropTableIfExists('visit_days');
    await knex.schema.dropTableIfExists('status_changes');
    await knex.raw('drop index if exists job_applications_tracked_link_idx');
    for (const table of SUBMISSIONS) {
      await knex.schema.alterTable(table, (t) => {
        for (const column of [
          'landing_page',
          'referrer_host',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'utm_term',
          'utm_content',
          'ref',
          'last_post',
          'pages_seen',
          'source',
          'tracked_link_id',
        ]) {
          t.dropColumn(column);
        }
      });
    }
    await knex.schema.dropTableIfExists('tracked_links');
  },
};
