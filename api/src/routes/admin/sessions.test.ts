/** Session lifetimes, sign out everywhere, password change and password rules. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_MESSAGE } from '@northbeam/shared/contract/admin';
import { upsertStaff } from '../../services/auth.service';
import { http } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let call: ReturnType<typeof http>;

beforeAll(async () => {
  server = await startTestServer({ security: { sessionIdleMinutes: 60, sessionMaxHours: 12 } });
  call = http(server.url);
});
afterAll(() => server?.close());

const row = (token: string) =>
  server.db('sessions').where('id', createHash('sha256').update(token).digest('hex'));
/** A second session of the same administrator (signIn() would reset the password). */
async function loginAgain(a: { email: string; password: string }) {
  const answer = await call<{ token: string }>('POST', '/api/admin/login', {
    json: { email: a.email, password: a.password },
  });
  expect(answer.status).toBe(200);
  return { token: answer.body.token };
}

const profile = (token: string) => call('GET', '/api/admin/profile', { auth: { token } });

describe('session lifetime', () => {
  it('signs out a session idle longer than the idle timeout', async () => {
    const session = await server.signIn();
    await row(session.token).update({
      last_seen_at: server.db.raw("now() - interval '61 minutes'"),
    });
    expect((await profile(session.token)).status).toBe(401);
  });

  it('slides the idle timeout with activity, writing at most once a minute', async () => {
    const session = await server.signIn();
    await row(session.token).update({
      last_seen_at: server.db.raw("now() - interval '59 minutes'"),
    });
    expect((await profile(session.token)).status).toBe(200);
    const touched = (await row(session.token).first('last_seen_at', 'expires_at'))!;
    expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(10_000);
    const expiresIn = new Date(touched.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    // Within the minute: no write.
    const marker = new Date(Date.now() - 30_000);
    await row(session.token).update({ last_seen_at: marker });
    expect((await profile(session.token)).status).toBe(200);
    const again = (await row(session.token).first('last_seen_at'))!;
    expect(new Date(again.last_seen_at).getTime()).toBe(marker.getTime());
  });

  it('keeps a session saved before staff accounts had one name (its data says adminId)', async () => {
    const session = await server.signIn();
    const { staff_id } = (await row(session.token).first('staff_id'))!;
    await row(session.token).update({ data: JSON.stringify({ adminId: staff_id }) });
    const answer = await profile(session.token);
    expect(answer.status).toBe(200);
    expect((answer.body as { _id: string })._id).toBe(staff_id);
  });

  it('signs out a session older than the absolute lifetime, however active', async () => {
    const session = await server.signIn();
    await row(session.token).update({
      created_at: server.db.raw("now() - interval '12 hours 1 minute'"),
      last_seen_at: server.db.raw('now()'),
      expires_at: server.db.raw("now() + interval '1 hour'"),
    });
    expect((await profile(session.token)).status).toBe(401);
  });

  it('never extends a session past its absolute lifetime, and the cookie lives no longer', async () => {
    const session = await server.signIn();
    await row(session.token).update({
      created_at: server.db.raw("now() - interval '11 hours 50 minutes'"),
      last_seen_at: server.db.raw("now() - interval '5 minutes'"),
    });
    expect((await profile(session.token)).status).toBe(200);
    const { expires_at } = (await row(session.token).first('expires_at'))!;
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: session.email, password: session.password }),
    });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeLessThanOrEqual(12 * 3600_000 + 5_000);
    // …and no shorter: a lasting cookie (not one a phone's browser drops when it is closed) that
    // keeps the sign-in for the configured session.
    expect(expires - Date.now()).toBeGreaterThan(12 * 3600_000 - 60_000);
  });
});

describe('GET /api/admin/session: the check the admin makes at start', () => {
  const check = (auth?: { cookie?: string; token?: string }) =>
    call<{ admin: { email: string } | null }>('GET', '/api/admin/session', auth ? { auth } : {});

  it('answers who is signed in, by cookie or token', async () => {
    const session = await server.signIn();
    for (const auth of [{ cookie: session.cookie }, { token: session.token }]) {
      const answer = await check(auth);
      expect(answer.status).toBe(200);
      expect(answer.body.admin).toMatchObject({ email: session.email });
      expect(answer.body.admin).not.toHaveProperty('token');
    }
  });

  it('answers 200 with nobody when signed out (a browser logs no error), and clears a stale cookie', async () => {
    const anonymous = await check();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ admin: null });

    const session = await server.signIn();
    await row(session.token).delete();
    const stale = await fetch(`${server.url}/api/admin/session`, {
      headers: { Cookie: session.cookie },
    });
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ admin: null });
    const cleared = stale.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cleared).toMatch(/expires=Thu, 01 Jan 1970/i);
  });

  it('refuses a bearer token that opens no session (the desktop app then forgets it)', async () => {
    const session = await server.signIn();
    await row(session.token).delete();
    expect((await check({ token: session.token })).status).toBe(401);
  });
});

describe('POST /api/admin/logout-all', () => {
  it('ends every session of this administrator, and only those', async () => {
    const a = await server.signIn();
    const a2 = await loginAgain(a);
    const other = await server.signIn();
    const answer = await call('POST', '/api/admin/logout-all', { auth: { cookie: a.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sessions: 2 });
    expect((await profile(a.token)).status).toBe(401);
    expect((await profile(a2.token)).status).toBe(401);
    expect((await profile(other.token)).status).toBe(200);
  });

  it('needs a session and refuses cross-site requests', async () => {
    expect((await call('POST', '/api/admin/logout-all')).status).toBe(401);
    const a = await server.signIn();
    const csrf = await call('POST', '/api/admin/logout-all', {
      auth: { cookie: a.cookie, crossSite: true },
    });
    expect(csrf.status).toBe(403);
    expect((await profile(a.token)).status).toBe(200);
  });
});

describe('PUT /api/admin/password', () => {
  it('changes the password and ends all sessions of the administrator, the caller included', async () => {
    const a = await server.signIn();
    const a2 = await loginAgain(a);
    const next = 'a-brand-new-passphrase';
    const answer = await call('PUT', '/api/admin/password', {
      json: { currentPassword: a.password, newPassword: next },
      auth: { cookie: a.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: PASSWORD_CHANGED_MESSAGE });
    expect((await profile(a.token)).status).toBe(401);
    expect((await profile(a2.token)).status).toBe(401);
    const old = await call('POST', '/api/admin/login', {
      json: { email: a.email, password: a.password },
    });
    expect(old.status).toBe(401);
    const fresh = await call('POST', '/api/admin/login', {
      json: { email: a.email, password: next },
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a wrong current password and weak new ones, changing nothing', async () => {
    const a = await server.signIn();
    const put = (json: unknown) =>
      call('PUT', '/api/admin/password', { json, auth: { token: a.token } });
    const wrong = await put({ currentPassword: 'not-it', newPassword: 'a-brand-new-passphrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await put({ currentPassword: a.password, newPassword: 'short-pw' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({
      newPassword: 'Password must be at least 12 characters',
    });
    const email = await put({ currentPassword: a.password, newPassword: a.email.toUpperCase() });
    expect(email.status).toBe(400);
    expect(email.body.errors).toEqual({ newPassword: 'Password must not be the e-mail address' });
    const missing = await put({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(['currentPassword', 'newPassword']);
    expect((await profile(a.token)).status).toBe(200);
  });

  it('counts wrong current passwords against the sign-in limit', async () => {
    const a = await server.signIn();
    let last = 0;
    for (let i = 0; i < 5; i++) {
      last = (
        await call('PUT', '/api/admin/password', {
          json: { currentPassword: 'not-it', newPassword: 'a-brand-new-passphrase' },
          auth: { token: a.token },
        })
      ).status;
    }
    expect(last).toBe(429);
  });

  it('needs a session', async () => {
    const answer = await call('PUT', '/api/admin/password', {
      json: { currentPassword: 'x', newPassword: 'a-brand-new-passphrase' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('password reset from the command line', () => {
  it('ends every session of the administrator', async () => {
    const a = await server.signIn();
    await upsertStaff(server.db, a.email, 'reset-by-the-cli-123');
    expect((await profile(a.token)).status).toBe(401);
  });
});
