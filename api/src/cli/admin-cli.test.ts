/**
 * `npm run admin` from the shell, on the embedded database: the first account is an owner, later
 * ones take --role (default admin), a bad role is refused with one line, and reset-password with
 * --role gives that role back and reactivates the account.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/api-entry';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  runCli('cli/admin', args, dataDir, { ADMIN_PASSWORD: 'a long enough password 1' });

// The shell's own logic, on the embedded default: once is enough (not again on PostgreSQL).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run admin', () => {
  it('creates owners and roles, refuses a bad role, lists everyone with their role', async () => {
    expect((await admin('create', 'first@example.com')).stdout).toContain(
      'Owner first@example.com created.',
    );
    expect((await admin('create', 'second@example.com')).stdout).toContain(
      'Administrator second@example.com created.',
    );
    expect(
      (await admin('create', 'rita@example.com', '--role', 'recruiter', '--name', 'Rita')).stdout,
    ).toContain('Recruiter rita@example.com created.');
    const bad = await admin('create', 'x@example.com', '--role', 'king');
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(
      'Not a role: king (one of owner, admin, recruiter, sales, editor)',
    );
    const list = (await admin('list')).stdout.trim().split('\n');
    expect(list).toEqual([
      'first@example.com\tFirst\towner',
      'second@example.com\tSecond\tadmin',
      'rita@example.com\tRita\trecruiter',
    ]);
    await admin('reset-password', 'rita@example.com', '--role', 'sales');
    expect((await admin('list')).stdout).toContain('rita@example.com\tRita\tsales');
  }, 60_000);
});
