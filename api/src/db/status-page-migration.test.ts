/**
 * Migration 0032: the candidate's status page. Applications of the spec's five statuses stay; the
 * sixth, `withdrawn`, is taken, anything else still refused; going down turns withdrawn ones into
 * rejected ones (the closest of the five) and restores the old check.
 */
import { PGlite } from '@electric-sql/pglite';
import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexOnPglite, type Db } from './connection';
import { migrate, migrationSource } from './migrations';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

let db: Db;
beforeAll(async () => {
  db = knexOnPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
});
afterAll(() => db?.destroy());

const application = (status: string) => ({
  full_name: 'Ada Lovelace',
  email: 'ada@candidate.test',
  phone: '+1 512 555 0100',
  resume_key: 'cv.pdf',
  resume_name: 'cv.pdf',
  resume_mime: 'application/pdf',
  resume_size: 1,
  // Any text: the check constraint is what is tested.
  status: status as ApplicationStatus,
});

describe('migration 0032_status_page', () => {
  it('adds the withdrawn status and the link tables; down turns withdrawn into rejected', async () => {
    // Every migration before 0032.
    const all = (await migrationSource.getMigrations([])).map((m) => m.name);
    const before = all.indexOf('0032_status_page');
    for (let i = 0; i < before; i++) await db.migrate.up({ migrationSource });
    await db('job_applications').insert(application('hired'));
    await expect(db('job_applications').insert(application('withdrawn'))).rejects.toThrow(
      /job_applications_status_check/,
    );

    await migrate(db);
    const [withdrawn] = (await db('job_applications')
      .insert(application('withdrawn'))
      .returning('id')) as Array<{ id: string }>;
    await expect(db('job_applications').insert(application('ghosted'))).rejects.toThrow(
      /job_applications_status_check/,
    );
    expect(await db('job_applications').orderBy('status').pluck('status')).toEqual([
      'hired',
      'withdrawn',
    ]);
    // A link goes with its application.
    await db('application_status_links').insert({
      token_hash: 'a'.repeat(64),
      application_id: withdrawn!.id,
    });
    await db('job_applications').where({ id: withdrawn!.id }).delete();
    expect(await db('application_status_links').select('token_hash')).toEqual([]);

    await db('job_applications').insert(application('withdrawn'));
    // Down to before 0032, whatever came after it.
    while (((await db.migrate.list({ migrationSource })) as [unknown[]])[0].length > before) {
      await db.migrate.down({ migrationSource });
    }
    const statuses = (await db('job_applications').orderBy('status').pluck('status')) as string[];
    expect(statuses).toEqual(['hired', 'rejected']);
    await expect(db('job_applications').insert(application('withdrawn'))).rejects.toThrow(
      /job_applications_status_check/,
    );
    expect(await db.schema.hasTable('application_status_links')).toBe(false);
    expect(await db.schema.hasColumn('job_applications', 'status_changed_at')).toBe(false);
  });
});
