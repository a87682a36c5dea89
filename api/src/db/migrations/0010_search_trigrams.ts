import type { Migration } from './migration';

export const migration: Migration = {
  name: '0010_search_trigrams',
  async up(knex) {
    // "Contains" searches (ILIKE '%…%') by trigram indexes; where pg_trgm is not available
    // (a restricted managed server) the searches still work, reading the table.
    const available = await knex.raw(
      "select 1 from pg_available_extensions where name = 'pg_trgm'",
    );
    if (!(available.rows as unknown[]).length) return;
    await knex.raw('create extension if not exists pg_trgm');
    const trigram = (table: string, column: string) =>
      knex.raw(
        `create index if not exists ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)`,
      );
    for (const column of ['full_name', 'email']) await trigram('job_applications', column);
    for (const table of ['contact_submissions', 'consultation_requests']) {
      for (const column of ['first_name', 'last_name', 'email', 'company']) {
        await trigram(table, column);
      }
    }
  },
  async down(knex) {
    for (const name of [
      'job_applications_full_name_trgm',
      'job_applications_email_trgm',
      ...['contact_submissions', 'consultation_requests'].flatMap((t) =>
        ['first_name', 'last_name', 'email', 'company'].map((c) => `${t}_${c}_trgm`),
      ),
    ]) {
      await knex.raw(`drop index if exists ${name}`);
    }
  },
};
