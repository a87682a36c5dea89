/** The real start script, as `npm start` runs it: configuration errors, first start, SIGTERM drain. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverArgs } from '../test/api-entry';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server start', () => {
  it('stops with one clear line on a bad configuration value', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.err().trim()).toBe('Invalid configuration: PORT: expected a port number');
    // A child process through tsx: its start-up alone can take tens of seconds on a busy 2-core CI.
  }, 120_000);

  it('starts on a fresh data folder (migrations, dev admin, demo seed), then drains on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'northbeam-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir };
    // Against PostgreSQL when the suite runs there (PGlite's first start is the slow part).
    if (process.env.TEST_DATABASE_URL) {
      Object.assign(env, { DATABASE_URL: process.env.TEST_DATABASE_URL, SEED_DEMO: 'true' });
    }
    const run = start(env);
    let child: ChildProcess | undefined = run.child;
    try {
      await waitFor(() => run.out().includes('"listening on'), 120_000);
      if (!process.env.TEST_DATABASE_URL) {
        expect(run.out()).toMatch(/Development administrator created:[\s\S]*password: \S{20,}/);
      }
      const base = `http://127.0.0.1:${port}`;
      const posts = await fetch(`${base}/api/blogs`);
      expect(Number(posts.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5);

      // A request in flight: headers sent, body still arriving when SIGTERM comes.
      const body = JSON.stringify({
        firstName: 'In',
        lastName: 'Flight',
        email: 'in@flight.example',
        phone: '5125550100',
      });
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(`${base}/api/contact`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          run.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      expect(await answer).toBe(201);
      expect(await run.exited).toBe(0);
      child = undefined;
      expect(run.out()).toContain('draining requests in flight');
    } finally {
      child?.kill('SIGKILL');
    }
  }, 180_000);
});
