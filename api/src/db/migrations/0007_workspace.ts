import { timestamps, check, type Migration } from './migration';

export const migration: Migration = {
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
};
