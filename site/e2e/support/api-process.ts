/**
 * Starts the real API server (which also serves the built site) as a child process with a fresh
 * embedded database, and stops it. Used by the Playwright web server and by tests that need a
 * server of their own (for example one they stop to produce real failures).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../../../api/test/api-entry';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const SITE_DIST = join(REPO_ROOT, 'site/dist');

/** The administrator every e2e server is started with. */
export const E2E_ADMIN = {
  email: 'admin@example.com',
  password: 'correct-horse-battery-staple',
} as const;

export interface ApiProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** SIGTERM, wait for the exit, remove the data directory (unless it was given). */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A new data folder whose embedded database is migrated already: unpacked from the tests' template
 * (api/test/pglite-template.ts), it saves each server initdb and every migration.
 */
export function seededDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-e2e-'));
  const template = execFileSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'api/test/pglite-template.ts')],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  ).trim();
  mkdirSync(join(dataDir, 'pglite'));
  execFileSync('tar', ['-xzf', template, '-C', join(dataDir, 'pglite')], { stdio: 'ignore' });
  return dataDir;
}

export async function startApiProcess(
  options: {
    port?: number;
    env?: Record<string, string>;
    inheritOutput?: boolean;
    /** An existing data directory (a restart); kept on stop. */
    dataDir?: string;
  } = {},
): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const dataDir =
    options.dataDir ??
    (options.env?.DATA_DIR ? mkdtempSync(join(tmpdir(), 'northbeam-e2e-')) : seededDataDir());
  const child = spawn(process.execPath, serverArgs(), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-only-session-secret-e2e-only-session-secret',
      // Every e2e request comes from 127.0.0.1: per-address limits would throttle the suite
      // itself (the API's own tests cover them). Per-account sign-in lockout stays as configured.
      FORM_RATE_LIMIT: '100000',
      LOGIN_IP_MAX_ATTEMPTS: '100000',
      SEARCH_RATE_LIMIT: '100000',
      ...options.env,
    },
    stdio: options.inheritOutput ? 'inherit' : ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The API did not become ready within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    child,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
