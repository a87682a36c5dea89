/**
 * What the shared admin needs from its host. Declared once; the browser (site/src/admin) and the
 * Electron renderer (desktop-admin/src/renderer) each implement it and check it with `satisfies`.
 * Admin components never touch fetch, cookies, storage or Electron: only this interface, through
 * the React context in shared/src/admin.
 */
import type { AppUpdates } from './app-updates';
import type { StaffProfile } from '../contract/admin';
import type { Transport } from '../api-client/transport';

export interface AdminSessionStore {
  /** Non-secret admin info remembered between visits; never the token. */
  load(): Promise<StaffProfile | null>;
  /**
   * The same, read at once, where the store can (the browser's local storage): the first render
   * then already knows whether anyone was signed in here, and the sign-in form is drawn in it
   * rather than in a second, blocking render once `load` has answered.
   */
  recall?(): StaffProfile | null;
  save(info: StaffProfile): Promise<void>;
  clear(): Promise<void>;
}

/** Query parameters of a download, e.g. the filters of a list's CSV export. */
export type DownloadQuery = Record<string, string>;

export interface ReadFile {
  data: Uint8Array;
  contentType: string;
}

/** Files for one POST (multipart: one `field` part each, plus text fields). */
export interface FilesUpload {
  path: string;
  field: string;
  files: readonly File[];
  fields: Record<string, string>;
  /** Bytes sent so far of the whole body. */
  onProgress(sent: number, total: number): void;
}

/** The answer: its status and its JSON body (undefined when it had none). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface AdminPlatform {
  kind: 'browser' | 'desktop';
  /**
   * Carries every admin API call. Browser: same-origin fetch with the HttpOnly session cookie (the
   * server judges CSRF by Fetch Metadata). Desktop: the preload bridge to the main process, which adds the bearer token
   * from the OS keychain (and keeps the token out of login responses).
   */
  transport: Transport;
  session: AdminSessionStore;
  /**
   * Saves a file the API serves for download (a resume), by its /api path.
   * Browser: an attachment download through the session cookie. Desktop: a native save dialog.
   */
  download(path: string, suggestedName: string, query?: DownloadQuery): Promise<void>;
  /**
   * Reads a file the API serves (a resume to preview) into memory. Browser: fetch with the
   * session cookie. Desktop: the main process, with the keychain's token. Optional: without it
   * the admin offers the download only.
   */
  readFile?(path: string, query?: DownloadQuery): Promise<ReadFile>;
  /**
   * Turns an address the API answered (a blog image such as `/uploads/x.webp`) into one this host
   * can load. Browser: unchanged (same origin). Desktop: the page is app://, so relative paths are
   * prefixed with the server origin. Optional: absent means unchanged.
   */
  assetUrl?(url: string): string;
  /**
   * Puts text on the clipboard (a preview link's Copy). Desktop: the main process's clipboard
   * (the renderer holds no clipboard permission). Optional: absent, the admin uses
   * navigator.clipboard, or selects the text and copies it the old way.
   */
  copyText?(text: string): Promise<void>;
  /**
   * Sends files the person chose, reporting progress (a desktop release: hundreds of megabytes).
   * Browser: XMLHttpRequest with the session cookie, the files read from disk as they go.
   * Optional: absent in the desktop app, whose bridge carries at most 16 MB a call.
   */
  uploadFiles?(upload: FilesUpload): Promise<UploadAnswer>;
  /** The desktop app's own updates ("Restart to update"); absent in the browser. */
  updates?: AppUpdates;
}
