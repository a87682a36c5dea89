/**
 * Backups: the database and every uploaded file in one folder with a manifest.
 *   PostgreSQL server: `pg_dump -Fc` → database.dump, restored with `pg_restore`.
 *   Embedded (PGlite): its data directory dumped → pglite.tar.gz (the server must be stopped:
 *   PGlite is single-process and the data folder is locked while the server runs).
 *   Files: uploads/images/*, uploads/resumes/* and uploads/desktop/* (the desktop app's
 *   releases), read from the local disk or the S3 bucket.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config/config';
import { connectPglite, connectPostgres, type Db } from '../db/connection';
import { countRows } from '../db/list';
import { rawRows } from '../db/raw';
import { contentTypeOfKey, createStorage, type Storage } from '../storage/storage';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
export const TABLES = [
  'staff',
  'blog_posts',
  'jobs',
  'job_applications',
  'contact_submissions',
  'consultation_requests',
  'desktop_releases',
] as const;

/** The file stores a backup holds (the folders under uploads/ in it). */
const FILE_KINDS = ['images', 'resumes', 'desktop', 'attachments'] as const;

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgresql' | 'pglite';
  /** Rows per table at backup time (checked after a restore). */
  rows: Record<string, number>;
  /** `desktop`: the desktop releases' files (absent from backups made before they were kept). */
  files: { images: number; resumes: number; desktop?: number; attachments?: number };
}

export class BackupError extends Error {}

/** pg_dump / pg_restore: PG_BIN, PATH, then Debian's /usr/lib/postgresql/<newest>/bin. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    /* not Debian's layout */
  }
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) dirs.push(dir);
  for (const dir of dirs) if (existsSync(join(dir, tool))) return join(dir, tool);
  throw new BackupError(
    `${tool} not found: install the PostgreSQL client tools (same major version as the server or newer), or set PG_BIN to their folder`,
  );
}

/** The URL without its password (which travels in PGPASSWORD, not on the command line). */
function pgArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function tableSizes(db: Db): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of TABLES) {
    const exists = await db.schema.hasTable(table);
    rows[table] = exists ? await countRows(db(table)) : 0;
  }
  return rows;
}

async function saveFiles(storage: Storage, out: string) {
  const files = { images: 0, resumes: 0, desktop: 0, attachments: 0 };
  for (const kind of FILE_KINDS) {
    const dir = join(out, 'uploads', kind);
    await mkdir(dir, { recursive: true });
    for await (const key of storage[kind].list()) {
      const file = await storage[kind].open(key);
      if (!file) continue;
      await pipeline(file.stream, createWriteStream(join(dir, key), { mode: 0o600 }));
      files[kind]++;
    }
  }
  return files;
}

/** Writes a backup into a new folder `out` (must not exist or be empty); answers its manifest. */
export async function backup(config: Config, out: string): Promise<Manifest> {
  if (existsSync(out) && (await readdir(out)).length > 0) {
    throw new BackupError(`${out} is not empty: choose a new folder for the backup`);
  }
  await mkdir(out, { recursive: true, mode: 0o700 });
  let database: Manifest['database'];
  let rows: Manifest['rows'];
  if (config.databaseUrl) {
    database = 'postgresql';
    const pgDump = findPgTool('pg_dump');
    const { dbname, env } = pgArgs(config.databaseUrl);
    try {
      await run(
        pgDump,
        [
          '-Fc',
          '--no-owner',
          '--no-privileges',
          '-f',
          join(out, 'database.dump'),
          `--dbname=${dbname}`,
        ],
        {
          env,
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    } catch (error) {
      throw new BackupError(
        `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
      );
    }
    const handle = connectPostgres(config.databaseUrl, { min: 0, max: 1 });
    try {
      rows = await tableSizes(handle.db);
    } finally {
      await handle.close();
    }
  } else {
    database = 'pglite';
    if (!existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'))) {
      throw new BackupError(`No embedded database in ${config.dataDir}: nothing to back up`);
    }
    // Throws DatabaseInUseError while the server runs: a consistent copy needs it stopped.
    const handle = await connectPglite(config.dataDir);
    try {
      rows = await tableSizes(handle.db);
      const dump = await handle.pglite!.dumpDataDir('gzip');
      await writeFile(join(out, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()), {
        mode: 0o600,
      });
    } finally {
      await handle.close();
    }
  }
  const files = await saveFiles(await createStorage(config), out);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database,
    rows,
    files,
  };
  await writeFile(join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${dir} is not a backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== 1)
    throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
  return manifest;
}

async function storageIsEmpty(storage: Storage) {
  for (const kind of FILE_KINDS) {
    for await (const _key of storage[kind].list()) return false;
  }
  return true;
}

/**
 * Restores a backup into the configured database and uploads. Refuses a target that already
 * holds data unless `force` (then the target's tables and files are replaced).
 */
export async function restore(
  config: Config,
  dir: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  const manifest = await readManifest(dir);
  const storage = await createStorage(config);
  if (!options.force && !(await storageIsEmpty(storage))) {
    throw new BackupError('The uploads target already holds files: use --force to restore over it');
  }

  if (config.databaseUrl) {
    if (manifest.database !== 'postgresql') {
      throw new BackupError(
        'This backup is of an embedded database: restore it with DATABASE_URL unset',
      );
    }
    const handle = connectPostgres(config.databaseUrl, { min: 0, max: 1 });
    try {
      const [tables] = await rawRows<{ n: number }>(
        handle.db,
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      if (tables!.n > 0 && !options.force) {
        throw new BackupError(
          'The target database is not empty: use --force to replace its contents',
        );
      }
    } finally {
      await handle.close();
    }
    const pgRestore = findPgTool('pg_restore');
    const { dbname, env } = pgArgs(config.databaseUrl);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    if (options.force) args.push('--clean', '--if-exists');
    try {
      await run(pgRestore, [...args, `--dbname=${dbname}`, join(dir, 'database.dump')], {
        env,
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      throw new BackupError(
        `pg_restore failed: ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
      );
    }
  } else {
    if (manifest.database !== 'pglite') {
      throw new BackupError(
        'This backup is of a PostgreSQL server: set DATABASE_URL to restore it',
      );
    }
    const target = join(config.dataDir, 'pglite');
    if (existsSync(join(target, 'PG_VERSION'))) {
      if (!options.force) {
        throw new BackupError(`${target} already holds a database: use --force to replace it`);
      }
      // Refuses while a server uses it (the same lock as the server's).
      const handle = await connectPglite(config.dataDir);
      await handle.close();
      await rm(target, { recursive: true, force: true });
    }
    await mkdir(target, { recursive: true });
    const data = await readFile(join(dir, 'pglite.tar.gz'));
    const pglite = await PGlite.create(target, {
      loadDataDir: new Blob([new Uint8Array(data)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await pglite.close();
  }

  for (const kind of FILE_KINDS) {
    const from = join(dir, 'uploads', kind);
    const names = existsSync(from) ? await readdir(from) : [];
    for (const name of names) {
      if (!(await stat(join(from, name))).isFile()) continue;
      if (options.force) await storage[kind].remove(name);
      await storage[kind].put(name, await readFile(join(from, name)), contentTypeOfKey(name));
    }
  }
  return manifest;
}
