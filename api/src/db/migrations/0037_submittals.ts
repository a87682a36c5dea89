import { check, timestamps, type Migration } from './migration';

/**
 * Submittals of candidates to a client's job order with a blind resume, the hiring manager's
 * review links (only the SHA-256 of a token kept) with every view, their answers, placements.
 */
export const migration: Migration = {
  name: '0037_submittals',
  async up(knex) {
    await knex.schema.createTable('submittals', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('application_id').notNullable().references('job_applications.id').onDelete('CASCADE');
      t.uuid('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
      t.uuid('client_id').notNullable().references('clients.id').onDelete('CASCADE');
      t.uuid('contact_id').references('client_contacts.id').onDelete('SET NULL');
      t.text('summary').notNullable();
      t.text('status').notNullable().defaultTo('submitted');
      // The blind resume in the resumes store (a PDF the product made).
      t.text('blind_resume_key').notNullable();
      // The blind resume's text (the review page shows it; the PDF carries the same).
      t.text('blind_text').notNullable().defaultTo('');
      t.uuid('submitted_by').references('admins.id').onDelete('SET NULL');
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
      t.unique(['application_id', 'job_id']);
      t.index(['client_id']);
      t.index(['job_id']);
    });
    await knex.raw(
      `alter table submittals add constraint submittals_status_check check (${check('status', ['submitted', 'interviewing', 'offered', 'placed', 'rejected'])})`,
    );

    await knex.schema.createTable('submittal_answers', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('submittal_id').notNullable().references('submittals.id').onDelete('CASCADE');
      t.text('decision').notNullable();
      t.text('reason');
      t.text('note').notNullable().defaultTo('');
      t.uuid('contact_id').references('client_contacts.id').onDelete('SET NULL');
      timestamps(t, knex);
      t.index(['submittal_id']);
    });
    await knex.raw(
      `alter table submittal_answers add constraint submittal_answers_decision_check check (${check('decision', ['interview', 'not_a_fit', 'question'])})`,
    );

    await knex.schema.createTable('review_links', (t) => {
      t.text('token_hash').primary();
      t.uuid('client_id').notNullable().references('clients.id').onDelete('CASCADE');
      t.uuid('contact_id').references('client_contacts.id').onDelete('CASCADE');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.uuid('created_by').references('admins.id').onDelete('SET NULL');
      timestamps(t, knex);
      t.index(['client_id']);
    });

    // Every view of a review link (no address or browser: the visitor's privacy).
    await knex.schema.createTable('review_link_views', (t) => {
      t.bigIncrements('id');
      t.text('token_hash').notNullable().references('review_links.token_hash').onDelete('CASCADE');
      t.text('what').notNullable();
      t.uuid('submittal_id').references('submittals.id').onDelete('CASCADE');
      timestamps(t, knex, 'viewed_at');
      t.index(['token_hash']);
    });

    await knex.schema.createTable('placements', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('submittal_id').notNullable().unique().references('submittals.id').onDelete('CASCADE');
      t.date('start_date').notNullable();
      t.decimal('bill_rate', 12, 2);
      t.decimal('pay_rate', 12, 2);
      t.decimal('fee_percent', 5, 2);
      // A permanent placement's fee is a share of this annual salary.
      t.decimal('salary', 14, 2);
      t.uuid('recruiter_id').references('admins.id').onDelete('SET NULL');
      t.uuid('created_by').references('admins.id').onDelete('SET NULL');
      timestamps(t, knex);
    });
  },
  async down(knex) {
    for (const table of [
      'placements',
      'review_link_views',
      'review_links',
      'submittal_answers',
      'submittals',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
