import type { Migration } from './migration';

export const migration: Migration = {
  name: '0015_scheduler_runs',
  async up(knex) {
    // Which period of each periodic job last ran (scheduler/scheduler.ts): claimed under an
    // advisory lock, so one process of several runs it.
    await knex.schema.createTable('scheduler_runs', (t) => {
      t.text('job').primary();
      t.bigInteger('period').notNullable();
      t.timestamp('started_at', { useTz: true }).notNullable();
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('scheduler_runs');
  },
};
