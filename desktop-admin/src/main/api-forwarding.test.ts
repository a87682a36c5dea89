import { describe, expect, it, vi } from 'vitest';
import { createApiForwarder, fileNameFromDisposition, NoServerError } from './api-forwarding';
import { memoryTokenStore } from './test-support/memory-token-store';

const ORIGIN = 'https://www.example.com';

interface Seen {
  url: string;
  method: string;
  authorization: string | null;
}

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const tokens = memoryTokenStore();
  const seen: Seen[] = [];
  const refused = vi.fn();
  const signedIn = vi.fn();
  const fetchFn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    seen.push({
      url,
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('authorization'),
    });
    return answer(url, init);
  });
  const forwarder = createApiForwarder({
    getOrigin: () => ORIGIN,
    tokens,
    onSessionRefused: refused,
    onSignedIn: signedIn,
    fetch: fetchFn as typeof fetch,
  });
  return { forwarder, tokens, seen, refused, signedIn };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('API forwarding (unit)', () => {
  it('keeps the login token in the store and out of the response', async () => {
    const t = setup(() =>
      json(
        200,
        {
          _id: '1',
          email: 'a@b.c',
          name: 'A',
          role: 'owner',
          twoFactor: false,
          twoFactorSetupRequired: false,
          token: 'secret-token',
        },
        { 'set-cookie': 'sid=x' },
      ),
    );
    const res = await t.forwarder.forward({
      method: 'POST',
      path: '/api/admin/login',
      body: { kind: 'json', data: { email: 'a@b.c', password: 'pw' } },
    });
    expect(res.body).toEqual({
      _id: '1',
      email: 'a@b.c',
      name: 'A',
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    expect(JSON.stringify(res)).not.toContain('secret-token');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(t.tokens.entries.get(ORIGIN)).toBe('secret-token');
    expect(t.seen[0]).toEqual({
      url: `${ORIGIN}/api/admin/login`,
      method: 'POST',
      authorization: null,
    });
    expect(t.signedIn).toHaveBeenCalledOnce();
  });

  it('adds the bearer token to later calls', async () => {
    const t = setup(() => json(200, [], { 'x-total-count': '0' }));
    await t.tokens.set(ORIGIN, 'tok');
    const res = await t.forwarder.forward({
      method: 'GET',
      path: '/api/contact',
      query: { page: 2 },
    });
    expect(res).toEqual({
      status: 200,
      headers: expect.objectContaining({ 'x-total-count': '0' }),
      body: [],
    });
    expect(t.seen[0]).toEqual({
      url: `${ORIGIN}/api/contact?page=2`,
      method: 'GET',
      authorization: 'Bearer tok',
    });
  });

  it('clears the token and tells the renderer when the session is refused', async () => {
    const t = setup(() => json(401, { message: 'Not signed in' }));
    await t.tokens.set(ORIGIN, 'expired');
    const res = await t.forwarder.forward({ method: 'GET', path: '/api/admin/profile' });
    expect(res.status).toBe(401);
    expect(t.tokens.entries.has(ORIGIN)).toBe(false);
    expect(t.refused).toHaveBeenCalledOnce();
  });

  it('does not report a refused session for a failed login', async () => {
    const t = setup(() => json(401, { message: 'Invalid email or password' }));
    const res = await t.forwarder.forward({
      method: 'POST',
      path: '/api/admin/login',
      body: { kind: 'json', data: { email: 'a@b.c', password: 'bad' } },
    });
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
    expect(t.refused).not.toHaveBeenCalled();
    expect(t.signedIn).not.toHaveBeenCalled();
  });

  it('logout revokes on the server, then deletes the entry — even when the server is unreachable', async () => {
    const t = setup(() => new Response(null, { status: 204 }));
    await t.tokens.set(ORIGIN, 'tok');
    expect((await t.forwarder.forward({ method: 'POST', path: '/api/admin/logout' })).status).toBe(
      204,
    );
    expect(t.seen[0]?.authorization).toBe('Bearer tok');
    expect(t.tokens.entries.has(ORIGIN)).toBe(false);

    const down = setup(() => Promise.reject(new TypeError('fetch failed')));
    await down.tokens.set(ORIGIN, 'tok');
    await expect(
      down.forwarder.forward({ method: 'POST', path: '/api/admin/logout' }),
    ).rejects.toThrow('fetch failed');
    expect(down.tokens.entries.has(ORIGIN)).toBe(false);
  });

  it('refuses to run without a configured server', async () => {
    const forwarder = createApiForwarder({ getOrigin: () => null, tokens: memoryTokenStore() });
    await expect(forwarder.forward({ method: 'GET', path: '/api/contact' })).rejects.toBeInstanceOf(
      NoServerError,
    );
  });

  it('downloads with the token and reads the file name', async () => {
    const t = setup(
      () =>
        new Response(new Uint8Array([1, 2, 3]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''Jane%20Doe%20CV.pdf`,
          },
        }),
    );
    await t.tokens.set(ORIGIN, 'tok');
    const file = await t.forwarder.download('/api/careers/applications/1/resume');
    expect(file).toEqual({
      status: 200,
      data: new Uint8Array([1, 2, 3]),
      contentType: 'application/pdf',
      fileName: 'Jane Doe CV.pdf',
    });
    expect(t.seen[0]?.authorization).toBe('Bearer tok');
  });

  it('parses Content-Disposition file names', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.docx')).toBe('plain.docx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
