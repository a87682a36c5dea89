import type { DbOrTrx } from './connection';
import type { DesktopReleaseFilesTable, DesktopReleasesTable } from './tables';

export type DesktopReleaseRow = DesktopReleasesTable;
export type DesktopFileRow = DesktopReleaseFilesTable;

export async function findRelease(
  db: DbOrTrx,
  version: string,
): Promise<DesktopReleaseRow | undefined> {
  return db('desktop_releases').where({ version }).first();
}

/** The release the feeds serve now, with its files. */
export async function currentRelease(
  db: DbOrTrx,
): Promise<{ release: DesktopReleaseRow; files: DesktopFileRow[] } | undefined> {
  const current = await db('desktop_current').where({ id: 1 }).first();
  if (!current) return undefined;
  const release = await findRelease(db, current.version);
  if (!release) return undefined;
  const files = await db('desktop_release_files')
    .where({ version: release.version })
    .orderBy('name');
  return { release, files };
}

/** A file by its public name, from whichever release holds it (names carry the version). */
export async function findReleaseFile(
  db: DbOrTrx,
  name: string,
): Promise<DesktopFileRow | undefined> {
  return db('desktop_release_files').where({ name }).orderBy('version', 'desc').first();
}

export async function insertRelease(
  db: DbOrTrx,
  release: Omit<DesktopReleaseRow, 'published_at'>,
  files: Array<Omit<DesktopFileRow, 'version'>>,
) {
  await db('desktop_releases').insert({ ...release, feeds: JSON.stringify(release.feeds) });
  if (files.length > 0) {
    await db('desktop_release_files').insert(
      files.map((f) => ({ ...f, version: release.version })),
    );
  }
}

/** Makes `version` the one the feeds serve (the last step of a publication, or a rollback). */
export async function setCurrentRelease(db: DbOrTrx, version: string) {
  await db('desktop_current')
    .insert({ id: 1, version, updated_at: db.fn.now() })
    .onConflict('id')
    .merge();
}

export async function listReleases(db: DbOrTrx): Promise<DesktopReleaseRow[]> {
  return db('desktop_releases').orderBy('published_at', 'desc');
}
