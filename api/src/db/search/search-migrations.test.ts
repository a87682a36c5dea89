/**
 * Upgrading a database that has content and applications from before search (0015 → now): the
 * lexicon holds the public words only, every application waits for its resume's text and the
 * background indexer reads it, each address is one person, and personal columns keep no
 * planner statistics.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWith } from '../../../test/resume-files';
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
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-search-migration-'));
});
afterAll(async () => {
  await db?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

describe('migrations 0020–0022 on a database with content and applications', () => {
  it('indexes what was there before: public words, resumes (in the background), people', async () => {
    // Up to 0015: the schema before search.
    for (let i = 0; i < 15; i++) await db.migrate.up({ migrationSource });
    const storage = localStorage(dataDir);
    await storage.resumes.put(
      'old-resume-0001.pdf',
      pdfWith(['Fifteen years of Fortran numerics']),
      'application/pdf',
    );
    await db('blog_posts').insert([
      {
        slug: 'a',
        title: 'Observability basics',
        excerpt: 'e',
        content: '<p>x</p>',
        category: 'DevOps',
        author: 'A',
      },
      {
        slug: 'b',
        title: 'Unpublished musings',
        excerpt: 'e',
        content: '<p>x</p>',
        category: 'DevOps',
        author: 'A',
        published: false,
      },
    ]);
    const [job] = (await db('jobs')
      .insert({ title: 'Numerics engineer', description: 'd', location: 'Remote' })
      .returning('id')) as Array<{ id: string }>;
    const application = (email: string, key: string) => ({
      job_id: job!.id,
      full_name: 'Old Applicant',
      email,
      phone: '555',
      resume_key: key,
      resume_name: 'cv.pdf',
      resume_mime: 'application/pdf',
      resume_size: 100,
    });
    const ids = (
      (await db('job_applications')
        .insert([
          application('old@example.com', 'old-resume-0001.pdf'),
          application('OLD@example.com', 'old-resume-0002.pdf'),
          application('other@example.com', 'old-resume-0003.pdf'),
        ])
        .returning('id')) as Array<{ id: string }>
    ).map((row) => row.id);

    const { ran } = await migrate(db);
    expect(ran).toEqual(
      expect.arrayContaining(['0020_site_search', '0021_resume_texts', '0022_candidate_people']),
    );

    const words = (await db('search_words').pluck('word')) as string[];
    expect(words).toEqual(expect.arrayContaining(['observability', 'numerics']));
    expect(words).not.toContain('musings');

    expect(
      await db('resume_texts')
        .whereIn('application_id', ids)
        .orderBy('application_id')
        .pluck('status'),
    ).toEqual(['pending', 'pending', 'pending']);
    const people = (await db('job_applications')
      .whereIn('id', ids)
      .orderBy('email')
      .select('email', 'person_id')) as Array<{ email: string; person_id: string }>;
    expect(people[0]!.person_id).toBe(people[1]!.person_id); // OLD@ and old@: one person
    expect(people[2]!.person_id).not.toBe(people[0]!.person_id);

    // The background indexer works through them: the one whose file exists is read, the others
    // are tried again later and, after three attempts, marked failed.
    const indexer = createResumeIndexer({ db, storage, logger: createLogger('silent') });
    expect(await indexer.runDue()).toEqual({ indexed: 1, failed: 2, more: false });
    const read = await db('resume_texts').where({ application_id: ids[0] }).first();
    expect(read).toMatchObject({ status: 'done' });
    expect(read.content).toContain('Fortran numerics');
    expect(read.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const retry = await db('resume_texts').where({ application_id: ids[1] }).first();
    expect(retry).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: 'the resume file is missing',
    });
    for (let attempt = 2; attempt <= 3; attempt++) {
      await db('resume_texts').update({ locked_until: null });
      await indexer.runDue();
    }
    expect(await db('resume_texts').where({ application_id: ids[1] }).first()).toMatchObject({
      status: 'failed',
      attempts: 3,
    });

    // New applications queue themselves, and join their address's person.
    const [later] = (await db('job_applications')
      .insert(application('Old@Example.com', 'old-resume-0004.pdf'))
      .returning(['id', 'person_id'])) as Array<{ id: string; person_id: string }>;
    expect(later!.person_id).toBe(people[0]!.person_id);
    expect(await db('resume_texts').where({ application_id: later!.id }).first()).toMatchObject({
      status: 'pending',
    });

    // No planner statistics of personal columns.
    const stats = (
      (await db.raw(
        `select attname, attstattarget from pg_attribute
         where (attrelid = 'resume_texts'::regclass and attname in ('content', 'content_hash', 'document'))
            or (attrelid = 'job_applications'::regclass and attname = 'phone_key')
         order by attname`,
      )) as { rows: Array<{ attname: string; attstattarget: number }> }
    ).rows;
    expect(stats.map((row) => [row.attname, Number(row.attstattarget)])).toEqual([
      ['content', 0],
      ['content_hash', 0],
      ['document', 0],
      ['phone_key', 0],
    ]);
  });
});
