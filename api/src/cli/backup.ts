/**
 * npm run backup -- [--out <folder>]
 * Backs up the configured database (DATABASE_URL: pg_dump; else the embedded one in DATA_DIR,
 * with the server stopped) and every uploaded file (local disk or S3) into a new folder with a
 * manifest. Default folder: ./backups/northbeam-<date>-<time> (relative to where npm was run).
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config/config';
import { DatabaseInUseError } from '../db/connection';
import { backup, BackupError } from './backup-core';

const USAGE = 'usage: npm run backup -- [--out <folder>]';

function parseArgs(argv: string[]): { out: string } {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--out' || arg === '-o') out = argv[++i];
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new BackupError(`Unknown argument ${arg}\n${USAGE}`);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const base = process.env.INIT_CWD ?? process.cwd();
  return { out: resolve(base, out ?? `backups/northbeam-${stamp}`) };
}

async function main() {
  try {
    const { out } = parseArgs(process.argv.slice(2));
    const manifest = await backup(loadConfig(), out);
    const rows = Object.entries(manifest.rows)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ');
    console.log(
      `Backup written to ${out}\n  database (${manifest.database}): ${rows}\n  files: ${manifest.files.images} images, ${manifest.files.resumes} resumes, ${manifest.files.desktop ?? 0} desktop release files`,
    );
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DatabaseInUseError
    ) {
      console.error(`backup: ${error.message}`);
      process.exit(1);
    }
    console.error('backup failed:', error);
    process.exit(1);
  }
}

// main() reports its own errors and sets the exit code.
void main();
