/**
 * The desktop app's update server: a release checked and made live (feeds last), the feeds in
 * electron-builder's format never cached, the files immutable with single and multiple byte
 * ranges (differential downloads), on local disk and in S3; a tampered file or the same version
 * twice refused with nothing changed; rollback to the previous version's feed.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  bufferFiles,
  createDesktopReleases,
  folderFiles,
  type DesktopReleases,
} from '../../services/desktop/desktop-releases.service';
import { makeReleaseFolder, type ReleaseFolder } from '../../../test/desktop-release';
import { fingerprint } from '../../../test/bytes';
import { startTestS3, type TestS3 } from '../../../test/s3';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe.each(['local disk', 'S3'] as const)('desktop releases (%s)', (kind) => {
  let s3: TestS3 | undefined;
  let server: TestServer;
  let releases: DesktopReleases;
  let first: ReleaseFolder;

  beforeAll(async () => {
    s3 = kind === 'S3' ? await startTestS3() : undefined;
    server = await startTestServer(s3 ? { storage: s3.storage } : {});
    releases = createDesktopReleases({ db: server.db, store: server.storage.desktop });
    first = await makeReleaseFolder('1.2.0');
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { headers, method });

  it('before any release, the feeds answer 404', async () => {
    expect((await get('/desktop/latest.yml')).status).toBe(404);
  });

  it('publishes a release; the feeds and files are served as electron-updater expects', async () => {
    const published = await releases.publish({ file: folderFiles(first.dir), by: 'test' });
    expect(published.version).toBe('1.2.0');
    expect(published.files).toContain(`${first.exe}.blockmap`);
    expect(published.files).not.toContain('builder-debug.yml');

    for (const name of ['latest.yml', 'latest-mac.yml', 'latest-linux.yml']) {
      const feed = await get(`/desktop/${name}`);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toMatch(/^text\/yaml/);
      expect(feed.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
      const text = await feed.text();
      expect(text).toBe(first.files[name]!.toString());
      expect((parseYaml(text) as { version: string }).version).toBe('1.2.0');
    }

    const exe = await get(`/desktop/${first.exe}`);
    expect(exe.status).toBe(200);
    expect(exe.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(exe.headers.get('accept-ranges')).toBe('bytes');
    expect(exe.headers.get('content-length')).toBe(String(first.files[first.exe]!.length));
    expect(fingerprint(await exe.arrayBuffer())).toEqual(fingerprint(first.files[first.exe]!));
    const head = await get(`/desktop/${first.exe}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(first.files[first.exe]!.length));
    expect((await get('/desktop/nothing-1.0.0.exe')).status).toBe(404);
    expect((await get('/desktop/..%2Fsecret')).status).toBe(404);
  });

  it('answers byte ranges: one, several (multipart/byteranges), and 416 past the end', async () => {
    const bytes = first.files[first.exe]!;
    const one = await get(`/desktop/${first.exe}`, { Range: 'bytes=100-199' });
    expect(one.status).toBe(206);
    expect(one.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await one.arrayBuffer())).toEqual(bytes.subarray(100, 200));

    const suffix = await get(`/desktop/${first.exe}`, { Range: 'bytes=-50' });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 50));

    const multi = await get(`/desktop/${first.exe}`, { Range: 'bytes=0-9,1000-1019' });
    expect(multi.status).toBe(206);
    const type = multi.headers.get('content-type')!;
    const boundary = /boundary=(\w+)/.exec(type)![1]!;
    const body = Buffer.from(await multi.arrayBuffer());
    expect(multi.headers.get('content-length')).toBe(String(body.length));
    const parts = body
      .toString('latin1')
      .split(`--${boundary}`)
      .filter((p) => p.includes('Content-Range'));
    expect(parts).toHaveLength(2);
    const partBody = (part: string) =>
      Buffer.from(part.split('\r\n\r\n')[1]!.slice(0, -2), 'latin1');
    expect(parts[0]).toContain(`Content-Range: bytes 0-9/${bytes.length}`);
    expect(partBody(parts[0]!)).toEqual(bytes.subarray(0, 10));
    expect(parts[1]).toContain(`Content-Range: bytes 1000-1019/${bytes.length}`);
    expect(partBody(parts[1]!)).toEqual(bytes.subarray(1000, 1020));

    const past = await get(`/desktop/${first.exe}`, { Range: `bytes=${bytes.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('refuses the same version twice and a tampered file; nothing changes', async () => {
    await expect(releases.publish({ file: folderFiles(first.dir) })).rejects.toThrow(
      'Version 1.2.0 is already published',
    );
    const next = await makeReleaseFolder('1.3.0');
    const tampered = Buffer.from(next.files[next.exe]!);
    tampered[0] = tampered[0]! ^ 0xff;
    await writeFile(join(next.dir, next.exe), tampered);
    await expect(releases.publish({ file: folderFiles(next.dir) })).rejects.toThrow(
      `${next.exe} does not match the sha512 in latest.yml`,
    );
    expect(await (await get('/desktop/latest.yml')).text()).toContain('version: 1.2.0');
    expect((await get(`/desktop/Northbeam-Admin-1.3.0.AppImage`)).status).toBe(404);
    const rows = await server.db('desktop_releases').pluck('version');
    expect(rows).toEqual(['1.2.0']);
  });

  it('a newer release takes over the feeds; a rollback brings the previous one back', async () => {
    const next = await makeReleaseFolder('1.3.0');
    await releases.publish({ file: folderFiles(next.dir), notes: 'Faster lists.' });
    expect(await (await get('/desktop/latest.yml')).text()).toContain('version: 1.3.0');
    // The old version's files stay downloadable (installed apps may be mid-download).
    expect((await get(`/desktop/${first.exe}`)).status).toBe(200);
    await releases.makeCurrent('1.2.0');
    expect(await (await get('/desktop/latest-linux.yml')).text()).toContain('version: 1.2.0');
    await releases.makeCurrent('1.3.0');
    await expect(releases.makeCurrent('9.9.9')).rejects.toThrow(
      'Version 9.9.9 has not been published',
    );
  });

  it('refuses a folder without feeds and a feed linking outside the folder', async () => {
    const empty = await makeReleaseFolder('2.0.0');
    await expect(
      releases.publish({
        file: bufferFiles(async (name) => (name.endsWith('.yml') ? undefined : Buffer.from('x'))),
      }),
    ).rejects.toThrow(
      'No update feed (latest.yml, latest-mac.yml, latest-linux.yml) in the release folder',
    );
    const evil = Buffer.from(
      empty.files['latest.yml']!.toString().replace(/url: .*/, 'url: ../../etc/passwd'),
    );
    await expect(
      releases.publish({
        file: async (name) =>
          name === 'latest.yml'
            ? bufferFiles(async () => evil)(name)
            : folderFiles(empty.dir)(name),
      }),
    ).rejects.toThrow('links to "../../etc/passwd", which is not a file name');
  });
});

describe('publishing a release from the admin (POST /api/desktop/releases)', () => {
  let server: TestServer;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = (await server.signIn({ role: 'owner' })).token;
  });
  afterAll(() => server?.close());

  /** The folder's files as the admin page sends them: one `files` part each, and notes. */
  async function upload(
    token: string,
    files: Record<string, Buffer>,
    notes?: string,
  ): Promise<{ status: number; body: { message?: string; version?: string; files?: string[] } }> {
    const form = new FormData();
    for (const [name, data] of Object.entries(files))
      form.append('files', new Blob([new Uint8Array(data)]), name);
    if (notes) form.append('notes', notes);
    const response = await fetch(`${server.url}/api/desktop/releases`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as never };
  }
  const live = async () =>
    (await (await fetch(`${server.url}/desktop/latest.yml`)).text()).match(/version: (.*)/)?.[1];

  it('an owner publishes the folder electron-builder wrote: checked, live, audited', async () => {
    const release = await makeReleaseFolder('4.0.0', 200_000);
    const answer = await upload(owner, release.files, 'Uploaded from the admin.');
    expect(answer.status).toBe(201);
    expect(answer.body.version).toBe('4.0.0');
    expect(answer.body.files).toEqual(
      expect.arrayContaining([release.exe, `${release.exe}.blockmap`, 'Northbeam-Admin-4.0.0.dmg']),
    );
    expect(answer.body.files).not.toContain('builder-debug.yml');
    expect(await live()).toBe('4.0.0');
    const installer = await fetch(`${server.url}/desktop/${release.exe}`);
    expect(fingerprint(await installer.arrayBuffer())).toEqual(
      fingerprint(release.files[release.exe]!),
    );
    const latest = await fetch(`${server.url}/api/desktop/latest`, {
      headers: { Authorization: `Bearer ${owner}` },
    });
    expect(((await latest.json()) as { notes: string }).notes).toBe('Uploaded from the admin.');
    const trail = await server
      .db('audit_log')
      .where({ action: 'desktop.release.publish', entity_id: '4.0.0' });
    expect(trail).toHaveLength(1);
  });

  it('refuses what the shell refuses, with nothing changed: the same version, a tampered or missing file', async () => {
    const again = await makeReleaseFolder('4.0.0');
    const twice = await upload(owner, again.files);
    expect(twice).toEqual({ status: 409, body: { message: 'Version 4.0.0 is already published' } });

    const next = await makeReleaseFolder('4.1.0');
    const tampered = Buffer.from(next.files[next.exe]!);
    tampered[0] = tampered[0]! ^ 0xff;
    const bad = await upload(owner, { ...next.files, [next.exe]: tampered });
    expect(bad).toEqual({
      status: 400,
      body: { message: `${next.exe} does not match the sha512 in latest.yml` },
    });
    const { ['Northbeam-Admin-4.1.0.dmg']: _dmg, ...withoutDmg } = next.files;
    const missing = await upload(owner, withoutDmg);
    expect(missing).toEqual({
      status: 400,
      body: { message: 'Northbeam-Admin-4.1.0.dmg (in latest-mac.yml) is missing' },
    });
    const noFiles = await upload(owner, {});
    expect(noFiles.status).toBe(400);
    expect(await live()).toBe('4.0.0');
    expect((await fetch(`${server.url}/desktop/Northbeam-Admin-4.1.0.AppImage`)).status).toBe(404);
    expect(await server.db('desktop_releases').pluck('version')).toEqual(['4.0.0']);
    // Nothing of the refused uploads was kept in storage: the 4.0.0 files only.
    const keys: string[] = [];
    for await (const key of server.storage.desktop.list()) keys.push(key);
    expect(keys).toHaveLength(
      await server
        .db('desktop_release_files')
        .count()
        .then((r) => Number(r[0]!.count)),
    );
  });

  it('only owners may: an administrator and a recruiter get 403; too many files is a 413', async () => {
    const release = await makeReleaseFolder('4.2.0');
    for (const role of ['admin', 'recruiter'] as const) {
      const token = (await server.signIn({ role })).token;
      const refused = await upload(token, release.files);
      expect(refused).toEqual({
        status: 403,
        body: { message: 'Only owners publish desktop app releases.' },
      });
    }
    const many = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [`file-${i}.bin`, Buffer.from('x')]),
    );
    const tooMany = await upload(owner, many);
    expect(tooMany).toEqual({ status: 413, body: { message: 'At most 30 files make a release' } });
    expect(await live()).toBe('4.0.0');
  });
});
