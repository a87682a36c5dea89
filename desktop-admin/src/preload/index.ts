/**
 * The bridge: named methods only, each bound to one allow-listed channel. The renderer never gets
 * ipcRenderer, a generic invoke, or the token. Built as one CommonJS file (sandboxed preload).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { ApiRequest, ApiResponse } from '@northbeam/shared/api-client/transport';
import type { UpdateState } from '@northbeam/shared/platform/app-updates';
import {
  EVENTS,
  INVOKE,
  isNavigateTarget,
  type DesktopSettings,
  type DownloadResult,
  type NavigateTarget,
  type ProbeResult,
} from '../main/ipc-channels';

function subscribe<T extends unknown[]>(channel: string, listener: (...args: T) => void) {
  const wrapped = (_event: IpcRendererEvent, ...args: unknown[]) => listener(...(args as T));
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const desktop = {
  api: {
    /** One admin API call, executed by the main process with the keychain's bearer token. */
    request: (request: ApiRequest): Promise<ApiResponse> =>
      ipcRenderer.invoke(INVOKE.apiRequest, request),
  },
  /** Downloads an /api file (a resume, a filtered CSV) and saves it through the native dialog. */
  download: (
    path: string,
    suggestedName: string,
    query?: Record<string, string>,
  ): Promise<DownloadResult> =>
    ipcRenderer.invoke(
      INVOKE.apiDownload,
      query ? { path, suggestedName, query } : { path, suggestedName },
    ),
  /** Reads an /api file (a resume) into memory for a preview. */
  readFile: (
    path: string,
    query?: Record<string, string>,
  ): Promise<{ data: Uint8Array; contentType: string }> =>
    ipcRenderer.invoke(INVOKE.apiReadFile, query ? { path, query } : { path }),
  settings: {
    get: (): Promise<DesktopSettings> => ipcRenderer.invoke(INVOKE.settingsGet),
    probe: (address: string): Promise<ProbeResult> =>
      ipcRenderer.invoke(INVOKE.settingsProbe, { address }),
    setServer: (address: string): Promise<ProbeResult> =>
      ipcRenderer.invoke(INVOKE.settingsSetServer, { address }),
  },
  /** The server refused the session (expired or revoked); the keychain entry is already gone. */
  onSessionRefused: (callback: () => void): (() => void) =>
    subscribe(EVENTS.sessionRefused, () => callback()),
  /** The app's own updates: their state, and "Restart to update" (refused over unsaved work). */
  updates: {
    get: (): Promise<UpdateState> => ipcRenderer.invoke(INVOKE.updateGet),
    onState: (callback: (state: UpdateState) => void): (() => void) =>
      subscribe(EVENTS.updateState, (state: UpdateState) => callback(state)),
    restart: (unsavedChanges: boolean): Promise<{ restarting: boolean }> =>
      ipcRenderer.invoke(INVOKE.updateRestart, { unsavedChanges }),
  },
  /** Puts text on the system clipboard (the renderer has no clipboard permission). */
  clipboard: {
    writeText: (text: string): Promise<void> =>
      ipcRenderer.invoke(INVOKE.clipboardWriteText, { text }),
  },
  /** The menu or a notification asks to show a screen. */
  onNavigate: (callback: (target: NavigateTarget) => void): (() => void) =>
    subscribe(EVENTS.navigate, (target: unknown) => {
      if (isNavigateTarget(target)) callback(target);
    }),
};

export type DesktopBridge = typeof desktop;

contextBridge.exposeInMainWorld('desktop', desktop);
