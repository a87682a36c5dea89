/**
 * Publishing the desktop app from the shell (same configuration as the server):
 *   npm run desktop:publish -- <folder electron-builder wrote> [--notes "What changed"]
 *   npm run desktop:publish -- --rollback <version>
 *   npm run desktop:publish -- --list
 * The folder's latest*.yml feeds are checked (each file's sha512 and size) before anything is
 * stored; the release goes live atomically, the feeds last. A version is published once. With the
 * embedded database, stop the server first (PGlite is single-process).
 */
import { ConfigError, loadConfig } from '../config/config';
import { connect, DatabaseInUseError, type DbHandle } from '../db/connection';
import { listReleases } from '../db/desktop-releases.queries';
import { migrate } from '../db/migrations';
import {
  createDesktopReleases,
  folderFiles,
  ReleaseError,
} from '../services/desktop/desktop-releases.service';
import { createStorage } from '../storage/storage';

const USAGE = `usage:
  npm run desktop:publish -- <folder> [--notes "What changed"]
  npm run desktop:publish -- --rollback <version>
  npm run desktop:publish -- --list`;

class CliError extends Error {}

async function main() {
  let handle: DbHandle | undefined;
  try {
    const args = process.argv.slice(2);
    const config = loadConfig({
      ...process.env,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
    });
    handle = await connect(config);
    await migrate(handle.db);
    const storage = await createStorage(config);
    const releases = createDesktopReleases({ db: handle.db, store: storage.desktop });
    const current = await releases.current();

    if (args[0] === '--list') {
      for (const r of await listReleases(handle.db)) {
        const live = r.version === current?.release.version ? '\tlive' : '';
        console.log(`${r.version}\t${new Date(r.published_at).toISOString()}${live}`);
      }
      return;
    }
    if (args[0] === '--rollback') {
      const version = args[1];
      if (!version) throw new CliError(USAGE);
      await releases.makeCurrent(version);
      console.log(`The update feeds now serve ${version}.`);
      return;
    }
    const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--notes');
    if (!folder) throw new CliError(USAGE);
    const notesAt = args.indexOf('--notes');
    const published = await releases.publish({
      file: folderFiles(folder),
      notes: notesAt >= 0 ? args[notesAt + 1] : undefined,
      by: process.env.USER ? `shell (${process.env.USER})` : 'shell',
    });
    console.log(
      `Published ${published.version}: ${published.files.join(', ')}\nFeeds live: ${published.feeds.join(', ')}`,
    );
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof CliError ||
      error instanceof DatabaseInUseError ||
      error instanceof ReleaseError
    ) {
      console.error(error.message);
    } else {
      console.error(`desktop:publish: ${(error as Error).message}`);
    }
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

// main() reports its own errors and sets the exit code.
void main();
