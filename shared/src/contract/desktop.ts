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
