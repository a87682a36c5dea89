/**
 * The desktop app's update server: a release checked and made live (feeds last), the feeds in
 * electron-builder's format never cached, the files immutable with single and multiple byte
 * ranges (differential downloads), on local disk and in S3; a tampered file or the same version
 * twice refused with nothing changed; rollback to the previous version's feed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  createDesktopReleases,
  type DesktopReleases,
} from '../../services/desktop/desktop-releases.service';
import { makeReleaseFolder, type ReleaseFolder } from '../../../test/desktop-release';
import { startTestS3, type TestS3 } from '../../../test/s3';
import { startTestServer, type TestServer } from '../../../test/test-server';

const reader = (dir: string) => async (name: string) => {
  try {
    return await readFile(join(dir, name));
  } catch {
    return undefined;
  }
};

describe.each(['local disk', 'S3'] as const)('desktop releases (%s)', (kind) => {
  let s3: TestS3 | undefined;
  let server: TestServer;
  let releases: DesktopReleases;
  let first: ReleaseFolder;

  beforeAll(async () => {
    s3 = kind === 'S3' ? await startTestS3() : undefined;
    server = await startTestServer(s3 ? { storage: s3.storage } : {});
    releases = createDesktopReleases(server.db, server.storage.desktop);
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
    const published = await releases.publish({ read: reader(first.dir), by: 'test' });
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
    expect(Buffer.from(await exe.arrayBuffer())).toEqual(first.files[first.exe]);
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
    await expect(releases.publish({ read: reader(first.dir) })).rejects.toThrow(
      'Version 1.2.0 is already published',
    );
    const next = await makeReleaseFolder('1.3.0');
    const tampered = Buffer.from(next.files[next.exe]!);
    tampered[0] = tampered[0]! ^ 0xff;
    await writeFile(join(next.dir, next.exe), tampered);
    await expect(releases.publish({ read: reader(next.dir) })).rejects.toThrow(
      `${next.exe} does not match the sha512 in latest.yml`,
    );
    expect(await (await get('/desktop/latest.yml')).text()).toContain('version: 1.2.0');
    expect((await get(`/desktop/Northbeam-Admin-1.3.0.AppImage`)).status).toBe(404);
    const rows = await server.db('desktop_releases').pluck('version');
    expect(rows).toEqual(['1.2.0']);
  });

  it('a newer release takes over the feeds; a rollback brings the previous one back', async () => {
    const next = await makeReleaseFolder('1.3.0');
    await releases.publish({ read: reader(next.dir), notes: 'Faster lists.' });
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
        read: async (name) => (name.endsWith('.yml') ? undefined : Buffer.from('x')),
      }),
    ).rejects.toThrow(
      'No update feed (latest.yml, latest-mac.yml, latest-linux.yml) in the release folder',
    );
    const evil = Buffer.from(
      empty.files['latest.yml']!.toString().replace(/url: .*/, 'url: ../../etc/passwd'),
    );
    await expect(
      releases.publish({
        read: async (name) => (name === 'latest.yml' ? evil : reader(empty.dir)(name)),
      }),
    ).rejects.toThrow('links to "../../etc/passwd", which is not a file name');
  });
});
