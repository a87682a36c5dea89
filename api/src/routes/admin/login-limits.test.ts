/** Sign-in brute force: per account and per client address, growing locks, proxy trust. */
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { http } from '../../../test/http';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer(options);
  return { server, call: http(server.url) };
}

const LOCKED = /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/;

describe('sign-in limits per account', () => {
  it('locks the account after N failures (429, Retry-After, clear message), even for the right password', async () => {
    const { server, call } = await start({
      security: { loginMaxAttempts: 3, loginLockSeconds: 30 },
    });
    const { email, password } = await server.signIn();
    const wrong = () => call('POST', '/api/admin/login', { json: { email, password: 'nope' } });
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    const third = await wrong();
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: expect.stringMatching(LOCKED) });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(30);

    const right = await call('POST', '/api/admin/login', {
      // Another spelling of the same account is the same account.
      json: { email: `  ${email.toUpperCase()} `, password },
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('doubles the lock with each failure past the limit, up to the cap', async () => {
    const { server, call } = await start({
      security: { loginMaxAttempts: 2, loginLockSeconds: 30, loginLockMaxMinutes: 1.5 },
    });
    const { email } = await server.signIn();
    const wrong = () => call('POST', '/api/admin/login', { json: { email, password: 'nope' } });
    const expire = () =>
      server
        .db('rate_limits')
        .update({ locked_until: server.db.raw("now() - interval '1 second'") });
    await wrong();
    const retries: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await wrong();
      expect(answer.status).toBe(429);
      retries.push(Number(answer.headers.get('retry-after')));
      await expire();
    }
    expect(retries).toEqual([30, 60, 90, 90]);
  });

  it('a success resets the account counter', async () => {
    const { server, call } = await start({ security: { loginMaxAttempts: 3 } });
    const { email, password } = await server.signIn();
    const wrong = () => call('POST', '/api/admin/login', { json: { email, password: 'nope' } });
    await wrong();
    await wrong();
    expect((await call('POST', '/api/admin/login', { json: { email, password } })).status).toBe(
      200,
    );
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
  });

  it('counts unknown e-mails the same way (no account enumeration through the limit)', async () => {
    const { call } = await start({ security: { loginMaxAttempts: 2 } });
    const json = { email: 'nobody@example.com', password: 'nope' };
    expect((await call('POST', '/api/admin/login', { json })).status).toBe(401);
    expect((await call('POST', '/api/admin/login', { json })).status).toBe(429);
  });

  it('is shared through the database (another process sees the lock)', async () => {
    const { server, call } = await start({ security: { loginMaxAttempts: 2 } });
    const { email, password } = await server.signIn();
    // As another API process would: only the table says the account is locked.
    await server.db('rate_limits').insert({
      key: `login:account:${email}`,
      count: 2,
      locked_until: server.db.raw("now() + interval '5 minutes'"),
    });
    const answer = await call('POST', '/api/admin/login', { json: { email, password } });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');
  });

  it('RATE_LIMIT_DISABLED turns the limit off (benchmarks only)', async () => {
    const { server, call } = await start({
      security: { loginMaxAttempts: 1, rateLimitDisabled: true },
    });
    const { email } = await server.signIn();
    for (let i = 0; i < 3; i++) {
      const answer = await call('POST', '/api/admin/login', { json: { email, password: 'x' } });
      expect(answer.status).toBe(401);
    }
  });
});

describe('sign-in limits per client address', () => {
  it('locks an address that fails on many accounts', async () => {
    const { server, call } = await start({
      security: { loginMaxAttempts: 100, loginIpMaxAttempts: 3 },
    });
    const victim = await server.signIn();
    for (const n of [1, 2]) {
      const answer = await call('POST', '/api/admin/login', {
        json: { email: `guess${n}@example.com`, password: 'nope' },
      });
      expect(answer.status).toBe(401);
    }
    const third = await call('POST', '/api/admin/login', {
      json: { email: 'guess3@example.com', password: 'nope' },
    });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(LOCKED);
    // Even the right password for another account waits, from this address.
    const right = await call('POST', '/api/admin/login', {
      json: { email: victim.email, password: victim.password },
    });
    expect(right.status).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (a client cannot pick its address)', async () => {
    const { call } = await start({ security: { loginMaxAttempts: 100, loginIpMaxAttempts: 2 } });
    const statuses: number[] = [];
    for (const n of [1, 2]) {
      const answer = await call('POST', '/api/admin/login', {
        json: { email: `x${n}@example.com`, password: 'nope' },
        headers: { 'X-Forwarded-For': `203.0.113.${n}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 429]);
  });

  it('with TRUST_PROXY, counts the address our proxy appended (right-most X-Forwarded-For)', async () => {
    const { server, call } = await start({
      trustProxy: true,
      security: { loginMaxAttempts: 100, loginIpMaxAttempts: 2 },
    });
    const fail = (forwardedFor: string, n: number) =>
      call('POST', '/api/admin/login', {
        json: { email: `y${n}@example.com`, password: 'nope' },
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    // Two clients behind the proxy: separate counters.
    expect((await fail('203.0.113.1', 1)).status).toBe(401);
    expect((await fail('203.0.113.2', 2)).status).toBe(401);
    // A client prepending made-up addresses is still counted as itself.
    expect((await fail('10.9.9.9, 203.0.113.1', 3)).status).toBe(429);
    const keys = (await server.db('rate_limits').pluck('key')) as string[];
    expect(keys).toEqual(expect.arrayContaining(['login:ip:203.0.113.1', 'login:ip:203.0.113.2']));
    expect(keys).not.toContain('login:ip:10.9.9.9');
  });
});

describe('housekeeping', () => {
  it('forgets counters whose window and lock are long over, keeps the others', async () => {
    const { server } = await start();
    const { deleteStaleLimits } = await import('../../db/rate-limits.queries');
    const old = server.db.raw("now() - interval '2 days'");
    await server.db('rate_limits').insert([
      { key: 'stale', count: 9, window_start: old },
      {
        key: 'stale-but-locked',
        count: 9,
        window_start: old,
        locked_until: server.db.raw("now() + interval '1 minute'"),
      },
      { key: 'fresh', count: 1 },
    ]);
    await deleteStaleLimits(server.db);
    expect((await server.db('rate_limits').pluck('key')).sort()).toEqual([
      'fresh',
      'stale-but-locked',
    ]);
  });
});
