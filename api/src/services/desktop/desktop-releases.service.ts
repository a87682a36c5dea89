/**
 * Desktop releases hosted by the product itself: what electron-builder produced (installers,
 * update packages, their blockmaps and the latest*.yml feeds) is checked against the feeds' sha512
 * and size, stored (disk or S3, like uploads), and made live atomically: the files first, then one
 * transaction records the release and switches the feeds to it. Nothing changes when a check
 * fails, and a version is published once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { isUniqueViolation, type Db } from '../../db/connection';
import {
  currentRelease,
  findRelease,
  insertRelease,
  setCurrentRelease,
  type DesktopFileRow,
} from '../../db/desktop-releases.queries';
import type { FileStore } from '../../storage/storage';

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
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._ +-]{0,199}$/;

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
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

const sha512Base64 = (data: Buffer) => createHash('sha512').update(data).digest('base64');

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

export interface PublishInput {
  /** A file of the release folder by name; undefined when it is not there. */
  read(name: string): Promise<Buffer | undefined>;
  /** Notes shown on the download page (default: the feeds' releaseNotes). */
  notes?: string | undefined;
  by?: string | undefined;
}

export function createDesktopReleases(db: Db, store: FileStore) {
  async function readFeeds(input: PublishInput) {
    const feeds = new Map<FeedName, { text: string; feed: Feed }>();
    for (const name of FEED_NAMES) {
      const data = await input.read(name);
      if (!data) continue;
      const text = data.toString('utf8');
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

  return {
    /** Checks and publishes a release; answers its version and the files made available. */
    async publish(input: PublishInput) {
      const { feeds, version } = await readFeeds(input);
      if (await findRelease(db, version)) {
        throw new ReleaseError(`Version ${version} is already published`);
      }
      // Every file a feed lists, checked against its sha512 and size; blockmaps ride along.
      const files = new Map<string, Buffer>();
      for (const [feedName, { feed }] of feeds) {
        const listed = [...feed.files];
        if (feed.path && feed.sha512)
          listed.push({ url: feed.path, sha512: feed.sha512, size: -1 });
        for (const entry of listed) {
          if (!FILE_NAME.test(entry.url)) {
            throw new ReleaseError(`${feedName} links to "${entry.url}", which is not a file name`);
          }
          const data = files.get(entry.url) ?? (await input.read(entry.url));
          if (!data) throw new ReleaseError(`${entry.url} (in ${feedName}) is missing`);
          if (sha512Base64(data) !== entry.sha512) {
            throw new ReleaseError(`${entry.url} does not match the sha512 in ${feedName}`);
          }
          if (entry.size >= 0 && data.length !== entry.size) {
            throw new ReleaseError(`${entry.url} is not the size ${feedName} says`);
          }
          files.set(entry.url, data);
          const blockmap = `${entry.url}.blockmap`;
          if (!files.has(blockmap)) {
            const map = await input.read(blockmap);
            if (map) files.set(blockmap, map);
          }
        }
      }

      // The files first, under keys of their own; the release goes live only once all are in.
      const stored: Array<Omit<DesktopFileRow, 'version'>> = [];
      try {
        for (const [name, data] of files) {
          const key = randomUUID();
          await store.put(key, data, contentTypeOfRelease(name));
          stored.push({
            name,
            storage_key: key,
            size: data.length,
            sha512: sha512Base64(data),
            content_type: contentTypeOfRelease(name),
          });
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
        });
      } catch (error) {
        await Promise.all(stored.map((f) => store.remove(f.storage_key).catch(() => undefined)));
        if (isUniqueViolation(error))
          throw new ReleaseError(`Version ${version} is already published`);
        throw error;
      }
      return { version, files: stored.map((f) => f.name), feeds: [...feeds.keys()] };
    },

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
