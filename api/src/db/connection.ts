/**
 * The database connection: a PostgreSQL server through `pg` when DATABASE_URL is set, otherwise an
 * embedded PostgreSQL (PGlite) persisted under DATA_DIR. Both speak the same SQL, so one set of
 * migrations and queries serves both.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

export type Db = Knex;
export type DbOrTrx = Knex | Knex.Transaction;

export interface DbHandle {
  db: Db;
  kind: 'pg' | 'pglite';
  /** True when an embedded database was created by this call (drives the demo seed). */
  created: boolean;
  /** The embedded instance (backups dump its data directory). */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** How long a request waits for a connection when the server is down or busy, then 503. */
export const ACQUIRE_TIMEOUT_MS = 5_000;
/** How long one connection attempt may take (an unreachable host must not hang a request). */
export const CONNECT_TIMEOUT_MS = 3_000;

/**
 * A PostgreSQL server through a pool that fails fast while the server is down (requests answer
 * 503) and heals by itself: broken connections are marked by Knex on their 'error'/'end' events
 * and discarded, new ones are opened on demand once the server is back.
 */
export function connectPostgres(url: string, pool = { min: 0, max: 10 }): DbHandle {
  const db = knexFactory({
    client: 'pg',
    connection: {
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    },
    pool: { ...pool, idleTimeoutMillis: 30_000, createRetryIntervalMillis: 200 },
    acquireConnectionTimeout: ACQUIRE_TIMEOUT_MS,
  });
  return { db, kind: 'pg', created: false, close: () => db.destroy() };
}

/** Wraps an open PGlite instance in Knex. Inside a transaction use the transaction object only. */
export function knexOnPglite(pglite: PGlite): Db {
  return knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    // A function keeps knex from deep-cloning the PGlite instance.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
}

/** The connection pool's use, for the metrics (Knex's tarn pool; PGlite's holds one connection). */
export interface PoolUse {
  used: number;
  free: number;
  /** Queries waiting for a connection. */
  pendingAcquires: number;
  max: number;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** undefined before the pool exists (Knex makes it at the first query) and after destroy(). */
export function poolUse(db: Db): PoolUse | undefined {
  const pool = (db.client as { pool?: TarnPool | null }).pool;
  if (!pool) return undefined;
  return {
    used: pool.numUsed(),
    free: pool.numFree(),
    pendingAcquires: pool.numPendingAcquires(),
    max: pool.max,
  };
}

export class DatabaseInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it. A pid
 * file keeps a second server (or the admin CLI) out while one is running; a stale one is taken over.
 */
function lockDataDir(dir: string): () => void {
  const file = join(dir, 'northbeam.pid');
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dir} is in use by process ${pid}: stop it first (or set DATABASE_URL)`,
      );
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export async function connectPglite(dataDir: string): Promise<DbHandle> {
  const dir = join(dataDir, 'pglite');
  const created = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    unlock();
    throw error;
  }
  // Old WAL segments are removed, not renamed for reuse with their bytes (an erasure's disk
  // clean-up relies on it). The embedded database has this one session: the setting holds.
  await pglite.exec('set wal_recycle = off');
  const db = knexOnPglite(pglite);
  return {
    db,
    kind: 'pglite',
    created,
    pglite,
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function connect(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DbHandle> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(options.dataDir);
}

/** Postgres' unique-violation code, the same from the server and from PGlite. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && (!constraint || e.constraint === constraint);
}
