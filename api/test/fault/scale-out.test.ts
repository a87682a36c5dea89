/**
 * Two API processes on one PostgreSQL and one S3-compatible object store (s3rver) behave as one:
 * a session made on one works on the other (cookie and bearer), a sign-out on one ends it on
 * both, form rate limits count across both, uploads made on one are served by the other, and a
 * blog write on one invalidates the other's rendered pages (PostgreSQL LISTEN/NOTIFY).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../src/db/connection';
import { startPgCluster, type PgCluster } from '../pg-cluster';
import { startTestS3, type TestS3 } from '../s3';
import { signIn, startApi, type ApiProcess } from './api-process';

const fixtures = fileURLToPath(new URL('../../../shared/test-fixtures/', import.meta.url));
const image = readFileSync(join(fixtures, 'image.png'));
const resume = readFileSync(join(fixtures, 'resume.pdf'));

let cluster: PgCluster;
let s3: TestS3;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  cluster = await startPgCluster();
  const admin = connectPostgres(cluster.url, { min: 0, max: 1 });
  await admin.db.raw('create database scale');
  await admin.close();

  s3 = await startTestS3('northbeam-scale');

  // Replicas share the database, the object store and the session secret (as behind nginx).
  const env = {
    DATABASE_URL: cluster.urlFor('scale'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_DISABLED: 'false',
    FORM_RATE_LIMIT: '3',
    ...s3.env,
  };
  a = await startApi(env);
  b = await startApi(env);
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.close();
  await cluster?.destroy();
});

describe('two API processes, one PostgreSQL, one object store', () => {
  it('a session made on A works on B (cookie and bearer); signing out on B ends it on A', async () => {
    const session = await signIn(a.url, a.admin);
    const viaBearer = await fetch(`${b.url}/api/admin/profile`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(viaBearer.status).toBe(200);

    // Act on B with A's cookie: create a job.
    const job = await fetch(`${b.url}/api/careers`, {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Made on B',
        description: 'D',
        requirements: ['R'],
        location: 'L',
      }),
    });
    expect(job.status).toBe(201);
    const jobId = ((await job.json()) as { _id: string })._id;
    expect((await fetch(`${a.url}/api/careers/${jobId}`)).status).toBe(200);

    const out = await fetch(`${b.url}/api/admin/logout`, {
      method: 'POST',
      headers: { Cookie: session.cookie },
    });
    expect(out.status).toBe(204);
    const after = await fetch(`${a.url}/api/admin/profile`, {
      headers: { Cookie: session.cookie },
    });
    expect(after.status).toBe(401);
  });

  it('form rate limits count across processes', async () => {
    const send = (api: ApiProcess, i: number) =>
      fetch(`${api.url}/api/consultation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'R', lastName: 'L', email: `rate-${i}@example.com` }),
      });
    expect((await send(a, 1)).status).toBe(201);
    expect((await send(b, 2)).status).toBe(201);
    expect((await send(a, 3)).status).toBe(201);
    const limited = await send(b, 4);
    expect(limited.status).toBe(429);
    expect(typeof ((await limited.json()) as { message: string }).message).toBe('string');
  });

  it('an image uploaded on A is served by B; a resume sent to A is downloaded from B', async () => {
    const { token } = await signIn(a.url, a.admin);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Scaled out',
      excerpt: 'E',
      content: '<p>C</p>',
      author: 'A',
      category: 'DevOps',
    }))
      form.append(k, v);
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'x.png');
    const post = await fetch(`${a.url}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(post.status).toBe(201);
    const { imageUrl } = (await post.json()) as { imageUrl: string };
    const served = await fetch(`${b.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);

    const job = await fetch(`${a.url}/api/careers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'S3 job',
        description: 'D',
        requirements: ['R'],
        location: 'L',
      }),
    });
    const jobId = ((await job.json()) as { _id: string })._id;
    const apply = new FormData();
    apply.append('fullName', 'Ada Lovelace');
    apply.append('email', 'ada@example.com');
    apply.append('phone', '+1 512 555 0100');
    apply.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const applied = await fetch(`${a.url}/api/careers/${jobId}/apply`, {
      method: 'POST',
      body: apply,
    });
    expect(applied.status).toBe(201);
    const applicationId = ((await applied.json()) as { _id: string })._id;
    const download = await fetch(`${b.url}/api/careers/applications/${applicationId}/resume`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(resume);

    // In the bucket under their prefixes, not on either process's disk.
    const keys = await s3.keys();
    expect(keys).toContain(`images/${imageUrl.slice('/uploads/'.length)}`);
    expect(keys.some((k) => k?.startsWith('resumes/'))).toBe(true);
    for (const api of [a, b]) expect(existsSync(join(api.dataDir, 'uploads'))).toBe(false);
  });

  it("a blog write on A invalidates B's cached pages (feed and anonymous API reads)", async () => {
    const feed = async () => (await fetch(`${b.url}/blog/feed.xml`)).text();
    const posts = async () => (await fetch(`${b.url}/api/blogs`)).text();
    const title = `Fresh ${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      // The second round is answered from B's caches.
      expect(await feed()).not.toContain(title);
      expect(await posts()).not.toContain(title);
    }

    const { token } = await signIn(a.url, a.admin);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title,
      excerpt: 'E',
      content: '<p>C</p>',
      author: 'A',
      category: 'DevOps',
      imageUrl: 'https://example.com/x.png',
    }))
      form.append(k, v);
    const post = await fetch(`${a.url}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(post.status).toBe(201);

    const until = Date.now() + 5_000;
    let text = await feed();
    while (!text.includes(title) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      text = await feed();
    }
    expect(text).toContain(title);
    expect(await posts()).toContain(title);
  });
});
