// Starts the real API server (serving the built site) as a child process on a free loopback port
// and waits until it is ready. Used by the Lighthouse and benchmark scripts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function ensureSiteBuilt() {
  if (!existsSync(join(ROOT, 'site/dist/index.html'))) {
    throw new Error('The site is not built: run `npm run build -w site` first.');
  }
}

/** The API as `npm start` runs it (api/dist, esbuild): built now, so that it is this code's. */
export function buildApi() {
  execFileSync(process.execPath, [join(ROOT, 'api/scripts/build.mjs')], { stdio: 'ignore' });
}

/**
 * The node flags `npm start` runs the compiled server with (api/package.json's `start`, e.g. V8's
 * pool of helper threads sized to the machine): the benches measure the server as it runs.
 */
export function startFlags() {
  const start = JSON.parse(readFileSync(join(ROOT, 'api/package.json'), 'utf8')).scripts.start;
  const words = start.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server.js'));
}

/**
 * `compiled`: the production build (`buildApi()` first) rather than the TypeScript source through
 * tsx, whose transform names every function made at run time (a call per closure).
 * @param {{ env?: Record<string,string>, dataDir?: string, quiet?: boolean, compiled?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const port = await freePort();
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'northbeam-data-'));
  // SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (to see where a
  // measurement's time goes; Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`]
    : [];
  // SERVER_NODE_FLAGS: more flags for the server's Node, space-separated (to compare V8 settings,
  // e.g. `--trace-gc`, which NODE_OPTIONS refuses too).
  const flags = [...profile, ...(process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(
    process.execPath,
    options.compiled
      ? [...startFlags(), ...flags, join(ROOT, 'api/dist/server.js')]
      : [...flags, '--import', 'tsx', join(ROOT, 'api/src/server.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'measurement-only-secret-measurement-only-secret',
        DATA_ENCRYPTION_KEY: 'bWVhc3VyZW1lbnQtb25seS1rZXktbWVhc3VyZW1lbiE=',
        ...options.env,
      },
      stdio: options.quiet === false ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server did not become ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
