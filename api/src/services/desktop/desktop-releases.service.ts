/**
 * Desktop releases hosted by the product itself: what electron-builder produced (installers,
 * update packages, their blockmaps and the latest*.yml feeds) is checked against the feeds' sha512
 * and size, stored (disk or S3, like uploads), and made live atomically: the files first, then one
 * transaction records the release and switches the feeds to it. Nothing changes when a check
 * fails, and a version is published once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { isUniqueViolation, type Db, type DbOrTrx } from '../../db/connection';
import type { DesktopRelease } from '@northbeam/shared/contract/desktop';
import {
  currentRelease,
  findRelease,
  findReleaseFile,
  insertRelease,
  setCurrentRelease,
  type DesktopFileRow,
} from '../../db/desktop-releases.queries';
import type { Actor } from '../../http/actor';
import type { FileStore } from '../../storage/storage';
import { audit } from '../audit.service';

/** The update feeds electron-builder writes, one per operating system. */
export const FEED_NAMES = ['latest.yml', 'latest-mac.yml', 'latest-linux.yml'] as const;
export type FeedName = (typeof FEED_NAMES)[number];
export const isFeedName = (name: string): name is FeedName =>
  (FEED_NAMES as readonly string[]).includes(name);

export const PLATFORM_OF_FEED: Record<FeedName, 'windows' | 'mac' | 'linux'> = {
  'latest.yml': 'windows',
  'latest-mac.yml': 'mac',
  'latest-linux.yml': 'linux',
};

/** A public file name: what a feed may link to (no folders, nothing odd). */
export const RELEASE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ +-]{0,199}$/;
const FILE_NAME = RELEASE_FILE_NAME;

const feedSchema = z.object({
  version: z.string().regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'not a version'),
  files: z
    .array(
      z.object({
        url: z.string(),
        sha512: z.string().min(80),
        size: z.number().int().nonnegative(),
      }),
    )
    .min(1),
  path: z.string().optional(),
  sha512: z.string().optional(),
  releaseDate: z.string().optional(),
  releaseNotes: z.union([z.string(), z.array(z.unknown())]).optional(),
});
type Feed = z.infer<typeof feedSchema>;

/** A release that must not go live, and why (said to the release engineer as it is). */
export class ReleaseError extends Error {
  constructor(
    message: string,
    /** `published`: that version is already out (a conflict, not a broken release). */
    readonly reason: 'invalid' | 'published' = 'invalid',
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** A file's sha512 (base64, as the feeds write it), read as a stream: never whole in memory. */
async function sha512Of(file: ReleaseFile): Promise<string> {
  const hash = createHash('sha512');
  await pipeline(file.stream(), hash);
  return hash.digest('base64');
}

/** A feed is a few lines of YAML; anything bigger is not one. */
const FEED_MAX_BYTES = 1024 * 1024;

const CONTENT_TYPES: Array<[RegExp, string]> = [
  [/\.exe$/i, 'application/vnd.microsoft.portable-executable'],
  [/\.msi$/i, 'application/x-msi'],
  [/\.dmg$/i, 'application/x-apple-diskimage'],
  [/\.zip$/i, 'application/zip'],
  [/\.appimage$/i, 'application/vnd.appimage'],
  [/\.deb$/i, 'application/vnd.debian.binary-package'],
  [/\.rpm$/i, 'application/x-rpm'],
];
export const contentTypeOfRelease = (name: string) =>
  CONTENT_TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? 'application/octet-stream';

/** A file of a release: its size and a fresh stream of its bytes each time it is asked. */
export interface ReleaseFile {
  size: number;
  stream(): Readable;
}

/** The files of a folder on this machine (the shell's folder, an upload's temporary folder). */
export const folderFiles =
  (dir: string) =>
  async (name: string): Promise<ReleaseFile | undefined> => {
    if (basename(name) !== name || name === '.' || name === '..') return undefined;
    const path = join(dir, name);
    try {
      const info = await stat(path);
      return info.isFile() ? { size: info.size, stream: () => createReadStream(path) } : undefined;
    } catch {
      return undefined;
    }
  };

/** Files held in memory (tests, small tools). */
export const bufferFiles =
  (read: (name: string) => Promise<Buffer | undefined>) =>
  async (name: string): Promise<ReleaseFile | undefined> => {
    const data = await read(name);
    return data && { size: data.length, stream: () => Readable.from([data]) };
  };

export interface PublishInput {
  /** A file of the release by the name a feed gives; undefined when it is not there. */
  file(name: string): Promise<ReleaseFile | undefined>;
  /** Notes shown on the download page (default: the feeds' releaseNotes). */
  notes?: string | undefined;
  by?: string | undefined;
  /** Written in the release's own transaction (the audit entry): both commit or neither. */
  onPublished?: (trx: DbOrTrx, version: string) => Promise<void>;
}

export function createDesktopReleases(deps: { db: Db; store: FileStore }) {
  const { db, store } = deps;
  async function readFeeds(input: PublishInput) {
    const feeds = new Map<FeedName, { text: string; feed: Feed }>();
    for (const name of FEED_NAMES) {
      const file = await input.file(name);
      if (!file) continue;
      if (file.size > FEED_MAX_BYTES) throw new ReleaseError(`${name} is too large to be a feed`);
      const text = (await buffer(file.stream())).toString('utf8');
      let parsed: unknown;
      try {
        parsed = parseYaml(text);
      } catch {
        throw new ReleaseError(`${name} is not valid YAML`);
      }
      const checked = feedSchema.safeParse(parsed);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new ReleaseError(`${name}: ${issue?.path.join('.') || 'feed'}: ${issue?.message}`);
      }
      feeds.set(name, { text, feed: checked.data });
    }
    if (feeds.size === 0) {
      throw new ReleaseError(`No update feed (${FEED_NAMES.join(', ')}) in the release folder`);
    }
    const versions = new Set([...feeds.values()].map((f) => f.feed.version));
    if (versions.size > 1) {
      throw new ReleaseError(`The feeds name different versions: ${[...versions].join(', ')}`);
    }
    return { feeds, version: [...versions][0]! };
  }

  /** Checks and publishes a release; answers its version and the files made available. */
  async function publish(input: PublishInput) {
    const { feeds, version } = await readFeeds(input);
    if (await findRelease(db, version)) {
      throw new ReleaseError(`Version ${version} is already published`, 'published');
    }
    // Every file a feed lists, checked against its sha512 and size; blockmaps ride along.
    // Each is read as a stream (installers are hundreds of megabytes).
    const files = new Map<string, { file: ReleaseFile; sha512: string }>();
    for (const [feedName, { feed }] of feeds) {
      const listed = [...feed.files];
      if (feed.path && feed.sha512) listed.push({ url: feed.path, sha512: feed.sha512, size: -1 });
      for (const entry of listed) {
        if (!FILE_NAME.test(entry.url)) {
          throw new ReleaseError(`${feedName} links to "${entry.url}", which is not a file name`);
        }
        const known = files.get(entry.url);
        const file = known?.file ?? (await input.file(entry.url));
        if (!file) throw new ReleaseError(`${entry.url} (in ${feedName}) is missing`);
        const sha512 = known?.sha512 ?? (await sha512Of(file));
        if (sha512 !== entry.sha512) {
          throw new ReleaseError(`${entry.url} does not match the sha512 in ${feedName}`);
        }
        if (entry.size >= 0 && file.size !== entry.size) {
          throw new ReleaseError(`${entry.url} is not the size ${feedName} says`);
        }
        files.set(entry.url, { file, sha512 });
        const blockmap = `${entry.url}.blockmap`;
        if (!files.has(blockmap)) {
          const map = await input.file(blockmap);
          if (map) files.set(blockmap, { file: map, sha512: await sha512Of(map) });
        }
      }
    }

    // The files first, under keys of their own; the release goes live only once all are in.
    const stored: Array<Omit<DesktopFileRow, 'version'>> = [];
    try {
      for (const [name, { file, sha512 }] of files) {
        const key = randomUUID();
        // Listed before it is written: a write that fails half-way is removed below too.
        stored.push({
          name,
          storage_key: key,
          size: file.size,
          sha512,
          content_type: contentTypeOfRelease(name),
        });
        await store.putStream(key, file.stream(), file.size, contentTypeOfRelease(name));
      }
      const notes =
        input.notes ??
        [...feeds.values()]
          .map((f) => f.feed.releaseNotes)
          .find((n): n is string => typeof n === 'string') ??
        '';
      await db.transaction(async (trx) => {
        await insertRelease(
          trx,
          {
            version,
            feeds: Object.fromEntries([...feeds].map(([name, f]) => [name, f.text])),
            notes,
            published_by: input.by ?? null,
          },
          stored,
        );
        // Last: from here on, installed apps see the new version.
        await setCurrentRelease(trx, version);
        await input.onPublished?.(trx, version);
      });
    } catch (error) {
      await Promise.all(stored.map((f) => store.remove(f.storage_key).catch(() => undefined)));
      if (isUniqueViolation(error))
        throw new ReleaseError(`Version ${version} is already published`, 'published');
      throw error;
    }
    return { version, files: stored.map((f) => f.name), feeds: [...feeds.keys()] };
  }

  return {
    publish,

    /**
     * A release uploaded from the admin (the files in a folder of the request): published with
     * the same checks, audited in its transaction as the actor's.
     */
    publishUpload(
      actor: Actor,
      upload: { dir: string; names: string[]; notes?: string | undefined },
    ) {
      return publish({
        file: folderFiles(upload.dir),
        notes: upload.notes,
        by: actor.email,
        onPublished: (trx, version) =>
          audit(trx, actor, 'desktop.release.publish', {
            entityType: 'desktop-release',
            entityId: version,
            details: { files: upload.names },
          }),
      });
    },

    /** The live release and its installers, for the "Desktop app" page; undefined before one. */
    async latest(): Promise<DesktopRelease | undefined> {
      const live = await currentRelease(db);
      return (
        live && {
          version: live.release.version,
          publishedAt: new Date(live.release.published_at).toISOString(),
          notes: live.release.notes,
          downloads: downloadsOf(live.release.feeds, live.files).map((d) => ({
            ...d,
            url: `/desktop/${encodeURIComponent(d.name)}`,
          })),
        }
      );
    },

    /** A feed of the live release (latest.yml…), as published. */
    async feed(name: FeedName): Promise<string | undefined> {
      return (await currentRelease(db))?.release.feeds[name];
    },

    /** A release file by its name, for the update server. */
    findFile: (name: string) => findReleaseFile(db, name),

    /** Rolls the feeds back (or forward) to an already published version. */
    async makeCurrent(version: string) {
      if (!(await findRelease(db, version))) {
        throw new ReleaseError(`Version ${version} has not been published`);
      }
      await setCurrentRelease(db, version);
    },

    current: () => currentRelease(db),
  };
}

export type DesktopReleases = ReturnType<typeof createDesktopReleases>;

/** What the download page offers: per operating system, the installer its feed names. */
export function downloadsOf(feeds: Record<string, string>, files: DesktopFileRow[]) {
  const sizes = new Map(files.map((f) => [f.name, Number(f.size)]));
  const downloads: Array<{ platform: 'windows' | 'mac' | 'linux'; name: string; size: number }> =
    [];
  for (const name of FEED_NAMES) {
    const text = feeds[name];
    if (!text) continue;
    const feed = feedSchema.safeParse(parseYaml(text));
    if (!feed.success) continue;
    const urls = feed.data.files.map((f) => f.url);
    // On macOS the disk image installs; the zip is what the updater uses.
    const installer =
      (name === 'latest-mac.yml' ? urls.find((u) => /\.dmg$/i.test(u)) : undefined) ??
      feed.data.path ??
      urls[0]!;
    downloads.push({
      platform: PLATFORM_OF_FEED[name],
      name: installer,
      size: sizes.get(installer) ?? 0,
    });
  }
  return downloads;
}
