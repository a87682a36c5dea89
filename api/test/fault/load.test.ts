/**
 * Acknowledged means stored. A bounded load of contact, consultation and application submissions
 * (loopback, fixed count and concurrency) runs against the real server on a real PostgreSQL while
 * (1) the database is restarted, (2) the API process gets SIGTERM. Afterwards every submission
 * that got a 2xx is in the database exactly once (with its resume file), and every one that did
 * not got a JSON error or a connection error (a retry would be a new submission).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type DbHandle } from '../../src/db/connection';
import { startPgCluster, type PgCluster } from '../pg-cluster';
import { signIn, startApi, type ApiProcess } from './api-process';

const TOTAL = 300;
const CONCURRENCY = 10;
const resume = readFileSync(
  fileURLToPath(new URL('../../../shared/test-fixtures/resume.pdf', import.meta.url)),
);

let cluster: PgCluster;
let db: DbHandle;

beforeAll(async () => {
  cluster = await startPgCluster();
  db = connectPostgres(cluster.url, { min: 0, max: 2 });
});
afterAll(async () => {
  await db?.close();
  await cluster?.destroy();
});

type Kind = 'contact' | 'consultation' | 'application';
interface Outcome {
  marker: string;
  kind: Kind;
  status?: number;
  /** The JSON message of a non-2xx answer. */
  message?: string;
  /** A connection-level failure (reset, refused, closed). */
  networkError?: string;
}

async function submit(base: string, jobId: string, i: number): Promise<Outcome> {
  const kind: Kind = (['contact', 'consultation', 'application'] as const)[i % 3]!;
  const marker = `load-${kind}-${i}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${marker}@load.example`;
  let init: RequestInit;
  let path: string;
  if (kind === 'application') {
    const form = new FormData();
    form.append('fullName', 'Load Test');
    form.append('email', email);
    form.append('phone', '+1 512 555 0100');
    form.append('coverLetter', marker);
    form.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    path = `/api/careers/${jobId}/apply`;
    init = { method: 'POST', body: form };
  } else {
    path = `/api/${kind}`;
    init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Load',
        lastName: 'Test',
        email,
        phone: '+1 512 555 0100',
        company: 'Loopback',
        message: marker,
      }),
    };
  }
  try {
    const response = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const outcome: Outcome = { marker, kind, status: response.status };
    if (!response.ok) {
      const body = JSON.parse(text) as { message?: unknown };
      if (typeof body.message !== 'string' || !body.message) {
        throw new Error(`error without a message: ${response.status} ${text.slice(0, 200)}`);
      }
      outcome.message = body.message;
    }
    return outcome;
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`non-JSON answer for ${marker}`);
    if ((error as Error).message.startsWith('error without')) throw error;
    return { marker, kind, networkError: String((error as Error).cause ?? error) };
  }
}

/** Runs TOTAL submissions, CONCURRENCY at a time; calls `fault` once `faultAfter` have finished. */
async function runLoad(
  base: string,
  jobId: string,
  faultAfter: number,
  fault: () => Promise<void>,
) {
  const outcomes: Outcome[] = [];
  let next = 0;
  let faulted: Promise<void> | undefined;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      outcomes.push(await submit(base, jobId, i));
      if (!faulted && outcomes.length >= faultAfter) faulted = fault();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await faulted;
  return outcomes;
}

/** Checks the database against what the clients were told. */
async function verify(outcomes: Outcome[], dataDir: string) {
  const stored = new Map<string, number>();
  const keys = new Map<string, string>();
  for (const table of ['contact_submissions', 'consultation_requests']) {
    const rows = (await db.db(table).where('email', 'like', '%@load.example').select('email')) as {
      email: string;
    }[];
    for (const row of rows) stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
  }
  const applications = (await db
    .db('job_applications')
    .where('email', 'like', '%@load.example')
    .select('email', 'resume_key')) as { email: string; resume_key: string }[];
  for (const row of applications) {
    stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
    keys.set(row.email, row.resume_key);
  }

  const acknowledged = outcomes.filter((o) => o.status && o.status >= 200 && o.status < 300);
  const refused = outcomes.filter((o) => !(o.status && o.status >= 200 && o.status < 300));
  for (const o of acknowledged) {
    const email = `${o.marker}@load.example`;
    expect(stored.get(email), `acknowledged ${o.marker} stored exactly once`).toBe(1);
    if (o.kind === 'application') {
      expect(existsSync(join(dataDir, 'uploads', 'resumes', keys.get(email)!))).toBe(true);
    }
  }
  for (const o of refused) {
    // Never stored twice; either a clear JSON error (503 while the database is away) or no answer.
    expect(stored.get(`${o.marker}@load.example`) ?? 0).toBeLessThanOrEqual(1);
    if (o.status) {
      expect(o.status, `${o.marker}: ${o.message}`).toBe(503);
      expect(o.message).toBe('The service is temporarily unavailable. Please try again shortly.');
    } else {
      expect(o.networkError).toBeTruthy();
    }
  }
  // Nothing stored that nobody asked for.
  const markers = new Set(outcomes.map((o) => `${o.marker}@load.example`));
  for (const email of stored.keys()) expect(markers.has(email)).toBe(true);
  return { acknowledged: acknowledged.length, refused: refused.length };
}

async function createJob(api: ApiProcess) {
  const { token } = await signIn(api.url, api.admin);
  const response = await fetch(`${api.url}/api/careers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Load tester',
      description: 'Applies a lot.',
      requirements: ['Patience'],
      location: 'Loopback',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

describe('under load', () => {
  it('a PostgreSQL restart mid-load: acknowledged submissions are stored exactly once', async () => {
    await db.db.raw('create database load_restart');
    const api = await startApi({ DATABASE_URL: cluster.urlFor('load_restart') });
    const check = connectPostgres(cluster.urlFor('load_restart'), { min: 0, max: 2 });
    try {
      const jobId = await createJob(api);
      const started = Date.now();
      const outcomes = await runLoad(api.url, jobId, TOTAL / 3, () => cluster.restart());
      const seconds = (Date.now() - started) / 1000;
      const saved = db;
      db = check;
      try {
        const result = await verify(outcomes, api.dataDir).catch((error: Error) => {
          // The server's own account of any unexpected error, next to the failed expectation.
          const logged = api
            .output()
            .split('\n')
            .filter((l) => l.includes('unhandled error'));
          error.message += `\n${logged.slice(0, 3).join('\n').slice(0, 3000)}`;
          throw error;
        });
        console.info(`PostgreSQL restart: ${JSON.stringify(result)} in ${seconds.toFixed(1)} s`);
        expect(result.acknowledged + result.refused).toBe(TOTAL);
        expect(result.acknowledged).toBeGreaterThan(TOTAL / 3);
      } finally {
        db = saved;
      }
      // The same process is still up and healthy.
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    } finally {
      await check.close();
      await api.stop();
    }
  });

  it('SIGTERM of the API mid-load: requests in flight finish, acknowledged means stored', async () => {
    await db.db.raw('create database load_sigterm');
    const api = await startApi({ DATABASE_URL: cluster.urlFor('load_sigterm') });
    const check = connectPostgres(cluster.urlFor('load_sigterm'), { min: 0, max: 2 });
    try {
      const jobId = await createJob(api);
      const outcomes = await runLoad(api.url, jobId, TOTAL / 3, async () => {
        api.signal('SIGTERM');
      });
      expect(await api.exited).toBe(0);
      const saved = db;
      db = check;
      try {
        const result = await verify(outcomes, api.dataDir);
        console.info(`SIGTERM: ${JSON.stringify(result)}`);
        expect(result.acknowledged).toBeGreaterThanOrEqual(TOTAL / 3);
        // After the exit nobody is listening: the rest failed at the connection, never half-done.
        expect(result.refused).toBeGreaterThan(0);
      } finally {
        db = saved;
      }
    } finally {
      await check.close();
      await api.stop();
    }
  });
});
