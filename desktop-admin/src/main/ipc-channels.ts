/**
 * The IPC channel names and the plain types crossing them, shared by main and preload. Free of zod
 * so the sandboxed preload stays small; the argument schemas live in ipc-contract.ts.
 */
import { DEEP_LINK_PAGE } from '@northbeam/shared/contract/deep-links';
/** Invoke channels (renderer → main, answered). */
export const INVOKE = {
  apiRequest: 'api:request',
  apiDownload: 'api:download',
  apiReadFile: 'api:read-file',
  settingsGet: 'settings:get',
  settingsProbe: 'settings:probe',
  settingsSetServer: 'settings:set-server',
  updateGet: 'update:get',
  updateRestart: 'update:restart',
  clipboardWriteText: 'clipboard:write-text',
} as const;
export type InvokeChannel = (typeof INVOKE)[keyof typeof INVOKE];

/** Event channels (main → renderer). */
export const EVENTS = {
  sessionRefused: 'session:refused',
  navigate: 'app:navigate',
  updateState: 'update:state',
} as const;

/** Routes the main process may ask the renderer to show (menu, notification click). */
export const navigateTargets = [
  '/admin/dashboard',
  '/admin/jobs/new',
  '/admin/blogs/new',
  '/setup/server',
] as const;
export type NavigateTarget = (typeof navigateTargets)[number] | `/admin/${string}`;

/** A page the main process may show: one of the fixed ones, or an item a deep link names. */
export function isNavigateTarget(target: unknown): target is NavigateTarget {
  return (
    (navigateTargets as readonly unknown[]).includes(target) ||
    (typeof target === 'string' && DEEP_LINK_PAGE.test(target))
  );
}

export interface KeychainStatus {
  available: boolean;
  /** Why it is unavailable, in words for the administrator. */
  reason?: string;
}

export interface DesktopSettings {
  serverOrigin: string | null;
  keychain: KeychainStatus;
  appVersion: string;
}

export type ProbeResult = { ok: true; origin: string } | { ok: false; error: string };

export type DownloadResult = { saved: true; filePath: string } | { saved: false; error?: string };
