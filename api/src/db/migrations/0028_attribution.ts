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
    // Kept up to date as statuses change (db/attribution.queries.ts), so the reports read one row
    // per submission rather than its history: how far an application got (0 received … 3 hired)
    // and when it was first hired; when a lead was first answered (an e-mail from the team or a
    // status change).
    await knex.schema.alterTable('job_applications', (t) => {
      t.smallint('stage_reached').notNullable().defaultTo(0);
      t.timestamp('hired_at', { useTz: true });
    });
    await knex.raw(
      'create index job_applications_hired_at_idx on job_applications (hired_at) where hired_at is not null',
    );
    for (const table of ['contact_submissions', 'consultation_requests']) {
      await knex.schema.alterTable(table, (t) => t.timestamp('first_response_at', { useTz: true }));
      // The leads report reads a period's rows from this index alone (no table access).
      await knex.raw(
        `create index ${table}_report_idx on ${table} (created_at)
           include (source, utm_source, utm_medium, utm_campaign, ref, assignee_id, first_response_at, spam, last_post)`,
      );
    }
    // Likewise the recruiting report's applications of a period.
    await knex.raw(
      `create index job_applications_report_idx on job_applications (applied_at)
         include (source, job_id, status, stage_reached, spam, last_post)`,
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
      /** When the stay in `from_status` began (the previous change, or the arrival). */
      t.timestamp('since', { useTz: true }).notNullable();
      t.index(['subject_id', 'changed_at']);
      t.index(['subject_type', 'changed_at', 'from_status', 'since', 'subject_id']);
      t.index(['subject_type', 'to_status', 'changed_at']);
    });
    await knex.raw(
      `alter table status_changes add constraint status_changes_subject_type_check check (${check('subject_type', ['application', 'contact', 'consultation'])})`,
    );
    // The changes made before, from the audit log (which has kept each one with its new status).
    await knex.raw(`
      insert into status_changes (subject_type, subject_id, from_status, to_status, changed_at, since)
      select l.entity_type, l.entity_id::uuid,
             coalesce(lag(l.details->>'status') over w,
                      case l.entity_type when 'application' then 'received' else 'new' end),
             l.details->>'status', l.created_at,
             coalesce(lag(l.created_at) over w, s.received_at, l.created_at)
        from audit_log l
        left join (
          select id, applied_at as received_at from job_applications
          union all select id, created_at from contact_submissions
          union all select id, created_at from consultation_requests
        ) s on s.id::text = l.entity_id
       where l.action in ('application.status', 'contact.status', 'consultation.status')
         and l.entity_type in ('application', 'contact', 'consultation')
         and l.details->>'status' is not null
         and l.entity_id ~ '^[0-9a-fA-F-]{36}$'
      window w as (partition by l.entity_id order by l.created_at, l.id)`);
    await knex.raw(`
      update job_applications a set
        stage_reached = greatest(a.stage_reached, h.stage),
        hired_at = h.hired_at
        from (select subject_id,
                     max(case to_status when 'reviewing' then 1 when 'interviewed' then 2 when 'hired' then 3 else 0 end) as stage,
                     min(changed_at) filter (where to_status = 'hired') as hired_at
                from status_changes where subject_type = 'application' group by subject_id) h
       where h.subject_id = a.id`);
    // Hired with no history (before the audit log): at the last stage, when unknown.
    await knex.raw(`
      update job_applications set stage_reached = greatest(stage_reached,
        case status when 'reviewing' then 1 when 'interviewed' then 2 when 'hired' then 3 else 0 end)`);
    // A lead is answered by the team's first e-mail (the outbox's `personal` topic, whatever
    // writes it: a trigger) or its first status change (attribution.queries.ts).
    for (const [table, kind] of [
      ['contact_submissions', 'contact'],
      ['consultation_requests', 'consultation'],
    ] as const) {
      await knex.raw(`
        update ${table} l set first_response_at = f.at
          from (select subject_id, min(at) as at from (
                  select subject_id, changed_at as at from status_changes where subject_type = '${kind}'
                  union all
                  select source_id, created_at from outbox where topic = 'personal' and source_id is not null
                ) x group by subject_id) f
         where f.subject_id = l.id`);
    }
    await knex.raw(`
      create function first_response_by_email() returns trigger language plpgsql as $$
      begin
        update contact_submissions
           set first_response_at = least(coalesce(first_response_at, new.created_at), new.created_at)
         where id = new.source_id;
        update consultation_requests
           set first_response_at = least(coalesce(first_response_at, new.created_at), new.created_at)
         where id = new.source_id;
        return null;
      end $$`);
    await knex.raw(`
      create trigger outbox_first_response after insert on outbox
        for each row when (new.topic = 'personal' and new.source_id is not null)
        execute function first_response_by_email()`);

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
    // The same counts per calendar month (added to in the same transaction): a report over months
    // reads a row a month, not a row a day.
    await knex.schema.createTable('visit_months', (t) => {
      t.text('kind').notNullable();
      t.date('month').notNullable();
      t.text('key').notNullable();
      t.integer('views').notNullable().defaultTo(0);
      t.integer('visitors').notNullable().defaultTo(0);
      t.integer('private_views').notNullable().defaultTo(0);
      t.primary(['kind', 'month', 'key']);
    });
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
    await knex.raw('drop trigger if exists outbox_first_response on outbox');
    await knex.raw('drop function if exists first_response_by_email()');
    await knex.schema.dropTableIfExists('visit_months');
    await knex.schema.dropTableIfExists('visitor_hashes');
    await knex.schema.dropTableIfExists('visit_salts');
    await knex.schema.dropTableIfExists('visit_days');
    await knex.schema.dropTableIfExists('status_changes');
    await knex.raw('drop index if exists job_applications_tracked_link_idx');
    await knex.raw('drop index if exists job_applications_hired_at_idx');
    for (const table of SUBMISSIONS) await knex.raw(`drop index if exists ${table}_report_idx`);
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
          ...(table === 'job_applications' ? ['stage_reached', 'hired_at'] : ['first_response_at']),
        ]) {
          t.dropColumn(column);
        }
      });
    }
    await knex.schema.dropTableIfExists('tracked_links');
  },
};
