/**
 * The real server (src/server.ts, as `npm start` runs it) in a child process on 127.0.0.1 and a
 * free port, for tests that stop databases and send signals.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from '../api-entry';
import { freePort } from '../pg-cluster';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  url: string;
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  pid: number;
  signal(signal: NodeJS.Signals): void;
  /** SIGTERM, wait for the exit, delete the data folder (unless keepData). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startApi(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'northbeam-proc-')));
  const admin = {
    email: env.ADMIN_EMAIL ?? 'fault-admin@example.com',
    password: env.ADMIN_PASSWORD ?? 'fault-admin-password-1234',
  };
  const child = spawn(process.execPath, serverArgs(), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIST: join(dataDir, 'no-site'),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      RATE_LIMIT_DISABLED: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));

  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (done) throw new Error(`the API exited during start:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the API did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    admin,
    output: () => output,
    exited,
    pid: child.pid!,
    signal: (signal) => {
      if (!done) child.kill(signal);
    },
    async stop(stopOptions = {}) {
      if (!done) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      if (!stopOptions.keepData && !options.dataDir) {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Signs in through the API; answers the bearer token and the Cookie header value. */
export async function signIn(url: string, admin: { email: string; password: string }) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  const body = (await response.json()) as { token: string };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
  return { token: body.token, cookie };
}
