import { check, type Migration } from './migration';

export const migration: Migration = {
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
};
