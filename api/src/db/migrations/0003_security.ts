import { timestamps, type Migration } from './migration';

export const migration: Migration = {
  name: '0003_security',
  async up(knex) {
    // Sign-in and form limits, shared by every API process.
    await knex.schema.createTable('rate_limits', (t) => {
      t.text('key').primary();
      t.integer('count').notNullable().defaultTo(0);
      t.timestamp('window_start', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('locked_until', { useTz: true });
      t.index(['window_start']);
    });
    // Idle timeout: a session unused for SESSION_IDLE_MINUTES is signed out.
    await knex.schema.alterTable('sessions', (t) => {
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // Who did what to which record, when and from where. Rows outlive their administrator.
    await knex.schema.createTable('audit_log', (t) => {
      t.bigIncrements('id').primary();
      t.uuid('admin_id').references('admins.id').onDelete('SET NULL');
      t.text('admin_email').notNullable().defaultTo('');
      t.text('action').notNullable();
      t.text('entity_type');
      t.text('entity_id');
      t.jsonb('details').notNullable().defaultTo('{}');
      t.text('ip').notNullable().defaultTo('');
      t.text('user_agent').notNullable().defaultTo('');
      timestamps(t, knex);
      t.index(['created_at']);
      t.index(['action', 'created_at']);
      t.index(['admin_id', 'created_at']);
      t.index(['entity_type', 'entity_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('audit_log');
    await knex.schema.alterTable('sessions', (t) => t.dropColumn('last_seen_at'));
    await knex.schema.dropTableIfExists('rate_limits');
  },
};
