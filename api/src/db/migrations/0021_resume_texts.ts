import { check, type Migration } from './migration';

export const migration: Migration = {
  name: '0021_resume_texts',
  async up(knex) {
    // The text of each application's resume, extracted after the application is stored
    // (services/search/resume-indexer.ts) and indexed for the recruiters' search. Personal data:
    // it goes with its application (erasure, retention), no planner statistics are kept of it,
    // and the disk clean-up rewrites this table.
    await knex.schema.createTable('resume_texts', (t) => {
      t.uuid('application_id').primary().references('job_applications.id').onDelete('CASCADE');
      t.text('status').notNullable().defaultTo('pending');
      t.text('content').notNullable().defaultTo('');
      // SHA-256 of the text (spaces and case folded): the same resume under two addresses.
      t.text('content_hash');
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('locked_until', { useTz: true });
      t.text('error');
      t.timestamp('extracted_at', { useTz: true });
      // The application's, copied: searches rank the most recent matches (see the queries).
      t.timestamp('applied_at', { useTz: true }).notNullable();
    });
    // The text and its document live out of the row (TOAST, compressed) even when small: a
    // search reads thousands of these rows for their dates and ids, and ranks only a few.
    await knex.raw('alter table resume_texts set (toast_tuple_target = 128)');
    await knex.raw(
      `alter table resume_texts add constraint resume_texts_status_check check (${check('status', ['pending', 'done', 'failed', 'unsupported'])})`,
    );
    await knex.raw(`
      alter table resume_texts add column document tsvector
      generated always as (to_tsvector('english', content)) stored`);
    await knex.raw('create index resume_texts_document_idx on resume_texts using gin (document)');
    await knex.raw(
      `create index resume_texts_pending_idx on resume_texts (locked_until) where status = 'pending'`,
    );
    await knex.raw('create index resume_texts_applied_at_idx on resume_texts (applied_at)');
    await knex.raw(
      'create index resume_texts_hash_idx on resume_texts (content_hash) where content_hash is not null',
    );
    for (const column of ['content', 'content_hash', 'document']) {
      await knex.raw('alter table resume_texts alter column ?? set statistics 0', [column]);
    }

    // Every application waits for its text from the moment it is stored (in its transaction),
    // and every one stored before this migration too: the indexer works through them.
    await knex.raw(`
      create or replace function job_applications_resume_text() returns trigger language plpgsql as $$
      begin
        insert into resume_texts (application_id, applied_at) values (new.id, new.applied_at)
        on conflict do nothing;
        return null;
      end $$`);
    await knex.raw(`
      create trigger job_applications_resume_text after insert on job_applications
      for each row execute function job_applications_resume_text()`);
    await knex.raw(
      'insert into resume_texts (application_id, applied_at) select id, applied_at from job_applications',
    );
  },
  async down(knex) {
    await knex.raw('drop trigger if exists job_applications_resume_text on job_applications');
    await knex.raw('drop function if exists job_applications_resume_text()');
    await knex.schema.dropTableIfExists('resume_texts');
  },
};
