import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMIN_CSP, API_CSP, HSTS, PAGE_CSP } from './security-headers';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

function expectCommon(headers: Headers) {
  for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), name).toBe(value);
}

describe('security headers', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startTestServer();
    call = http(server.url);
    await server.storage.images.put('probe-image.png', fixture('image.png'), 'image/png');
  });
  afterAll(() => server?.close());

  it('pages: a strict CSP without inline script, no framing', async () => {
    const page = await call('GET', '/');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expectCommon(page.headers);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toBe(PAGE_CSP);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('admin pages: the same policy, plus blob: images (previews of pictures picked from disk)', async () => {
    const admin = await call('GET', '/admin/blogs/new');
    expectCommon(admin.headers);
    expect(admin.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(ADMIN_CSP).toContain("img-src 'self' data: blob: https:");
    expect(PAGE_CSP).not.toContain('blob:');
  });

  it('API answers, errors and uploaded files: nothing may load or run', async () => {
    for (const path of [
      '/api/blogs',
      '/api/no-such-thing',
      '/api/admin/profile',
      '/uploads/probe-image.png',
    ]) {
      const answer = await call('GET', path);
      expectCommon(answer.headers);
      expect(answer.headers.get('content-security-policy'), path).toBe(API_CSP);
    }
    const image = await call('GET', '/uploads/probe-image.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY: no HSTS over plain http', async () => {
    const answer = await call('GET', '/api/blogs', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers behind a TLS proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
    call = http(server.url);
  });
  afterAll(() => server?.close());

  it('sends HSTS and upgrade-insecure-requests only when the request came over https', async () => {
    const tls = await call('GET', '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe(HSTS);
    expect(tls.headers.get('content-security-policy')).toBe(
      `${PAGE_CSP}; upgrade-insecure-requests`,
    );
    const plain = await call('GET', '/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('marks the session cookie Secure over https', async () => {
    const session = await server.signIn();
    const answer = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ email: session.email, password: session.password }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/sid=[^;]+;.*secure/i);
  });
});
