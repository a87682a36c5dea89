/**
 * npm run restore -- <backup folder> [--force]
 * Restores a backup made by `npm run backup` into the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR with the server stopped) and uploads (local disk or S3). A target that
 * already holds data is refused unless --force, which replaces it.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { DatabaseInUseError } from '../db/connection';
import { BackupError, restore } from './backup-core';

const USAGE = 'usage: npm run restore -- <backup folder> [--force]';

async function main() {
  try {
    const args = process.argv.slice(2);
    if (args.includes('--help') || args.includes('-h')) {
      console.log(USAGE);
      return;
    }
    const force = args.includes('--force');
    const rest = args.filter((a) => a !== '--force');
    if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupError(USAGE);
    const dir = resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]!);
    const manifest = await restore(loadConfig(), dir, { force });
    console.log(
      `Restored ${dir} (${manifest.database} backup of ${manifest.createdAt}): ${manifest.files.images} images, ${manifest.files.resumes} resumes, ${manifest.files.desktop ?? 0} desktop release files`,
    );
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError
    ) {
      console.error(`restore: ${error.message}`);
      process.exit(1);
    }
    console.error('restore failed:', error);
    process.exit(1);
  }
}

// main() reports its own errors and sets the exit code.
void main();
