import { timestamps, check, type Migration } from './migration';

export const migration: Migration = {
  name: '0005_outbox',
  async up(knex) {
    // Every e-mail and webhook event to send, written in the transaction of what caused it and
    // delivered by the outbox worker (services/notifications/outbox-worker.ts).
    await knex.schema.createTable('outbox', (t) => {
      t.uuid('id').primary();
      t.text('channel').notNullable();
      t.text('topic').notNullable();
      t.text('recipient').notNullable();
      t.text('subject').notNullable();
      t.jsonb('payload').notNullable();
      t.text('state').notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.integer('max_attempts').notNullable();
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // While a process sends it: another may take it over only after this (a crash mid-send).
      t.timestamp('locked_until', { useTz: true });
      t.text('last_error');
      t.timestamp('sent_at', { useTz: true });
      t.text('source_type');
      t.uuid('source_id');
      t.text('endpoint_id');
      // A message that must exist once however many processes try (the daily digest).
      t.text('dedupe_key').unique();
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
      t.index(['created_at']);
      t.index(['source_id']);
      t.index(['endpoint_id', 'created_at']);
    });
    await knex.raw(
      `alter table outbox add constraint outbox_state_check check (${check('state', ['queued', 'sending', 'sent', 'failed', 'not-sent', 'cancelled'])})`,
    );
    await knex.raw(
      `alter table outbox add constraint outbox_channel_check check (${check('channel', ['email', 'webhook'])})`,
    );
    // The worker's claim reads only what is due.
    await knex.raw(
      `create index outbox_due_idx on outbox (next_attempt_at) where state in ('queued', 'sending')`,
    );

    await knex.schema.createTable('webhook_endpoints', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('url').notNullable();
      t.text('secret').notNullable();
      t.text('format').notNullable().defaultTo('standard');
      t.text('description').notNullable().defaultTo('');
      t.boolean('enabled').notNullable().defaultTo(true);
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
    });

    // Acknowledgement texts edited in the admin; a missing row means the built-in text.
    await knex.schema.createTable('notification_templates', (t) => {
      t.text('key').primary();
      t.text('subject').notNullable();
      t.text('body').notNullable();
      timestamps(t, knex, 'updated_at');
    });

    await knex.schema.createTable('notification_preferences', (t) => {
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.text('kind').notNullable();
      t.text('mode').notNullable();
      t.primary(['admin_id', 'kind']);
    });

    // When a submission was announced (staff, sender, webhooks). Spam is not; "Not spam" does
    // it then. What was stored before this migration counts as announced.
    for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
      const at = table === 'job_applications' ? 'applied_at' : 'created_at';
      await knex.schema.alterTable(table, (t) => {
        t.timestamp('announced_at', { useTz: true });
      });
      await knex(table).update({ announced_at: knex.ref(at) });
    }
  },
  async down(knex) {
    for (const table of ['contact_submissions', 'consultation_requests', 'job_applications']) {
      await knex.schema.alterTable(table, (t) => t.dropColumn('announced_at'));
    }
    for (const table of [
      'notification_preferences',
      'notification_templates',
      'webhook_endpoints',
      'outbox',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
