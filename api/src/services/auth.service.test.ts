import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStaff, findStaffByEmail } from '../db/staff.queries';
import { http } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/test-server';
import { bootstrapAdmin, checkCredentials, DEV_ADMIN_EMAIL } from './auth.service';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('bootstrapAdmin', () => {
  it('creates a development administrator with a generated password only when none exists', async () => {
    const first = await bootstrapAdmin(server.db, undefined);
    expect(first).toMatchObject({ kind: 'generated', email: DEV_ADMIN_EMAIL });
    if (first.kind !== 'generated') throw new Error('unreachable');
    expect(first.password.length).toBeGreaterThanOrEqual(20);
    expect(await checkCredentials(server.db, DEV_ADMIN_EMAIL, first.password)).toBeDefined();
    expect(await bootstrapAdmin(server.db, undefined)).toEqual({ kind: 'none' });
    expect(await countStaff(server.db)).toBe(1);
  });

  it('creates the configured administrator, then resets its password and signs out its sessions', async () => {
    const email = 'Boss@Example.com';
    expect(await bootstrapAdmin(server.db, { email, password: 'first password 123' })).toEqual({
      kind: 'configured',
      email: 'boss@example.com',
      created: true,
    });
    const session = await server.signIn({
      email: 'boss@example.com',
      password: 'first password 123',
    });
    const again = await bootstrapAdmin(server.db, { email, password: 'second password 456' });
    expect(again).toMatchObject({ created: false });
    expect(await checkCredentials(server.db, email, 'first password 123')).toBeUndefined();
    expect(await checkCredentials(server.db, email, 'second password 456')).toBeDefined();
    expect(await findStaffByEmail(server.db, email)).toMatchObject({ email: 'boss@example.com' });
    const profile = await http(server.url)('GET', '/api/admin/profile', {
      auth: { token: session.token },
    });
    expect(profile.status).toBe(401);
  });

  it('a restart with the same password signs nobody out', async () => {
    const email = 'steady@example.com';
    await bootstrapAdmin(server.db, { email, password: 'steady password 123' });
    const session = await server.signIn({ email, password: 'steady password 123' });
    expect(await bootstrapAdmin(server.db, { email, password: 'steady password 123' })).toEqual({
      kind: 'configured',
      email,
      created: false,
    });
    const profile = await http(server.url)('GET', '/api/admin/profile', {
      auth: { token: session.token },
    });
    expect(profile.status).toBe(200);
  });

  it('two processes starting at once on one database: one account, both start', async () => {
    const email = 'twice@example.com';
    const results = await Promise.all([
      bootstrapAdmin(server.db, { email, password: 'twice password 123' }),
      bootstrapAdmin(server.db, { email, password: 'twice password 123' }),
    ]);
    expect(results.map((r) => r.kind)).toEqual(['configured', 'configured']);
    const rows = await server.db('staff').where({ email });
    expect(rows).toHaveLength(1);
    expect(await checkCredentials(server.db, email, 'twice password 123')).toBeDefined();
  });

  it('stores argon2id hashes, never the password', async () => {
    const row = await findStaffByEmail(server.db, DEV_ADMIN_EMAIL);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });
});
