/**
 * `npm run desktop:publish` from the shell, on the embedded database: a release folder goes
 * live in one command, the same version again and a tampered file are refused with one line
 * each and a failing exit code, and --rollback / --list work.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/api-entry';
import { makeReleaseFolder } from '../../test/desktop-release';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'northbeam-publish-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const publish = (...args: string[]) => runCli('cli/desktop-publish', args, dataDir);

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
