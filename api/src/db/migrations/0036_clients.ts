import { check, timestamps, type Migration } from './migration';

/** The staffing desk's clients (issue 34): companies, their contacts, their timeline; job orders. */
export const migration: Migration = {
  name: '0036_clients',
  async up(knex) {
    await knex.schema.createTable('clients', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('name').notNullable();
      t.text('website');
      t.text('status').notNullable().defaultTo('prospect');
      t.uuid('owner_id').references('admins.id').onDelete('SET NULL');
      // The consultation request or contact message it was made from, if any.
      t.text('source_type');
      t.uuid('source_id');
      timestamps(t, knex);
      timestamps(t, knex, 'updated_at');
      t.index(['status']);
    });
    await knex.raw(
      `alter table clients add constraint clients_status_check check (${check('status', ['prospect', 'active', 'inactive'])})`,
    );
    await knex.raw(
      `alter table clients add constraint clients_source_type_check check (source_type is null or ${check('source_type', ['contact', 'consultation'])})`,
    );

    await knex.schema.createTable('client_contacts', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('client_id').notNullable().references('clients.id').onDelete('CASCADE');
      t.text('name').notNullable();
      t.text('email').notNullable();
      t.text('role').notNullable().defaultTo('');
      t.text('phone').notNullable().defaultTo('');
      timestamps(t, knex);
      t.index(['client_id']);
    });

    // Notes written by the team on a client (the rest of its timeline is the audit log's).
    await knex.schema.createTable('client_notes', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('client_id').notNullable().references('clients.id').onDelete('CASCADE');
      t.uuid('author_id').references('admins.id').onDelete('SET NULL');
      t.text('author_email').notNullable();
      t.text('body').notNullable();
      timestamps(t, knex);
      t.index(['client_id']);
    });

    // A job order: a job of a client, its openings and terms. Rates are per hour (contract);
    // a permanent placement has a fee percentage instead.
    await knex.schema.alterTable('jobs', (t) => {
      t.uuid('client_id').references('clients.id').onDelete('SET NULL');
      t.integer('openings');
      t.decimal('bill_rate', 12, 2);
      t.decimal('pay_rate', 12, 2);
      t.decimal('fee_percent', 5, 2);
      // The client's name is never shown publicly.
      t.boolean('confidential').notNullable().defaultTo(false);
      t.index(['client_id']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('jobs', (t) => {
      t.dropColumns(
        'client_id',
        'openings',
        'bill_rate',
        'pay_rate',
        'fee_percent',
        'confidential',
      );
    });
    for (const table of ['client_notes', 'client_contacts', 'clients']) {
      await knex.schema.dropTableIfExists(table);
    }
  },
};
