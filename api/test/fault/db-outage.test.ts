/**
 * PostgreSQL stops under a running API: every call that needs the database answers 503 with a
 * clear JSON message and Retry-After, /readyz fails, /healthz still answers, the process stays
 * up, and it recovers by itself when the database is back (same process, same session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from '../pg-cluster';
import { signIn, startApi, type ApiProcess } from './api-process';

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

let cluster: PgCluster;
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  cluster = await startPgCluster();
  api = await startApi({ DATABASE_URL: cluster.url });
  ({ token } = await signIn(api.url, api.admin));
});

afterAll(async () => {
  await api?.stop();
  await cluster?.destroy();
});

const contact = (marker: string) =>
  fetch(`${api.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Outage',
      lastName: 'Test',
      email: `${marker}@example.com`,
      phone: '+1 512 555 0100',
      message: marker,
    }),
  });

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await response.json()).toEqual({ message: UNAVAILABLE });
}

async function waitUntil(check: () => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.each(['fast', 'immediate'] as const)('PostgreSQL stopped (%s)', (mode) => {
  it('answers 503 JSON while down, fails /readyz, and recovers by itself', async () => {
    expect((await contact(`before-${mode}`)).status).toBe(201);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);

    await cluster.stop(mode);
    const started = Date.now();

    await expectUnavailable(await contact(`during-${mode}`));
    await expectUnavailable(await fetch(`${api.url}/api/blogs`));
    await expectUnavailable(await fetch(`${api.url}/api/careers`));
    // The session lookup itself needs the database: still a 503, never a 401 or a 500.
    await expectUnavailable(
      await fetch(`${api.url}/api/contact`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    await expectUnavailable(
      await fetch(`${api.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(api.admin),
      }),
    );
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'database unreachable' });
    // Liveness stays green: an orchestrator should not restart a process that is fine.
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    // A dead database fails fast rather than hanging requests.
    expect(Date.now() - started).toBeLessThan(20_000);

    await cluster.start();
    await waitUntil(async () => (await fetch(`${api.url}/readyz`)).status === 200, 20_000);
    expect((await contact(`after-${mode}`)).status).toBe(201);
    const list = await fetch(`${api.url}/api/contact?limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { message: string }[];
    const markers = rows.map((r) => r.message);
    expect(markers).toContain(`before-${mode}`);
    expect(markers).toContain(`after-${mode}`);
    expect(markers).not.toContain(`during-${mode}`);

    // Still the same process: it never crashed or restarted.
    const exited = await Promise.race([api.exited, new Promise((r) => setTimeout(r, 10, 'up'))]);
    expect(exited).toBe('up');
    expect(api.output()).not.toMatch(/uncaught|unhandled/i);
  });
});
