/**
 * After an erasure, nothing of the person is left on disk: every file under the data directory
 * (the database's tables, indexes, TOAST, statistics and WAL; the uploads) and a backup made
 * afterwards are scanned byte by byte for the address and the name, as stored (UTF-8). The
 * embedded database in a real data directory by default; with TEST_DATABASE_URL, a PostgreSQL
 * cluster of this test's own (its data directory is read as root; wal_recycle off, as README
 * "Privacy" asks of an operator), the API connected as a superuser; and as an ordinary role,
 * whose clean-up says what it could not do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer as createAppServer } from '../../app';
import { createContentCache } from '../../cache/content-cache';
import { backup } from '../../cli/backup-core';
import { loadConfig } from '../../config/config';
import { connectPglite, connectPostgres, type DbHandle } from '../../db/connection';
import { migrate } from '../../db/migrations';
import { createLogger } from '../../logger';
import { upsertStaff } from '../../services/auth.service';
import { localStorage } from '../../storage/storage';
import { createJob } from '../../../test/factories';
import { cookieFrom } from '../../../test/test-server';
import { fixture, formData, http } from '../../../test/http';
import { startPgCluster, type PgCluster } from '../../../test/pg-cluster';
import { findPgTool } from '../../cli/backup-core';

const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every file under `dir` holding one of the needles (gzip files also unpacked and read). */
async function filesHolding(dir: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    for (const name of await readdir(folder)) {
      const path = join(folder, name);
      const info = await stat(path);
      if (info.isDirectory()) await walk(path);
      else if (info.isFile()) {
        let bytes = await readFile(path);
        if (name.endsWith('.gz')) bytes = Buffer.concat([bytes, gunzipSync(bytes)]);
        for (const needle of needles) {
          if (bytes.includes(Buffer.from(needle, 'utf8'))) found.push(`${path}: ${needle}`);
        }
      }
    }
  };
  await walk(dir);
  return found;
}

const person = () => {
  const tag = randomBytes(4).toString('hex');
  return {
    email: `quintessa.vandermolen.${tag}@erasure-scan.test`,
    firstName: `Quintessa${tag}`,
    lastName: `Vandermolen${tag}`,
  };
};

interface Installation {
  db: DbHandle;
  dataDir: string;
  /** The folder the database keeps its files in. */
  databaseDir: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

async function startApi(install: Installation) {
  const built = createAppServer({
    db: install.db.db,
    storage: localStorage(install.dataDir),
    logger: createLogger('silent'),
    cache: createContentCache(),
    config: {
      env: 'test',
      siteDist: join(install.dataDir, 'no-site'),
      trustProxy: false,
      publicUrl: undefined,
      security: { formRateLimit: 10_000, formMinFillMs: 0 },
      sessionSecret: randomBytes(32).toString('base64url'),
    },
  });
  const server = createServer(built.listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    call: http(url),
    url,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await built.close();
    },
  };
}

/** Erases `who` after storing them everywhere; answers the clean-up's recorded result. */
async function eraseAndWait(install: Installation, who: ReturnType<typeof person>) {
  const api = await startApi(install);
  try {
    const staffEmail = `owner-${randomBytes(3).toString('hex')}@example.com`;
    const password = `pw-${randomBytes(12).toString('hex')}`;
    await upsertStaff(install.db.db, staffEmail, password, { role: 'owner' });
    const login = await fetch(`${api.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: staffEmail, password }),
    });
    const token = ((await login.json()) as { token: string }).token;
    expect(cookieFrom(login)).not.toBe('');
    const auth = { auth: { token } };

    const job = await createJob(install.db.db);
    const fullName = `${who.firstName} ${who.lastName}`;
    const applied = await api.call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName, email: who.email, phone: '+1 512 555 0199', coverLetter: `I am ${fullName}.` },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(applied.status).toBe(201);
    const contact = await api.call('POST', '/api/contact', {
      json: {
        firstName: who.firstName,
        lastName: who.lastName,
        email: who.email,
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: `Please call ${fullName} back.`.padEnd(4000, ' and again'),
      },
    });
    expect(contact.status).toBe(201);
    await api.call('POST', `/api/careers/applications/${applied.body._id}/notes`, {
      ...auth,
      json: { body: `${fullName} (${who.email}) prefers mornings.` },
    });
    // Someone tried to sign in with the address: a counter is kept under it.
    await fetch(`${api.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: who.email, password: 'not the password 123' }),
    });
    // The worst case: statistics gathered and everything written to the data files and WAL.
    await install.db.db.raw('analyze');
    if (!onPostgres) await install.db.db.raw('checkpoint');
    expect(
      (await filesHolding(install.databaseDir, [who.email])).length,
      'the scan finds the address before the erasure',
    ).toBeGreaterThan(0);

    const erased = await api.call('POST', '/api/admin/privacy/erase', {
      ...auth,
      json: { email: who.email },
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ applications: 1, contacts: 1, resumeFiles: 1 });

    // The disk clean-up runs after the answer: wait for it.
    const until = Date.now() + 60_000;
    for (;;) {
      const pending = await install.db.db('disk_cleanups').whereNull('done_at');
      if (!pending.length) break;
      if (Date.now() > until) throw new Error('the disk clean-up did not finish');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await readdir(join(install.dataDir, 'uploads', 'resumes'))).toEqual([]);
    const done = await install.db.db('disk_cleanups').orderBy('id', 'desc').first();
    return { reason: done?.reason, ...(done?.result as object | undefined) } as {
      reason: string;
      complete: boolean;
      checkpoint: boolean;
      walSwitched: boolean;
      tablesSkipped: string[];
    };
  } finally {
    await api.close();
  }
}

async function expectNothingLeft(install: Installation, who: ReturnType<typeof person>) {
  const needles = [who.email, who.firstName, who.lastName];
  expect(await filesHolding(install.databaseDir, needles)).toEqual([]);
  expect(await filesHolding(install.dataDir, needles)).toEqual([]);
}

describe.skipIf(onPostgres)('erasure on disk: embedded database', () => {
  it('leaves no trace in the data directory, the WAL or a later backup', async () => {
    const dataDir = await tempDir('northbeam-erase-disk-');
    const db = await connectPglite(dataDir);
    await migrate(db.db);
    const install: Installation = {
      db,
      dataDir,
      databaseDir: join(dataDir, 'pglite'),
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      close: () => db.close(),
    };
    const who = person();
    let result;
    try {
      result = await eraseAndWait(install, who);
      await expectNothingLeft(install, who);
    } finally {
      await install.close();
    }
    expect(result).toMatchObject({
      reason: 'erasure',
      complete: true,
      checkpoint: true,
      walSwitched: true,
    });
    // Closed (a shutdown checkpoint), then backed up.
    await expectNothingLeft(install, who);
    const out = join(await tempDir('northbeam-erase-backup-'), 'backup');
    await backup(loadConfig(install.env), out);
    expect(await filesHolding(out, [who.email, who.firstName, who.lastName])).toEqual([]);
  }, 180_000);
});

describe.skipIf(!onPostgres)('erasure on disk: PostgreSQL', () => {
  let cluster: PgCluster;

  async function installation(role: 'superuser' | 'app'): Promise<Installation> {
    cluster ??= await startPgCluster({ settings: { wal_recycle: 'off' } });
    cleanup.push(() => cluster.destroy());
    const name = `erase_${role}_${randomBytes(3).toString('hex')}`;
    const admin = connectPostgres(cluster.url, { min: 0, max: 1 });
    let url = cluster.urlFor(name);
    if (role === 'app') {
      // An ordinary role that owns its database, as a hosted server gives an application.
      await admin.db.raw(`create role ${name} login`);
      await admin.db.raw(`create database ${name} owner ${name}`);
      url = url.replace('postgres@', `${name}@`);
    } else await admin.db.raw(`create database ${name}`);
    const databaseDir = String(
      ((await admin.db.raw('show data_directory')) as { rows: Array<{ data_directory: string }> })
        .rows[0]!.data_directory,
    );
    await admin.close();
    const db = connectPostgres(url, { min: 0, max: 5 });
    await migrate(db.db);
    if (role === 'app') {
      // One table the role may use but does not own (PostgreSQL would skip it with a warning).
      const superuser = connectPostgres(cluster.urlFor(name), { min: 0, max: 1 });
      await superuser.db.raw('alter table consultation_requests owner to postgres');
      await superuser.db.raw(`grant all on consultation_requests to ${name}`);
      await superuser.close();
    }
    const dataDir = await tempDir('northbeam-erase-pg-');
    return {
      db,
      dataDir,
      databaseDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      close: db.close,
    };
  }

  it("as a superuser: no trace in the cluster's files, its WAL or a later pg_dump backup", async () => {
    const install = await installation('superuser');
    const who = person();
    try {
      const result = await eraseAndWait(install, who);
      await expectNothingLeft(install, who);
      expect(result).toMatchObject({
        reason: 'erasure',
        complete: true,
        checkpoint: true,
        walSwitched: true,
      });
      const out = join(await tempDir('northbeam-erase-backup-'), 'backup');
      await backup(loadConfig(install.env), out);
      // The dump is compressed: read it as the SQL it restores.
      const { stdout } = await run(
        findPgTool('pg_restore'),
        ['-f', '-', join(out, 'database.dump')],
        {
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      expect(stdout).toContain('contact_submissions');
      for (const needle of [who.email, who.firstName, who.lastName]) {
        expect(stdout).not.toContain(needle);
      }
      expect(await filesHolding(out, [who.email, who.firstName, who.lastName])).toEqual([]);
    } finally {
      await install.close();
    }
  }, 180_000);

  it('as an ordinary role: its tables are rewritten, and the result says what was not done', async () => {
    const install = await installation('app');
    const who = person();
    try {
      const result = await eraseAndWait(install, who);
      // The tables' files hold nothing of the person; only the WAL may (the operator's part).
      const left = await filesHolding(install.databaseDir, [
        who.email,
        who.firstName,
        who.lastName,
      ]);
      expect(left.filter((f) => !f.includes('/pg_wal/'))).toEqual([]);
      expect(result).toMatchObject({
        reason: 'erasure',
        complete: false,
        checkpoint: false,
        walSwitched: false,
        tablesSkipped: ['consultation_requests'],
      });
    } finally {
      await install.close();
    }
  }, 180_000);
});
