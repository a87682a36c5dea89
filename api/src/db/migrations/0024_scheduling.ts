import { check, timestamps, type Migration } from './migration';

export const migration: Migration = {
  name: '0024_scheduling',
  async up(knex) {
    // A booked interval per staff member may not overlap another of theirs: an exclusion
    // constraint (GiST over the person and a time range; btree_gist gives GiST its `=` on uuid),
    // so two bookings of one slot at the same moment cannot both commit.
    await knex.raw('create extension if not exists btree_gist');

    // Each staff member's weekly hours (in their own zone), days off and calendar feed.
    await knex.schema.createTable('staff_availability', (t) => {
      t.uuid('admin_id').primary().references('admins.id').onDelete('CASCADE');
      t.text('time_zone').notNullable();
      // [{day: 1..7 (Monday = 1), start: 'HH:mm', end: 'HH:mm'}]
      t.jsonb('hours').notNullable().defaultTo('[]');
      // ['YYYY-MM-DD'] in the person's zone
      t.jsonb('days_off').notNullable().defaultTo('[]');
      timestamps(t, knex, 'updated_at');
    });

    // The secret iCal address of a person's own calendar (sealed like the TOTP secrets) and the
    // busy times last read from it (never shown to anyone but as "busy").
    await knex.schema.createTable('staff_calendar_feeds', (t) => {
      t.uuid('admin_id').primary().references('admins.id').onDelete('CASCADE');
      t.text('url').notNullable();
      t.text('url_hint').notNullable();
      // [{start, end}] ISO instants
      t.jsonb('busy').notNullable().defaultTo('[]');
      t.timestamp('fetched_at', { useTz: true });
      t.text('last_error');
      timestamps(t, knex, 'updated_at');
    });

    // What the interviewers of a job assess, and optional questions.
    await knex.schema.createTable('interview_kits', (t) => {
      t.uuid('job_id').primary().references('jobs.id').onDelete('CASCADE');
      t.jsonb('attributes').notNullable().defaultTo('[]');
      t.jsonb('questions').notNullable().defaultTo('[]');
      timestamps(t, knex, 'updated_at');
    });

    // Interviews of an application and consultation calls of a consultation request.
    await knex.schema.createTable('interviews', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('kind').notNullable();
      t.uuid('application_id').references('job_applications.id').onDelete('CASCADE');
      t.uuid('consultation_id').references('consultation_requests.id').onDelete('CASCADE');
      t.text('status').notNullable().defaultTo('pending');
      t.text('mode').notNullable();
      t.text('location');
      t.integer('duration_minutes').notNullable();
      t.timestamp('starts_at', { useTz: true });
      t.timestamp('ends_at', { useTz: true });
      // The organiser's zone: the invitation's TZID and the booking page's default.
      t.text('time_zone').notNullable();
      // The zone the candidate or visitor chose on the booking page (how their e-mails read).
      t.text('guest_time_zone');
      // The calendar event: one UID for its whole life, SEQUENCE raised on each change.
      t.text('ical_uid').notNullable().unique();
      t.integer('sequence').notNullable().defaultTo(0);
      // How far ahead the booking link offers slots.
      t.integer('window_days').notNullable();
      t.uuid('created_by').references('admins.id').onDelete('SET NULL');
      t.timestamp('booked_at', { useTz: true });
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
      t.index(['application_id']);
      t.index(['consultation_id']);
      t.index(['starts_at']);
    });
    await knex.raw(
      `alter table interviews add constraint interviews_kind_check check (${check('kind', ['interview', 'consultation-call'])})`,
    );
    await knex.raw(
      `alter table interviews add constraint interviews_status_check check (${check('status', ['pending', 'confirmed', 'cancelled'])})`,
    );
    await knex.raw(
      `alter table interviews add constraint interviews_mode_check check (${check('mode', ['video', 'phone', 'on-site'])})`,
    );
    await knex.raw(
      `alter table interviews add constraint interviews_subject_check check ((kind = 'interview' and application_id is not null) or (kind = 'consultation-call' and consultation_id is not null))`,
    );

    await knex.schema.createTable('interview_interviewers', (t) => {
      t.uuid('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.primary(['interview_id', 'admin_id']);
      t.index(['admin_id']);
    });

    // The time each interviewer is booked for; the exclusion constraint is the double-booking
    // guard. Half-open ranges: back-to-back interviews do not overlap.
    await knex.schema.createTable('booked_slots', (t) => {
      t.uuid('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.specificType('during', 'tstzrange').notNullable();
      t.primary(['interview_id', 'admin_id']);
    });
    await knex.raw(
      `alter table booked_slots add constraint booked_slots_no_overlap exclude using gist (admin_id with =, during with &&)`,
    );

    // The links e-mailed to a candidate or a visitor: only the SHA-256 of the token is kept.
    await knex.schema.createTable('booking_links', (t) => {
      t.text('token_hash').primary();
      t.uuid('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      timestamps(t, knex);
      t.index(['interview_id']);
    });

    await knex.schema.createTable('scorecards', (t) => {
      t.uuid('interview_id').notNullable().references('interviews.id').onDelete('CASCADE');
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.jsonb('ratings').notNullable();
      t.text('recommendation').notNullable();
      t.text('notes').notNullable().defaultTo('');
      t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['interview_id', 'admin_id']);
    });
    await knex.raw(
      `alter table scorecards add constraint scorecards_recommendation_check check (${check('recommendation', ['strong-no', 'no', 'yes', 'strong-yes'])})`,
    );
  },
  async down(knex) {
    for (const table of [
      'scorecards',
      'booking_links',
      'booked_slots',
      'interview_interviewers',
      'interviews',
      'interview_kits',
      'staff_calendar_feeds',
      'staff_availability',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
