/**
 * A desktop release folder as electron-builder writes it, for tests: installers and update
 * packages (random bytes), a blockmap, and latest.yml / latest-mac.yml / latest-linux.yml with
 * each file's sha512 (base64) and size.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReleaseFolder {
  dir: string;
  version: string;
  files: Record<string, Buffer>;
  exe: string;
}

const sha512 = (data: Buffer) => createHash('sha512').update(data).digest('base64');

const feed = (version: string, entries: Array<[string, Buffer]>, notes: string) =>
  [
    `version: ${version}`,
    'files:',
    ...entries.flatMap(([url, data]) => [
      `  - url: ${url}`,
      `    sha512: ${sha512(data)}`,
      `    size: ${data.length}`,
    ]),
    `path: ${entries[0]![0]}`,
    `sha512: ${sha512(entries[0]![1])}`,
    `releaseDate: '2026-11-20T10:00:00.000Z'`,
    `releaseNotes: ${JSON.stringify(notes)}`,
    '',
  ].join('\n');

export async function makeReleaseFolder(version: string, size = 300_000): Promise<ReleaseFolder> {
  const dir = await mkdtemp(join(tmpdir(), `northbeam-release-${version}-`));
  const exe = `Northbeam-Admin-Setup-${version}.exe`;
  const files: Record<string, Buffer> = {
    [exe]: randomBytes(size),
    [`${exe}.blockmap`]: randomBytes(2_000),
    [`Northbeam-Admin-${version}-mac.zip`]: randomBytes(size),
    [`Northbeam-Admin-${version}.dmg`]: randomBytes(size),
    [`Northbeam-Admin-${version}.AppImage`]: randomBytes(size),
  };
  const notes = `What is new in ${version}.`;
  files['latest.yml'] = Buffer.from(feed(version, [[exe, files[exe]!]], notes));
  files['latest-mac.yml'] = Buffer.from(
    feed(
      version,
      [
        [`Northbeam-Admin-${version}-mac.zip`, files[`Northbeam-Admin-${version}-mac.zip`]!],
        [`Northbeam-Admin-${version}.dmg`, files[`Northbeam-Admin-${version}.dmg`]!],
      ],
      notes,
    ),
  );
  files['latest-linux.yml'] = Buffer.from(
    feed(
      version,
      [[`Northbeam-Admin-${version}.AppImage`, files[`Northbeam-Admin-${version}.AppImage`]!]],
      notes,
    ),
  );
  // What else electron-builder leaves there is not part of the release.
  files['builder-debug.yml'] = Buffer.from('x: 1\n');
  for (const [name, data] of Object.entries(files)) await writeFile(join(dir, name), data);
  return { dir, version, files, exe };
}
