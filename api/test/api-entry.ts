/**
 * How a test starts the real server in a child process: from the build (`api/dist/server.js`, what
 * `npm start` runs) when it is newer than every source file it is built from, as `npm test` leaves
 * it after its build step; otherwise from the TypeScript source through tsx, so a test never runs
 * stale code. The build starts about 2.5 s sooner, and the suites start a server dozens of times.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Node's arguments that run the server: `[script]` or `['--import', 'tsx', script]`. */
export function serverArgs(): string[] {
  const built = join(repoRoot, 'api/dist/server.js');
  const sources = ['api/src', 'shared/src'].map((dir) => newestMtime(join(repoRoot, dir)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return [built];
  return ['--import', 'tsx', join(repoRoot, 'api/src/server.ts')];
}
