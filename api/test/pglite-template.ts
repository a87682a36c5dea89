/**
 * A migrated, empty embedded database (PGlite's data folder as a gzipped tar), made once per
 * schema version and kept in the temp folder: each test database starts from it instead of
 * running initdb and every migration again (about 7 s of a busy machine each time).
 * `node --import tsx api/test/pglite-template.ts` prints its path, making it if needed (the
 * end-to-end servers unpack it into their data folder).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { knexOnPglite } from '../src/db/connection';
import { migrate } from '../src/db/migrations';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/** The template's path, made first if this schema version has none yet. */
export async function pgliteTemplateFile(): Promise<string> {
  const hash = createHash('sha256');
  // Every migration file, in name order: a new or changed one makes a new template.
  for (const name of readdirSync(migrationsDir).sort()) {
    hash.update(name).update(readFileSync(join(migrationsDir, name)));
  }
  const version = hash.update(PGlite.name).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `northbeam-pglite-template-${version}.tar.gz`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = knexOnPglite(pglite);
    await migrate(db);
    const dump = await pglite.dumpDataDir('gzip');
    await db.destroy();
    if (!pglite.closed) await pglite.close();
    // Write then rename: parallel test workers never read a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return file;
}

/** The template, for `PGlite.create({ loadDataDir })`. */
export async function pgliteTemplate(): Promise<Blob> {
  return new Blob([readFileSync(await pgliteTemplateFile())]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await pgliteTemplateFile());
}
