import type { Migration } from './migration';

/**
 * The client's interview (issue 34 with issue 31): the times a hiring manager proposes with
 * "Interview", and on an interview the submittal it was scheduled from and the client's contact
 * it invites (so every later change reaches the same person, and the review page shows it).
 */
export const migration: Migration = {
  name: '0039_client_interviews',
  async up(knex) {
    await knex.schema.alterTable('submittal_answers', (t) => {
      // ["2026-03-09T14:00:00.000Z", …]: UTC instants, at most three.
      t.jsonb('proposed_times').notNullable().defaultTo('[]');
      // The zone of the hiring manager's browser when they answered (how their e-mails read).
      t.text('time_zone');
    });
    await knex.schema.alterTable('interviews', (t) => {
      t.uuid('submittal_id').references('submittals.id').onDelete('SET NULL');
      t.uuid('client_contact_id').references('client_contacts.id').onDelete('SET NULL');
      t.text('client_time_zone');
      t.index(['submittal_id']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('interviews', (t) => {
      t.dropIndex(['submittal_id']);
      t.dropColumn('client_time_zone');
      t.dropColumn('client_contact_id');
      t.dropColumn('submittal_id');
    });
    await knex.schema.alterTable('submittal_answers', (t) => {
      t.dropColumn('time_zone');
      t.dropColumn('proposed_times');
    });
  },
};
