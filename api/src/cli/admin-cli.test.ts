/**
 * `npm run admin` from the shell, on the embedded database: the first account is an owner, later
 * ones take --role (default admin), a bad role is refused with one line, and reset-password with
 * --role gives that role back and reactivates the account.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeArgsFor } from '../../test/api-entry';

const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [...nodeArgsFor('cli/admin'), ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_PASSWORD: 'a long enough password 1',
        NODE_ENV: 'development',
        LOG_LEVEL: 'silent',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

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
