/**
 * A throwaway PostgreSQL cluster that a test can stop and start: initdb in a temporary folder,
 * pg_ctl on 127.0.0.1 and a free port. fsync is off (test data only: safe against a server crash,
 * not an OS crash); synchronous_commit stays on, so an acknowledged commit survives an
 * immediate (crash) stop, which the fault tests check. initdb and pg_ctl refuse to run
 * as root, so as root they run as the postgres user.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder holding initdb, pg_ctl, pg_dump and pg_restore (PG_BIN, Debian's, or PATH). */
export function findPgBin(tool = 'pg_ctl'): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push('/usr/lib/postgresql/15/bin');
  try {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  } catch {
    /* no Debian layout */
  }
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(dir);
  return candidates.find((dir) => existsSync(join(dir, tool)));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function pgTool(bin: string, tool: string, args: string[]) {
  const file = join(bin, tool);
  return isRoot()
    ? run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: 60_000 })
    : run(file, args, { timeout: 60_000 });
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication). */
  url: string;
  /** A URL for another database of the same cluster. */
  urlFor(database: string): string;
  bin: string;
  /** The cluster's data directory (owned by the postgres user when we are root). */
  dataDir: string;
  start(): Promise<void>;
  /** mode 'fast' ends sessions cleanly (57P01); 'immediate' is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
}

export interface PgClusterOptions {
  /** Further server settings (`-c name=value`), e.g. { wal_recycle: 'off' }. */
  settings?: Record<string, string>;
}

export async function startPgCluster(clusterOptions: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('pg-cluster: pg_ctl not found (install postgresql-15 or set PG_BIN)');
  const work = await mkdtemp('/tmp/northbeam-pg-');
  const data = join(work, 'data');
  await chmod(work, 0o755);
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(work, Number(stdout.trim()), Number(gid.trim()));
  }
  await pgTool(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-locale',
  ]);
  let port = await freePort();
  const log = join(work, 'server.log');
  const extra = Object.entries(clusterOptions.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const options = () =>
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${data} -c fsync=off -c full_page_writes=off -c max_connections=100${extra}`;

  const start = async () => {
    try {
      await pgTool(bin, 'pg_ctl', [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '30',
        'start',
        '-o',
        options(),
      ]);
    } catch (error) {
      const text = await readFile(log, 'utf8').catch(() => '');
      throw new Error(
        `pg-cluster: start failed: ${(error as Error).message}\n${text.slice(-2000)}`,
      );
    }
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgTool(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  };

  // A port taken between freePort() and the start: try another.
  for (let attempt = 0; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
      port = await freePort();
    }
  }

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: urlFor('postgres'),
    urlFor,
    bin,
    dataDir: data,
    start,
    stop,
    async restart() {
      await stop('fast');
      await start();
    },
    async destroy() {
      await stop('immediate').catch(() => {});
      await rm(work, { recursive: true, force: true });
    },
  };
}
