/** The desktop app as the server hosts it: the live release and its downloads. */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

export const DESKTOP_PLATFORMS = ['windows', 'mac', 'linux'] as const;
export type DesktopPlatform = (typeof DESKTOP_PLATFORMS)[number];

export const DESKTOP_PLATFORM_LABELS: Record<DesktopPlatform, string> = {
  windows: 'Windows',
  mac: 'macOS',
  linux: 'Linux',
};

/** GET /api/desktop/latest: the release installed apps update to (404 before the first). */
export const desktopRelease = z.object({
  version: z.string(),
  publishedAt: z.string(),
  notes: z.string(),
  downloads: z.array(
    z.object({
      platform: z.enum(DESKTOP_PLATFORMS),
      name: z.string(),
      /** Its path on the server (`/desktop/<name>`). */
      url: z.string(),
      size: z.number(),
    }),
  ),
});
export type DesktopRelease = z.infer<typeof desktopRelease>;

export const NO_DESKTOP_RELEASE_MESSAGE = 'No desktop release has been published yet';

/**
 * POST /api/desktop/releases (owners): the files electron-builder wrote, as multipart parts named
 * `files` (each part's file name is the file's name), and optional `notes`. Checked as
 * `npm run desktop:publish` checks a folder; answers what went live.
 */
export const publishedRelease = z.object({
  version: z.string(),
  /** The files made available (installers, update packages, blockmaps). */
  files: z.array(z.string()),
  /** The update feeds now serving this version. */
  feeds: z.array(z.string()),
});
export type PublishedRelease = z.infer<typeof publishedRelease>;

/** The multipart field of the release's files and the largest file accepted (installers). */
export const RELEASE_FILES_FIELD = 'files';
export const RELEASE_MAX_FILE_BYTES = 1024 * 1024 * 1024;
export const RELEASE_MAX_FILES = 30;
