/**
 * Migrations as a static, in-code source: no file globbing, so they run the same under tsx, in
 * tests and in the Docker image. One file per migration; add a new file and list it last here;
 * never edit one that has shipped.
 */
import type { Knex } from 'knex';
import type { Migration } from './migration';
import { migration as m0001 } from './0001_initial';
import { migration as m0002 } from './0002_app_meta';
import { migration as m0003 } from './0003_security';
import { migration as m0004 } from './0004_spam';
import { migration as m0005 } from './0005_outbox';
import { migration as m0006 } from './0006_team';
import { migration as m0007 } from './0007_workspace';
import { migration as m0008 } from './0008_job_salary_closing';
import { migration as m0009 } from './0009_job_runs';
import { migration as m0010 } from './0010_search_trigrams';
import { migration as m0011 } from './0011_blog_revisions';
import { migration as m0012 } from './0012_blog_schedule';
import { migration as m0013 } from './0013_desktop_releases';
import { migration as m0014 } from './0014_data_protection';
import { migration as m0015 } from './0015_scheduler_runs';
import { migration as m0016 } from './0016_conversations';
import { migration as m0020 } from './0020_site_search';
import { migration as m0021 } from './0021_resume_texts';
import { migration as m0022 } from './0022_candidate_people';
import { migration as m0024 } from './0024_scheduling';
import { migration as m0028 } from './0028_attribution';
import { migration as m0032 } from './0032_status_page';
import { migration as m0036 } from './0036_clients';
import { migration as m0037 } from './0037_submittals';
import { migration as m0038 } from './0038_review_link_ids';
import { migration as m0039 } from './0039_client_interviews';
import { migration as m0040 } from './0040_doc_resume_texts';
import { migration as m0041 } from './0041_staff_accounts';
import { migration as m0042 } from './0042_visitor_hash_scheme';

const migrations: Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0020,
  m0021,
  m0022,
  m0024,
  m0028,
  m0032,
  m0036,
  m0037,
  m0038,
  m0039,
  m0040,
  m0041,
  m0042,
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

/** Runs pending migrations; answers how many had already run before (0 on a fresh database). */
export async function migrate(knex: Knex): Promise<{ before: number; ran: string[] }> {
  return oneAtATime(knex, async () => {
    const [completed] = (await knex.migrate.list({ migrationSource })) as [unknown[]];
    const [, ran] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
    return { before: completed.length, ran };
  });
}

const MIGRATION_LOCK = "hashtextextended('northbeam:migrations', 0)";

/**
 * Processes starting together on one PostgreSQL migrate one after the other: Knex's own lock
 * lives in a table its first run creates, so two first starts both tried to create it and one
 * died ("relation knex_migrations already exists"). A session advisory lock, held on a connection
 * of its own, outside the pool (a pool of one connection still has it for the migrations).
 * PGlite belongs to one process: no lock.
 */
async function oneAtATime<T>(knex: Knex, run: () => Promise<T>): Promise<T> {
  if ((knex.client as { config?: { client?: unknown } }).config?.client !== 'pg') return run();
  const client = knex.client as {
    acquireRawConnection(): Promise<{ query(sql: string): Promise<unknown> }>;
    destroyRawConnection(connection: unknown): Promise<void>;
  };
  const connection = await client.acquireRawConnection();
  try {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      return await run();
    } finally {
      await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await client.destroyRawConnection(connection);
  }
}
