/**
 * How a test runs the API's server or a shell command in a child process: from the build
 * (`api/dist`, what `npm start` and `npm run admin` run) when it is newer than every source file it
 * is built from, as `npm test` leaves it after its build step; otherwise from the TypeScript source
 * through tsx, so a test never runs stale code. The build starts 2-3 s sooner than tsx compiles
 * the source, and the suites start these dozens of times.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** The build's entry points (api/scripts/build.mjs). */
export type ApiEntry =
  'server' | 'cli/admin' | 'cli/backup' | 'cli/restore' | 'cli/desktop-publish';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Node's arguments that run an entry point: `[script]` or `['--import', 'tsx', source]`. */
export function nodeArgsFor(entry: ApiEntry): string[] {
  const built = join(repoRoot, 'api/dist', `${entry}.js`);
  if (existsSync(built)) {
    const sources = ['api/src', 'shared/src'].map((dir) => newestMtime(join(repoRoot, dir)));
    if (statSync(built).mtimeMs >= Math.max(...sources)) return [built];
  }
  return ['--import', 'tsx', join(repoRoot, 'api/src', `${entry}.ts`)];
}

/** Node's arguments that run the server. */
export const serverArgs = () => nodeArgsFor('server');

/**
 * Runs one of the API's shell commands (`npm run admin -- …`) with its data in `dataDir` (the
 * embedded database unless `env` names one): its exit code and what it printed.
 */
export async function runCli(
  entry: Exclude<ApiEntry, 'server'>,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...nodeArgsFor(entry), ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
        ...env,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
