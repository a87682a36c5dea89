import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../test/http';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let call: ReturnType<typeof http>;
let site: string;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'northbeam-site-'));
  await mkdir(join(site, 'assets'), { recursive: true });
  await mkdir(join(site, 'admin'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>site</title>');
  await writeFile(join(site, 'admin', 'index.html'), '<!doctype html><title>admin</title>');
  await writeFile(join(site, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(join(site, 'robots.txt'), 'User-agent: *');
  server = await startTestServer({ siteDist: site, seedDemo: true });
  call = http(server.url);
});
afterAll(async () => {
  await server?.close();
  await rm(site, { recursive: true, force: true });
});

describe('health', () => {
  it('GET /healthz answers while the process is up; GET /readyz when the database answers', async () => {
    expect(await call('GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await call('GET', '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});

describe('errors', () => {
  it('unknown /api paths answer 404 JSON', async () => {
    const answer = await call('GET', '/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not found' });
  });

  it('a wrong method on a known path answers 405 JSON, never a 500', async () => {
    const answer = await call('PATCH', '/api/contact');
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: 'Method not allowed' });
    expect((await call('GET', '/api')).body).toEqual({ message: 'Not found' });
  });

  it('malformed URLs and multipart bodies are client errors', async () => {
    expect((await call('GET', '/api/blogs/%E0%A4%A')).status).toBeLessThan(500);
    const broken = await call('POST', `/api/careers/00000000-0000-4000-8000-000000000000/apply`, {
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
    expect(broken.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('carries a request id', async () => {
    const answer = await call('GET', '/healthz', { headers: { 'X-Request-Id': 'trace-12345678' } });
    expect(answer.headers.get('x-request-id')).toBe('trace-12345678');
    expect((await call('GET', '/healthz')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('cross-origin reads', () => {
  it('lets other hosts read public posts and jobs, never admin data', async () => {
    const posts = await call('GET', '/api/blogs', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(posts.headers.get('access-control-allow-origin')).toBe('*');
    expect(posts.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
    const session = await server.signIn();
    const asAdmin = await call('GET', '/api/blogs', { auth: { token: session.token } });
    expect(asAdmin.headers.get('access-control-allow-origin')).toBeNull();
    const contacts = await call('GET', '/api/contact', { auth: { token: session.token } });
    expect(contacts.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('demo seed', () => {
  it('gives the public site posts and active jobs; the inactive job stays hidden', async () => {
    const posts = await call('GET', '/api/blogs');
    expect(posts.body.length).toBeGreaterThanOrEqual(5);
    for (const post of posts.body)
      expect(post.imageUrl).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
    const jobs = await call('GET', '/api/careers');
    const all = await call('GET', '/api/careers', {
      auth: { token: (await server.signIn()).token },
    });
    expect(all.body.length).toBe(jobs.body.length + 1);
  });
});

describe('the built site', () => {
  it('serves hashed assets with immutable caching', async () => {
    const answer = await call('GET', '/assets/app-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('serves the admin shell under /admin and the site shell for other routes', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/jobs/new']) {
      const answer = await call('GET', path);
      expect(answer.text, path).toContain('<title>admin</title>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    for (const path of ['/', '/blog/some-post', '/careers/123']) {
      expect((await call('GET', path)).text, path).toContain('<title>site</title>');
    }
    // robots.txt is the API's own (SEO routes), whatever the built site holds.
    expect((await call('GET', '/robots.txt')).text).toMatch(
      /^User-agent: \*\n[\s\S]*Disallow: \/admin/,
    );
    expect((await call('GET', '/missing.png')).status).toBe(404);
    expect((await call('GET', '/../../etc/passwd')).status).not.toBe(500);
  });

  it('answers a build note at / when the site is not built', async () => {
    const bare = await startTestServer();
    try {
      const answer = await http(bare.url)('GET', '/');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('npm run build -w site');
    } finally {
      await bare.close();
    }
  });

  it('answers 404 for unknown uploads', async () => {
    expect((await call('GET', '/uploads/nope.png')).status).toBe(404);
    expect((await call('GET', '/uploads/..%2F..%2Fsecret.png')).status).toBe(404);
  });
});
