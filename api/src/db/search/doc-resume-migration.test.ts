/**
 * Migration 0040: the old Word .doc resumes that the indexer kept as `unsupported` (before .doc
 * files were read) wait for their text again, and the background indexer reads them; the other
 * resumes' texts stay as they were.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../../test/http';
import { createLogger } from '../../logger';
import { createResumeIndexer } from '../../services/search/resume-indexer';
import { localStorage } from '../../storage/storage';
import { knexOnPglite, type Db } from '../connection';
import { migrate, migrationSource } from '../migrations';
import { PGLITE_EXTENSIONS } from '../pglite-extensions';

let db: Db;
let dataDir: string;
beforeAll(async () => {
  db = knexOnPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-doc-migration-'));
});
afterAll(async () => {
  await db?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const application = (key: string, mime: string) => ({
  full_name: 'Marisol Quintero',
  email: `${mime.split('/')[1]}@candidate.test`,
  phone: '+1 415 555 0187',
  resume_key: key,
  resume_name: key,
  resume_mime: mime,
  resume_size: 1,
});

describe('migration 0040_doc_resume_texts', () => {
  it('queues the .doc resumes kept unread, and the indexer reads them', async () => {
    // Every migration before 0040.
    const all = (await migrationSource.getMigrations([])).map((m) => m.name);
    const before = all.indexOf('0040_doc_resume_texts');
    for (let i = 0; i < before; i++) await db.migrate.up({ migrationSource });
    const storage = localStorage(dataDir);
    await storage.resumes.put(
      'old-resume-0001.doc',
      fixture('word-resume.doc'),
      'application/msword',
    );
    const [doc, pdf] = (
      (await db('job_applications')
        .insert([
          application('old-resume-0001.doc', 'application/msword'),
          application('old-resume-0002.pdf', 'application/pdf'),
        ])
        .returning('id')) as Array<{ id: string }>
    ).map((row) => row.id);
    // As the indexer left them before: the .doc unread, the PDF read.
    await db('resume_texts')
      .where({ application_id: doc })
      .update({ status: 'unsupported', attempts: 1, extracted_at: db.fn.now() });
    await db('resume_texts')
      .where({ application_id: pdf })
      .update({ status: 'done', content: 'Fortran numerics', attempts: 1 });

    expect((await migrate(db)).ran).toContain('0040_doc_resume_texts');
    expect(await db('resume_texts').where({ application_id: doc }).first()).toMatchObject({
      status: 'pending',
      attempts: 0,
      locked_until: null,
    });
    expect(await db('resume_texts').where({ application_id: pdf }).first()).toMatchObject({
      status: 'done',
      content: 'Fortran numerics',
    });

    const indexer = createResumeIndexer({ db, storage, logger: createLogger('silent') });
    expect(await indexer.runDue()).toEqual({ indexed: 1, failed: 0, more: false });
    const read = await db('resume_texts').where({ application_id: doc }).first();
    expect(read).toMatchObject({ status: 'done' });
    expect(read.content).toContain('Led Project Wolframite');
  });
});
