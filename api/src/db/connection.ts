/**
 * The database connection: a PostgreSQL server through `pg` when DATABASE_URL is set, otherwise an
 * embedded PostgreSQL (PGlite) persisted under DATA_DIR. Both speak the same SQL, so one set of
 * migrations and queries serves both.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';

export type Db = Knex;
export type DbOrTrx = Knex | Knex.Transaction;

export interface DbHandle {
  db: Db;
  kind: 'pg' | 'pglite';
  /** True when an embedded database was created by this call (drives the demo seed). */
  created: boolean;
  close(): Promise<void>;
}

export function connectPostgres(url: string, pool = { min: 0, max: 10 }): DbHandle {
  const db = knexFactory({ client: 'pg', connection: url, pool });
  return { db, kind: 'pg', created: false, close: () => db.destroy() };
}

/** Wraps an open PGlite instance in Knex. Inside a transaction use the transaction object only. */
export function knexOnPglite(pglite: PGlite): Db {
  return knexFactory({
    client: ClientPgLite as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    // A function keeps knex from deep-cloning the PGlite instance.
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
  });
}

export async function connectPglite(dataDir: string): Promise<DbHandle> {
  const dir = join(dataDir, 'pglite');
  const created = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir);
  const db = knexOnPglite(pglite);
  return {
    db,
    kind: 'pglite',
    created,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
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
