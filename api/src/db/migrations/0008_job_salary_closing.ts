import type { Migration } from './migration';

export const migration: Migration = {
  name: '0008_job_salary_closing',
  async up(knex) {
    await knex.schema.alterTable('jobs', (t) => {
      t.text('salary_currency');
      t.decimal('salary_min', 14, 2);
      t.decimal('salary_max', 14, 2);
      t.text('salary_unit');
      // Applications are taken until the end of this day (UTC); null: until deactivated.
      t.date('closing_date');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('jobs', (t) => {
      for (const column of [
        'salary_currency',
        'salary_min',
        'salary_max',
        'salary_unit',
        'closing_date',
      ]) {
        t.dropColumn(column);
      }
    });
  },
};
