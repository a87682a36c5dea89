/**
 * `npm run backup` and `npm run restore`, as run from the command line: records and uploaded
 * files made through the API are backed up, restored into a fresh database and data folder, and
 * an API started on the restored copy finds every record and file. PostgreSQL (pg_dump) and the
 * embedded database (data directory dump); a non-empty target is refused without --force.
 * The command-line scripts run once each (PostgreSQL); the rest calls the same code in-process.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../src/cli/backup-core';
import { loadConfig } from '../../src/config/config';
import { connectPostgres } from '../../src/db/connection';
import { startPgCluster, type PgCluster } from '../pg-cluster';
import { signIn, startApi, type ApiProcess } from './api-process';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('../../../shared/test-fixtures/', import.meta.url));
const dirs: string[] = [];
let cluster: PgCluster;

beforeAll(async () => {
  // The commands as shipped: compiled by the API's build (the first step of the suite builds it too).
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['scripts/build.mjs'], { cwd: apiDir }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  cluster = await startPgCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.destroy();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Runs a CLI script of the API like `npm run <script>` does: compiled, with plain node. */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      [`dist/cli/${script}.js`, ...args],
      {
        cwd: apiDir,
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          out: `${stdout}${stderr}`,
        }),
    );
  });
}

interface Made {
  marker: string;
  imageUrl: string;
  applicationId: string;
  image: Buffer;
  resume: Buffer;
}

/** Makes one of everything through the API. */
async function makeRecords(api: ApiProcess): Promise<Made> {
  const { token } = await signIn(api.url, api.admin);
  const auth = { Authorization: `Bearer ${token}` };
  const marker = `bk-${Math.random().toString(36).slice(2, 8)}`;
  const image = await readFile(join(fixtures, 'image.png'));
  const resume = await readFile(join(fixtures, 'resume.pdf'));

  const job = await fetch(`${api.url}/api/careers`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `Job ${marker}`,
      description: 'D',
      requirements: ['R'],
      location: 'L',
    }),
  });
  expect(job.status).toBe(201);
  const jobId = ((await job.json()) as { _id: string })._id;

  const blogForm = new FormData();
  for (const [k, v] of Object.entries({
    title: `Post ${marker}`,
    excerpt: 'E',
    content: '<p>C</p>',
    author: 'A',
    category: 'DevOps',
    tags: 'backup',
  }))
    blogForm.append(k, v);
  blogForm.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'i.png');
  const blog = await fetch(`${api.url}/api/blogs`, {
    method: 'POST',
    headers: auth,
    body: blogForm,
  });
  expect(blog.status).toBe(201);
  const imageUrl = ((await blog.json()) as { imageUrl: string }).imageUrl;

  for (const kind of ['contact', 'consultation']) {
    const response = await fetch(`${api.url}/api/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'B',
        lastName: 'K',
        email: `${marker}@example.com`,
        phone: '+1 512 555 0100',
        message: marker,
      }),
    });
    expect(response.status).toBe(201);
  }

  const applyForm = new FormData();
  applyForm.append('fullName', `Applicant ${marker}`);
  applyForm.append('email', `${marker}@example.com`);
  applyForm.append('phone', '+1 512 555 0100');
  applyForm.append(
    'resume',
    new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const apply = await fetch(`${api.url}/api/careers/${jobId}/apply`, {
    method: 'POST',
    body: applyForm,
  });
  expect(apply.status).toBe(201);
  const applicationId = ((await apply.json()) as { _id: string })._id;
  return { marker, imageUrl, applicationId, image, resume };
}

/** Finds every record and file of `made` through an API running on the restored copy. */
async function expectRestored(api: ApiProcess, made: Made) {
  const { token } = await signIn(api.url, api.admin);
  const auth = { Authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`, { headers: auth });
    expect(response.status, path).toBe(200);
    return response;
  };
  const json = async <T>(path: string) => (await (await get(path)).json()) as T;

  expect((await json<{ title: string }[]>('/api/careers')).map((j) => j.title)).toContain(
    `Job ${made.marker}`,
  );
  expect((await json<{ title: string }[]>('/api/blogs/admin/all')).map((b) => b.title)).toContain(
    `Post ${made.marker}`,
  );
  expect((await json<{ message: string }[]>('/api/contact')).map((c) => c.message)).toContain(
    made.marker,
  );
  expect((await json<{ message: string }[]>('/api/consultation')).map((c) => c.message)).toContain(
    made.marker,
  );
  expect((await json<{ _id: string }[]>('/api/careers/applications')).map((a) => a._id)).toContain(
    made.applicationId,
  );
  const resume = await get(`/api/careers/applications/${made.applicationId}/resume`);
  expect(Buffer.from(await resume.arrayBuffer())).toEqual(made.resume);
  const image = await get(made.imageUrl);
  expect(Buffer.from(await image.arrayBuffer())).toEqual(made.image);
}

describe('backup and restore', () => {
  it('PostgreSQL: pg_dump backup with uploads, restored into a fresh database and data folder', async () => {
    const admin = connectPostgres(cluster.url, { min: 0, max: 1 });
    await admin.db.raw('create database bk_source');
    await admin.db.raw('create database bk_target');
    await admin.close();
    const source = await startApi({ DATABASE_URL: cluster.urlFor('bk_source') });
    const out = join(await tempDir('northbeam-bk-'), 'backup');
    let made: Made;
    try {
      made = await makeRecords(source);
      // A server database is backed up while the API runs.
      const backup = await cli('backup', ['--out', out], {
        DATABASE_URL: cluster.urlFor('bk_source'),
        DATA_DIR: source.dataDir,
      });
      expect(backup.out).toContain('Backup written to');
      expect(backup.code).toBe(0);
    } finally {
      await source.stop();
    }
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as {
      database: string;
      files: { images: number; resumes: number };
    };
    expect(manifest).toMatchObject({ database: 'postgresql', files: { resumes: 1 } });
    // The image, and any resized copies the server made of it.
    expect(manifest.files.images).toBeGreaterThanOrEqual(1);

    const targetDir = await tempDir('northbeam-restored-');
    const env = { DATABASE_URL: cluster.urlFor('bk_target'), DATA_DIR: targetDir };
    const restored = await cli('restore', [out], env);
    expect(restored.out).toContain('Restored');
    expect(restored.code).toBe(0);
    // Never over existing data by accident.
    const again = await cli('restore', [out], env);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/restore: .*(not empty|already holds).*--force/);
    await restore(loadConfig(env), out, { force: true });

    const target = await startApi(env, { dataDir: targetDir });
    try {
      await expectRestored(target, made!);
    } finally {
      await target.stop();
    }
  });

  it('embedded database: refused while the server runs, then backed up and restored', async () => {
    const sourceDir = await tempDir('northbeam-bk-pglite-');
    const source = await startApi({}, { dataDir: sourceDir });
    let made: Made;
    const out = join(await tempDir('northbeam-bk-'), 'backup');
    try {
      made = await makeRecords(source);
      await expect(backup(loadConfig({ DATA_DIR: sourceDir }), out)).rejects.toThrow(
        /The embedded database .* is in use/,
      );
    } finally {
      await source.stop();
    }
    const manifest = await backup(loadConfig({ DATA_DIR: sourceDir }), out);
    expect(manifest).toMatchObject({ database: 'pglite', files: { resumes: 1 } });
    expect(manifest.files.images).toBeGreaterThanOrEqual(1);

    const targetDir = await tempDir('northbeam-restored-pglite-');
    await restore(loadConfig({ DATA_DIR: targetDir }), out);
    await expect(restore(loadConfig({ DATA_DIR: targetDir }), out)).rejects.toThrow(/--force/);

    const target = await startApi({}, { dataDir: targetDir });
    try {
      await expectRestored(target, made!);
    } finally {
      await target.stop();
    }
    // Three embedded databases are created or opened here: slow on a busy 2-core machine.
  }, 300_000);
});
