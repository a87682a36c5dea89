/**
 * Answers from memory (the cached-response lane) must be indistinguishable from the Koa path's:
 * the same security and cache headers, 304s, encodings and HEAD, and only for what may be cached.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { REPO_ROOT } from '../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built = existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));
const VOLATILE = new Set([
  'date',
  'x-request-id',
  'x-render-cache',
  'x-api-cache',
  'keep-alive',
  'connection',
]);

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !VOLATILE.has(name)));

describe('cached-response lane', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No background work: the day's first look of the job-closing job clears the caches at start,
    // which would make a first read racing it uncacheable (on PostgreSQL it often does).
    server = await startTestServer({
      seedDemo: true,
      siteDist,
      trustProxy: true,
      background: false,
    });
  });
  afterAll(async () => server?.close());
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers: { 'accept-encoding': 'br', ...headers } });

  it('answers a public API read from memory with the same headers and body', async () => {
    const first = await get('/api/blogs?limit=2');
    expect(first.headers.get('x-api-cache')).toBe('miss');
    const second = await get('/api/blogs?limit=2');
    expect(second.headers.get('x-api-cache')).toBe('hit');
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-total-count')).toBeTruthy();
    expect(second.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers 304 to a matching ETag, nothing to HEAD, and the negotiated encoding', async () => {
    const { headers } = await get('/api/careers');
    const etag = headers.get('etag')!;
    const notModified = await get('/api/careers', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    const head = await get('/api/careers', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const plain = await get('/api/careers', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzip = await get('/api/careers', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(await plain.json());
  });

  it('negotiates each hit anew, with its own request id, from the header blocks it keeps', async () => {
    // The lane keeps a response's header blocks and each Accept-Encoding's answer: hits that ask
    // differently, one after the other, must still get what they asked for.
    const koa = await get('/api/blogs?limit=3', { 'accept-encoding': 'gzip' });
    expect(koa.headers.get('x-api-cache')).toBe('miss');
    const plain = await (await get('/api/blogs?limit=3', { 'accept-encoding': 'identity' })).text();
    const asked: Array<[string, string | null]> = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
      ['br', 'br'],
      ['gzip, br;q=0.5', 'gzip'],
    ];
    for (const [acceptEncoding, contentEncoding] of asked) {
      const hit = await get('/api/blogs?limit=3', { 'accept-encoding': acceptEncoding });
      expect(hit.headers.get('x-api-cache')).toBe('hit');
      expect(hit.headers.get('content-encoding')).toBe(contentEncoding);
      expect(await hit.text()).toBe(plain);
      expect(headersOf(hit)).toEqual({
        ...headersOf(koa),
        'content-encoding': contentEncoding ?? undefined,
        'content-length': hit.headers.get('content-length'),
      });
    }
    // Plain and over TLS (behind the proxy) from one kept answer: HSTS only for the latter.
    const tls = await get('/api/blogs?limit=3', { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
    const again = await get('/api/blogs?limit=3');
    expect(again.headers.get('strict-transport-security')).toBeNull();
    // Each answer has its own id; a proxy's sane id is kept.
    const ids = new Set<string | null>();
    for (let i = 0; i < 3; i++)
      ids.add((await get('/api/blogs?limit=3')).headers.get('x-request-id'));
    expect(ids.size).toBe(3);
    const proxied = await get('/api/blogs?limit=3', { 'x-request-id': 'proxy-id-1234' });
    expect(proxied.headers.get('x-request-id')).toBe('proxy-id-1234');
    const notModified = await get('/api/blogs?limit=3', {
      'if-none-match': again.headers.get('etag')!,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-type')).toBeNull();
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never answers a signed-in reader from the public cache', async () => {
    await get('/api/blogs');
    const admin = await server.signIn();
    const signedIn = await get('/api/blogs', { authorization: `Bearer ${admin.token}` });
    expect(signedIn.headers.get('x-api-cache')).toBeNull();
  });

  it.skipIf(!built)(
    'answers a rendered page from memory as the renderer did, TLS headers behind a proxy',
    async () => {
      const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
      const first = await get('/careers', proxied);
      const second = await get('/careers', proxied);
      expect(second.headers.get('x-render-cache')).toBe('hit');
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.headers.get('strict-transport-security')).toContain('max-age=');
      expect(second.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expect(await second.text()).toContain('https://www.example.com/careers');
      // Another origin is another page (its canonical links differ).
      const plain = await get('/careers');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect(await plain.text()).not.toContain('https://www.example.com/careers');
    },
  );
});
