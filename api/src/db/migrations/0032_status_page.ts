import { check, timestamps, type Migration } from './migration';

const STATUSES_BEFORE = ['received', 'reviewing', 'interviewed', 'rejected', 'hired'];

export const migration: Migration = {
  name: '0032_status_page',
  async up(knex) {
    // The candidate's status page link: 256 random bits given once (in the acknowledgement),
    // only their SHA-256 stored and looked up (one indexed lookup, right token or wrong). Goes
    // with its application (erasure, retention); staff revoke it.
    await knex.schema.createTable('application_status_links', (t) => {
      t.text('token_hash').primary();
      t.uuid('application_id').notNullable().references('job_applications.id').onDelete('CASCADE');
      timestamps(t, knex);
      t.timestamp('revoked_at', { useTz: true });
      t.index(['application_id']);
    });

    // "Delete my data", confirmed from the applicant's mailbox: a single-use link of its own,
    // short-lived. No foreign key: the row outlives the erasure it confirmed, so that the link
    // opened again says the data is gone (it holds no personal data: a hash, an id, times).
    await knex.schema.createTable('application_erasure_requests', (t) => {
      t.text('token_hash').primary();
      t.uuid('application_id').notNullable();
      timestamps(t, knex);
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.index(['created_at']);
    });

    // When the status last changed: a closed application's link works for a while after.
    await knex.schema.alterTable('job_applications', (t) => {
      t.timestamp('status_changed_at', { useTz: true });
    });

    // The candidate may withdraw: a sixth status, closing the application like rejected and hired.
    await knex.raw(
      'alter table job_applications drop constraint if exists job_applications_status_check',
    );
    await knex.raw(
      `alter table job_applications add constraint job_applications_status_check check (${check('status', [...STATUSES_BEFORE, 'withdrawn'])})`,
    );
  },
  async down(knex) {
    await knex('job_applications').where({ status: 'withdrawn' }).update({ status: 'rejected' });
    await knex.raw(
      'alter table job_applications drop constraint if exists job_applications_status_check',
    );
    await knex.raw(
      `alter table job_applications add constraint job_applications_status_check check (${check('status', STATUSES_BEFORE)})`,
    );
    await knex.schema.alterTable('job_applications', (t) => t.dropColumn('status_changed_at'));
    await knex.schema.dropTableIfExists('application_erasure_requests');
    await knex.schema.dropTableIfExists('application_status_links');
  },
};
