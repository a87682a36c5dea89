/**
 * Desktop releases travel in backups: a release published into one installation (files on disk,
 * rows in the database) is backed up, restored into a fresh database and data folder, and the
 * restored server serves the installer's bytes and the latest.yml feed. On the embedded database
 * by default, on PostgreSQL (pg_dump / pg_restore) with TEST_DATABASE_URL.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer as createAppServer } from '../app';
import { createContentCache } from '../cache/content-cache';
import { loadConfig } from '../config/config';
import { connect, connectPostgres } from '../db/connection';
import { migrate } from '../db/migrations';
import { createLogger } from '../logger';
import { backup, restore } from './backup-core';
import { bufferFiles, createDesktopReleases } from '../services/desktop/desktop-releases.service';
import { localStorage } from '../storage/storage';
import { fingerprint } from '../../test/bytes';
import { makeReleaseFolder } from '../../test/desktop-release';

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A database of its own: a new one on the test server, or the embedded one in DATA_DIR. */
async function databaseUrl(): Promise<string> {
  if (!serverUrl) return '';
  const name = `bk_desktop_${randomBytes(4).toString('hex')}`;
  const admin = connectPostgres(serverUrl, { min: 0, max: 1 });
  await admin.db.raw(`create database ${name}`);
  await admin.close();
  cleanup.push(async () => {
    const again = connectPostgres(serverUrl, { min: 0, max: 1 });
    await again.db.raw(`drop database if exists ${name} with (force)`);
    await again.close();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const env = (dataDir: string, url: string) => ({ DATA_DIR: dataDir, DATABASE_URL: url });

describe('backup and restore of desktop releases', () => {
  it('restores the release files and feeds, served by the restored server', async () => {
    const release = await makeReleaseFolder('3.4.5', 120_000);
    cleanup.push(() => rm(release.dir, { recursive: true, force: true }));

    const sourceDir = await tempDir('northbeam-bk-desktop-src-');
    const sourceUrl = await databaseUrl();
    const source = await connect({ databaseUrl: sourceUrl || undefined, dataDir: sourceDir });
    try {
      await migrate(source.db);
      await createDesktopReleases({
        db: source.db,
        store: localStorage(sourceDir).desktop,
      }).publish({
        file: bufferFiles(async (name) => release.files[name]),
      });
    } finally {
      await source.close();
    }

    const out = join(await tempDir('northbeam-bk-desktop-out-'), 'backup');
    const manifest = await backup(loadConfig(env(sourceDir, sourceUrl)), out);
    // The installers, the mac zip and dmg, the AppImage, the blockmap and the three feeds' files.
    expect(manifest.files.desktop).toBeGreaterThanOrEqual(5);
    expect((await readdir(join(out, 'uploads', 'desktop'))).length).toBe(manifest.files.desktop);

    const targetDir = await tempDir('northbeam-bk-desktop-dst-');
    const targetUrl = await databaseUrl();
    await restore(loadConfig(env(targetDir, targetUrl)), out);

    const target = await connect({ databaseUrl: targetUrl || undefined, dataDir: targetDir });
    const built = createAppServer({
      db: target.db,
      storage: localStorage(targetDir),
      logger: createLogger('silent'),
      cache: createContentCache(),
      outbox: false,
      config: {
        env: 'test',
        siteDist: join(targetDir, 'no-site'),
        trustProxy: false,
        publicUrl: undefined,
        sessionSecret: randomBytes(32).toString('base64url'),
      },
    });
    const server = createServer(built.listener).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const feed = await fetch(`${base}/desktop/latest.yml`);
      expect(feed.status).toBe(200);
      expect(await feed.text()).toBe(release.files['latest.yml']!.toString('utf8'));
      const installer = await fetch(`${base}/desktop/${release.exe}`);
      expect(installer.status).toBe(200);
      expect(fingerprint(await installer.arrayBuffer())).toEqual(
        fingerprint(release.files[release.exe]!),
      );
      const appImage = await fetch(`${base}/desktop/Northbeam-Admin-3.4.5.AppImage`);
      expect(fingerprint(await appImage.arrayBuffer())).toEqual(
        fingerprint(release.files['Northbeam-Admin-3.4.5.AppImage']!),
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await built.close();
      await target.close();
    }
  }, 120_000);
});
