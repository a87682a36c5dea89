/**
 * Two-factor sign-in (TOTP, RFC 6238) with codes computed from the secret by `otpauth`, as an
 * authenticator app would: set-up, sign-in with a code, a replayed code refused, wrong codes
 * counted toward the sign-in lock, recovery codes used once, turning it off, and the owner's
 * policy that requires it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import {
  INVALID_CODE_MESSAGE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
} from '@northbeam/shared/contract/team';
import { http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let server: TestServer;
let call: ReturnType<typeof http>;

beforeAll(async () => {
  // Three wrong codes lock the account: the lock is part of what is tested.
  server = await startTestServer({ security: { loginMaxAttempts: 3 } });
  call = http(server.url);
});
afterAll(() => server?.close());

const as = (session: { token: string }) => ({ auth: { token: session.token } });
const STEP_MS = 30_000;

/** The authenticator app: the code of the step `offset` steps from now. */
const app = (secret: string) => {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return (offset = 0) => totp.generate({ timestamp: Date.now() + offset * STEP_MS });
};

async function enable(session: SignedIn) {
  const setup = await call('POST', '/api/admin/2fa/setup', as(session));
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = setup.body as { secret: string; otpauthUrl: string };
  const url = new URL(otpauthUrl);
  expect(url.protocol).toBe('otpauth:');
  expect(url.searchParams.get('secret')).toBe(secret);
  expect(url.searchParams.get('issuer')).toBe('Northbeam Technologies');
  expect(decodeURIComponent(url.pathname)).toContain(session.email);
  const code = app(secret);
  const wrong = await call('POST', '/api/admin/2fa/enable', {
    ...as(session),
    json: { code: '000000' === code() ? '111111' : '000000' },
  });
  expect(wrong.status).toBe(400);
  expect(wrong.body.errors.code).toBe(INVALID_CODE_MESSAGE);
  const enabled = await call('POST', '/api/admin/2fa/enable', {
    ...as(session),
    json: { code: code() },
  });
  expect(enabled.status).toBe(200);
  const recovery = enabled.body.recoveryCodes as string[];
  expect(recovery).toHaveLength(10);
  expect(new Set(recovery).size).toBe(10);
  return { code, recovery };
}

const login = (session: SignedIn, code?: string) =>
  call('POST', '/api/admin/login', {
    json: { email: session.email, password: session.password, ...(code ? { code } : {}) },
  });

describe('two-factor sign-in', () => {
  it('asks for the code after the right password, accepts a current code once', async () => {
    const person = await server.signIn({ role: 'recruiter' });
    const { code } = await enable(person);
    const profile = await call('GET', '/api/admin/profile', as(person));
    expect(profile.body.twoFactor).toBe(true);

    const wrongPassword = await call('POST', '/api/admin/login', {
      json: { email: person.email, password: 'not the password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid email or password' });

    const noCode = await login(person);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({ message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });

    // The step of the enabling code is used up: the next step's code signs in (window ±1).
    const next = code(1);
    const signedIn = await login(person, next);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.twoFactor).toBe(true);
    expect(typeof signedIn.body.token).toBe('string');

    const replay = await login(person, next);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: INVALID_CODE_MESSAGE, twoFactorRequired: true });
    // Outside the window of ±1 step.
    expect((await login(person, code(-3))).status).toBe(401);
  });

  it('wrong codes count toward the sign-in lock', async () => {
    const person = await server.signIn({ role: 'sales' });
    await enable(person);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await login(person, '12345x'.replace('x', String(i)))).status);
    expect(answers.slice(0, 2)).toEqual([401, 401]);
    expect(answers).toContain(429);
  });

  it('a recovery code signs in once, and the audit log says one was used', async () => {
    const person = await server.signIn({ role: 'editor' });
    const { recovery } = await enable(person);
    const first = await login(person, recovery[0]!.toUpperCase());
    expect(first.status).toBe(200);
    const again = await login(person, recovery[0]);
    expect(again.status).toBe(401);
    expect((await login(person, recovery[1])).status).toBe(200);
    const owner = await server.signIn({ role: 'owner' });
    const audit = await call('GET', '/api/admin/audit?limit=50', as(owner));
    const used = audit.body.filter(
      (e: { action: string; entityId: string }) =>
        e.action === '2fa.recovery-code.used' && e.entityId === person.staffId,
    );
    expect(used).toHaveLength(2);
    expect(used[0].details.left).toBe(8);
  });

  it('turning it off needs the password and a code', async () => {
    const person = await server.signIn({ role: 'recruiter' });
    const { code, recovery } = await enable(person);
    const noPassword = await call('POST', '/api/admin/2fa/disable', {
      ...as(person),
      json: { password: 'wrong password!', code: recovery[0] },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors.password).toBe('Password is incorrect');
    const badCode = await call('POST', '/api/admin/2fa/disable', {
      ...as(person),
      json: { password: person.password, code: '999999' === code(1) ? '888888' : '999999' },
    });
    expect(badCode.status).toBe(400);
    const off = await call('POST', '/api/admin/2fa/disable', {
      ...as(person),
      json: { password: person.password, code: recovery[2] },
    });
    expect(off.status).toBe(200);
    expect((await login(person)).status).toBe(200);
  });
});

describe("the owner's two-factor policy", () => {
  it('once required, people without it may only set it up; with it on they work again', async () => {
    const owner = await server.signIn({ role: 'owner' });
    const admin = await server.signIn({ role: 'admin' });
    const byAdmin = await call('PUT', '/api/admin/security-policy', {
      ...as(admin),
      json: { requireTwoFactor: true },
    });
    expect(byAdmin.status).toBe(403);
    const ownerWithout = await call('PUT', '/api/admin/security-policy', {
      ...as(owner),
      json: { requireTwoFactor: true },
    });
    expect(ownerWithout.status).toBe(400);
    await enable(owner);
    const set = await call('PUT', '/api/admin/security-policy', {
      ...as(owner),
      json: { requireTwoFactor: true },
    });
    expect(set.status).toBe(200);

    const recruiter = await server.signIn({ role: 'recruiter' });
    expect(
      (await call('GET', '/api/admin/profile', as(recruiter))).body.twoFactorSetupRequired,
    ).toBe(true);
    const blocked = await call('GET', '/api/careers/applications', as(recruiter));
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({
      message: TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
      twoFactorSetupRequired: true,
    });
    await enable(recruiter);
    expect((await call('GET', '/api/careers/applications', as(recruiter))).status).toBe(200);

    await call('PUT', '/api/admin/security-policy', {
      ...as(owner),
      json: { requireTwoFactor: false },
    });
    const policy = await call('GET', '/api/admin/security-policy', as(owner));
    expect(policy.body).toEqual({ requireTwoFactor: false });
  });
});
