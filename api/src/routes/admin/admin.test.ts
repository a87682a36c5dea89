import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInfo } from '@northbeam/shared/contract/admin';
import { cookieFrom, startTestServer, type TestServer } from '../../../test/test-server';
import { http } from '../../../test/http';

let server: TestServer;
let call: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer();
  call = http(server.url);
});
afterAll(() => server?.close());

describe('POST /api/admin/login', () => {
  it('answers the admin info with a token and sets an HttpOnly SameSite cookie', async () => {
    const { email, password } = await server.signIn();
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email.toUpperCase(), password }),
    });
    expect(response.status).toBe(200);
    const body = adminInfo.parse(await response.json());
    expect(body.email).toBe(email);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/sid=[^;]+;.*httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 with the same message for a wrong e-mail and a wrong password', async () => {
    const { email } = await server.signIn();
    const wrongPassword = await call('POST', '/api/admin/login', {
      json: { email, password: 'not-the-password' },
    });
    const wrongEmail = await call('POST', '/api/admin/login', {
      json: { email: 'nobody@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: expect.any(String) });
    expect(wrongEmail.body).toEqual(wrongPassword.body);
  });

  it('requires e-mail and password (400) and a JSON body (415)', async () => {
    const missing = await call('POST', '/api/admin/login', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const form = await call('POST', '/api/admin/login', {
      body: 'email=a%40b.c&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body.message).toEqual(expect.any(String));
  });

  it('issues a new session id at sign-in (no session fixation)', async () => {
    const first = await server.signIn();
    const response = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: first.cookie },
      body: JSON.stringify({ email: first.email, password: first.password }),
    });
    const { token } = (await response.json()) as { token: string };
    expect(token).not.toBe(first.token);
    expect(cookieFrom(response)).toContain(`sid=${token}`);
    // The session the request came with is gone.
    expect((await call('GET', '/api/admin/profile', { auth: { token: first.token } })).status).toBe(
      401,
    );
  });
});

describe('GET /api/admin/profile', () => {
  it('answers the admin info by cookie and by bearer token, 401 otherwise', async () => {
    const session = await server.signIn();
    const byCookie = await call('GET', '/api/admin/profile', { auth: { cookie: session.cookie } });
    const byToken = await call('GET', '/api/admin/profile', { auth: { token: session.token } });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual({
      _id: session.staffId,
      email: session.email,
      name: expect.any(String),
      role: 'owner',
      twoFactor: false,
      twoFactorSetupRequired: false,
    });
    expect(byToken.body).toEqual(byCookie.body);
    expect((await call('GET', '/api/admin/profile')).status).toBe(401);
    const forged = await call('GET', '/api/admin/profile', {
      auth: { token: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'Not signed in' });
  });

  it('refuses an unsigned (tampered) cookie', async () => {
    const session = await server.signIn();
    const sidOnly = session.cookie.split('; ').find((c) => c.startsWith('sid='))!;
    expect((await call('GET', '/api/admin/profile', { auth: { cookie: sidOnly } })).status).toBe(
      401,
    );
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session: the same cookie and token are refused afterwards', async () => {
    const session = await server.signIn();
    const other = await server.signIn({ email: session.email, password: session.password });
    const out = await call('POST', '/api/admin/logout', { auth: { cookie: session.cookie } });
    expect(out.status).toBe(204);
    expect(
      (await call('GET', '/api/admin/profile', { auth: { cookie: session.cookie } })).status,
    ).toBe(401);
    expect(
      (await call('GET', '/api/admin/profile', { auth: { token: session.token } })).status,
    ).toBe(401);
    // Another session of the same administrator is untouched.
    expect((await call('GET', '/api/admin/profile', { auth: { token: other.token } })).status).toBe(
      200,
    );
  });

  it('revokes a bearer session', async () => {
    const session = await server.signIn();
    expect(
      (await call('POST', '/api/admin/logout', { auth: { token: session.token } })).status,
    ).toBe(204);
    expect(
      (await call('GET', '/api/admin/profile', { auth: { token: session.token } })).status,
    ).toBe(401);
  });
});

describe('CSRF (Fetch Metadata)', () => {
  const job = {
    title: 'CSRF probe',
    description: 'd',
    requirements: ['r'],
    location: 'Remote',
  };
  const jobCount = async (token: string) =>
    Number(
      (await call('GET', '/api/careers?limit=1', { auth: { token } })).headers.get('x-total-count'),
    );

  it('lets a client with only the cookie (no custom header, no browser headers) change things', async () => {
    const session = await server.signIn();
    const created = await call('POST', '/api/careers', {
      json: job,
      auth: { cookie: session.cookie },
    });
    expect(created.status).toBe(201);
    const logout = await call('POST', '/api/admin/logout', { auth: { cookie: session.cookie } });
    expect(logout.status).toBe(204);
    expect(
      (await call('GET', '/api/admin/profile', { auth: { cookie: session.cookie } })).status,
    ).toBe(401);
  });

  it.each([['cross-site'], ['same-site'], ['bogus']])(
    'refuses a cookie-authenticated change with Sec-Fetch-Site: %s',
    async (site) => {
      const session = await server.signIn();
      const before = await jobCount(session.token);
      const answer = await call('POST', '/api/careers', {
        json: job,
        auth: { cookie: session.cookie },
        headers: { 'Sec-Fetch-Site': site, Origin: 'http://127.0.0.2:9' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Cross-origin request refused (CSRF protection)' });
      expect(await jobCount(session.token)).toBe(before);
    },
  );

  it('accepts Sec-Fetch-Site same-origin and none, whatever the Origin says', async () => {
    const session = await server.signIn();
    for (const site of ['same-origin', 'none']) {
      const answer = await call('POST', '/api/careers', {
        json: job,
        auth: { cookie: session.cookie },
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(answer.status).toBe(201);
    }
  });

  it('without Sec-Fetch-Site, compares Origin with the host (older browsers)', async () => {
    const session = await server.signIn();
    const foreign = await call('POST', '/api/careers', {
      json: job,
      auth: { cookie: session.cookie },
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const opaque = await call('POST', '/api/careers', {
      json: job,
      auth: { cookie: session.cookie },
      headers: { Origin: 'null' },
    });
    expect(opaque.status).toBe(403);
    const own = await call('POST', '/api/careers', {
      json: job,
      auth: { cookie: session.cookie },
      headers: { Origin: server.url },
    });
    expect(own.status).toBe(201);
  });

  it('leaves bearer requests alone, whatever their origin', async () => {
    const session = await server.signIn();
    const bearer = await call('POST', '/api/careers', {
      json: job,
      auth: { token: session.token },
      headers: { Origin: 'https://desktop.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(bearer.status).toBe(201);
  });

  it('refuses a cross-site logout', async () => {
    const session = await server.signIn();
    const answer = await call('POST', '/api/admin/logout', {
      auth: { cookie: session.cookie, crossSite: true },
    });
    expect(answer.status).toBe(403);
    expect(
      (await call('GET', '/api/admin/profile', { auth: { cookie: session.cookie } })).status,
    ).toBe(200);
  });
});
