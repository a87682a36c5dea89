/**
 * `npm run desktop:publish` from the shell, on the embedded database: a release folder goes
 * live in one command, the same version again and a tampered file are refused with one line
 * each and a failing exit code, and --rollback / --list work.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeArgsFor } from '../../test/api-entry';
import { makeReleaseFolder } from '../../test/desktop-release';

const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-publish-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function publish(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [...nodeArgsFor('cli/desktop-publish'), ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'development',
          LOG_LEVEL: 'silent',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run desktop:publish', () => {
  it('publishes in one command; refuses a second time and a tampered file; rolls back', async () => {
    const first = await makeReleaseFolder('1.0.0', 50_000);
    const done = await publish(first.dir);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Published 1.0.0:');
    expect(done.stdout).toContain('Feeds live: latest.yml, latest-mac.yml, latest-linux.yml');

    const again = await publish(first.dir);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Version 1.0.0 is already published');

    const next = await makeReleaseFolder('1.1.0', 50_000);
    await writeFile(join(next.dir, `Northbeam-Admin-1.1.0.AppImage`), Buffer.from('tampered'));
    const bad = await publish(next.dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(
      'Northbeam-Admin-1.1.0.AppImage does not match the sha512 in latest-linux.yml',
    );

    const fresh = await makeReleaseFolder('1.1.0', 50_000);
    expect((await publish(fresh.dir, '--notes', 'Quicker start.')).code).toBe(0);
    expect((await publish('--rollback', '1.0.0')).stdout).toContain(
      'The update feeds now serve 1.0.0.',
    );
    const list = (await publish('--list')).stdout.trim().split('\n');
    expect(list.map((l) => l.split('\t')[0])).toEqual(['1.1.0', '1.0.0']);
    expect(list[1]).toMatch(/\tlive$/);
  }, 90_000);
});
