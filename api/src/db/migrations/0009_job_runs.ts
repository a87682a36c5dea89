import { timestamps, type Migration } from './migration';

export const migration: Migration = {
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
};
