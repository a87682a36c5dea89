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
    server = await startTestServer({ seedDemo: true, siteDist, trustProxy: true });
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
