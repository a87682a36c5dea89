import { timestamps, check, type Migration } from './migration';

export const migration: Migration = {
  name: '0006_team',
  async up(knex) {
    // Whoever administered the site before roles existed keeps every right: an owner.
    await knex.schema.alterTable('admins', (t) => {
      t.text('role').notNullable().defaultTo('owner');
      // Deactivated people cannot sign in; their sessions were ended when it was set.
      t.timestamp('deactivated_at', { useTz: true });
      t.timestamp('last_sign_in_at', { useTz: true });
      // TOTP (RFC 6238): the secret in use, one being set up, and the last time step accepted
      // (a code is accepted once: only a later step passes).
      t.text('totp_secret');
      t.text('totp_pending_secret');
      t.timestamp('totp_enabled_at', { useTz: true });
      t.bigInteger('totp_last_step');
    });
    await knex.raw(
      `alter table admins add constraint admins_role_check check (${check('role', ['owner', 'admin', 'recruiter', 'sales', 'editor'])})`,
    );
    await knex.raw(`alter table admins alter column role set default 'admin'`);

    await knex.schema.createTable('admin_recovery_codes', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.text('code_hash').notNullable();
      t.timestamp('used_at', { useTz: true });
      t.unique(['admin_id', 'code_hash']);
    });

    // Links e-mailed to people: only the SHA-256 of a token is kept.
    await knex.schema.createTable('invitations', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('email').notNullable();
      t.text('role').notNullable();
      t.text('token_hash').notNullable().unique();
      t.uuid('invited_by').references('admins.id').onDelete('SET NULL');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('accepted_at', { useTz: true });
      t.timestamp('revoked_at', { useTz: true });
      timestamps(t, knex);
      t.index(['email']);
    });
    await knex.raw(
      `alter table invitations add constraint invitations_role_check check (${check('role', ['owner', 'admin', 'recruiter', 'sales', 'editor'])})`,
    );

    await knex.schema.createTable('password_resets', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('admin_id').notNullable().references('admins.id').onDelete('CASCADE');
      t.text('token_hash').notNullable().unique();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      timestamps(t, knex);
      t.index(['admin_id']);
    });

    // Settings of the whole organisation (the two-factor policy), one JSON value per key.
    await knex.schema.createTable('app_settings', (t) => {
      t.text('key').primary();
      t.jsonb('value').notNullable();
      timestamps(t, knex, 'updated_at');
    });
  },
  async down(knex) {
    for (const table of [
      'app_settings',
      'password_resets',
      'invitations',
      'admin_recovery_codes',
    ]) {
      await knex.schema.dropTableIfExists(table);
    }
    await knex.schema.alterTable('admins', (t) => {
      for (const column of [
        'role',
        'deactivated_at',
        'last_sign_in_at',
        'totp_secret',
        'totp_pending_secret',
        'totp_enabled_at',
        'totp_last_step',
      ]) {
        t.dropColumn(column);
      }
    });
  },
};
