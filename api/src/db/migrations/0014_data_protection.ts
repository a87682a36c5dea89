import { timestamps, type Migration } from './migration';

export const migration: Migration = {
  name: '0014_data_protection',
  async up(knex) {
    // A sent message's body (rendered e-mail, webhook JSON) goes after OUTBOX_BODY_RETENTION_DAYS;
    // the delivery record stays, saying when and after how many days its content went.
    await knex.schema.alterTable('outbox', (t) => {
      t.timestamp('content_removed_at', { useTz: true });
      t.integer('content_removed_after_days');
    });
    // After an erasure: the tables that held the person are rewritten and the old WAL dropped,
    // once, by whichever process claims the request (see services/disk-cleanup.service.ts).
    await knex.schema.createTable('disk_cleanups', (t) => {
      t.increments('id').primary();
      t.text('reason').notNullable();
      timestamps(t, knex, 'requested_at');
      t.timestamp('locked_until', { useTz: true });
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('done_at', { useTz: true });
      t.jsonb('result');
      t.index(['done_at']);
    });
    // The planner's statistics would copy sampled values of these columns (addresses, names)
    // into pg_statistic, where an erasure cannot reach them: none are collected for them.
    const personal: Record<string, string[]> = {
      contact_submissions: ['first_name', 'last_name', 'email', 'phone', 'company', 'message'],
      consultation_requests: ['first_name', 'last_name', 'email', 'company', 'message'],
      job_applications: ['full_name', 'email', 'phone', 'cover_letter', 'resume_name'],
      notes: ['author_email', 'body'],
      outbox: ['recipient', 'subject', 'payload', 'last_error', 'dedupe_key'],
      audit_log: ['admin_email', 'details', 'ip', 'user_agent'],
      rate_limits: ['key'],
    };
    const canClear = (
      (await knex.raw(
        `select exists (select 1 from pg_proc where proname = 'pg_clear_attribute_stats') as fn,
                (select rolsuper from pg_roles where rolname = current_user) as su`,
      )) as { rows: Array<{ fn: boolean; su: boolean }> }
    ).rows[0]!;
    // Those collected before: PostgreSQL 18 lets the owner clear them, older ones a superuser.
    const clear = async (relation: string, column: string) => {
      if (canClear.fn) {
        await knex.raw(`select pg_clear_attribute_stats('public', ?, ?, false)`, [
          relation,
          column,
        ]);
      } else if (canClear.su) {
        await knex.raw(
          `delete from pg_statistic where starelid = ?::regclass
             and staattnum = (select attnum from pg_attribute where attrelid = ?::regclass and attname = ?)`,
          [relation, relation, column],
        );
      }
    };
    for (const [table, columns] of Object.entries(personal)) {
      for (const column of columns) {
        await knex.raw('alter table ?? alter column ?? set statistics 0', [table, column]);
        await clear(table, column);
      }
    }
    // The lower(email) indexes keep statistics of their expression too.
    for (const index of [
      'job_applications_email_idx',
      'contact_submissions_email_idx',
      'consultation_requests_email_idx',
    ]) {
      await knex.raw('alter index ?? alter column 1 set statistics 0', [index]);
      const column = (
        (await knex.raw(
          'select attname from pg_attribute where attrelid = ?::regclass and attnum = 1',
          [index],
        )) as { rows: Array<{ attname: string }> }
      ).rows[0]!.attname;
      await clear(index, column);
    }
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('disk_cleanups');
    await knex.schema.alterTable('outbox', (t) => {
      t.dropColumn('content_removed_at');
      t.dropColumn('content_removed_after_days');
    });
  },
};
