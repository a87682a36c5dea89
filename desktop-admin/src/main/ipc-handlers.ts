/**
 * Registers one handler per allow-listed channel. Each call is refused unless it comes from the
 * app's own renderer (its main frame URL is the packaged app:// page or the dev server), and its
 * argument is parsed with the channel's zod schema before anything runs.
 */
import type { UpdateState } from '@northbeam/shared/platform/app-updates';
import type { UpdatePolicy } from './update-policy';
import type { z } from 'zod';
import type { ApiResponse } from '@northbeam/shared/api-client/transport';
import {
  INVOKE,
  invokeArgs,
  type DesktopSettings,
  type DownloadResult,
  type InvokeChannel,
  type ProbeResult,
} from './ipc-contract';
import type { ApiForwarder } from './api-forwarding';
import { saveDownload } from './downloads';
import type { SessionTokenStore } from './keychain-session-store';
import type { ServerSettings } from './server-settings';

type ArgOf<C extends InvokeChannel> = z.output<(typeof invokeArgs)[C]>;

export interface DesktopHandlers {
  [INVOKE.apiRequest]: (arg: ArgOf<typeof INVOKE.apiRequest>) => Promise<ApiResponse>;
  [INVOKE.apiDownload]: (arg: ArgOf<typeof INVOKE.apiDownload>) => Promise<DownloadResult>;
  [INVOKE.apiReadFile]: (
    arg: ArgOf<typeof INVOKE.apiReadFile>,
  ) => Promise<{ data: Uint8Array; contentType: string }>;
  [INVOKE.settingsGet]: (arg: ArgOf<typeof INVOKE.settingsGet>) => Promise<DesktopSettings>;
  [INVOKE.settingsProbe]: (arg: ArgOf<typeof INVOKE.settingsProbe>) => Promise<ProbeResult>;
  [INVOKE.settingsSetServer]: (arg: ArgOf<typeof INVOKE.settingsSetServer>) => Promise<ProbeResult>;
  [INVOKE.updateGet]: (arg: ArgOf<typeof INVOKE.updateGet>) => Promise<UpdateState>;
  [INVOKE.updateRestart]: (
    arg: ArgOf<typeof INVOKE.updateRestart>,
  ) => Promise<{ restarting: boolean }>;
  [INVOKE.clipboardWriteText]: (arg: ArgOf<typeof INVOKE.clipboardWriteText>) => Promise<void>;
}

/** What the handlers need of Electron's IpcMainInvokeEvent. */
export interface InvokeEventLike {
  senderFrame: { url: string } | null;
}
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export class IpcRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcRefusedError';
  }
}

/**
 * The renderer's own URLs: `app://admin/...` when packaged (see app-protocol), or the electron-vite
 * dev server's origin in development.
 */
export function createSenderCheck(trustedOrigins: string[]): (url: string | undefined) => boolean {
  const allowed = new Set(trustedOrigins.map(originOf));
  return (url) => {
    if (!url) return false;
    const origin = originOf(url);
    return origin !== null && allowed.has(origin);
  };
}

/** Scheme + host (+ port). Custom schemes such as app:// have an opaque "null" WHATWG origin. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

export function registerIpcHandlers(options: {
  ipcMain: IpcMainLike;
  isTrustedSender: (url: string | undefined) => boolean;
  handlers: DesktopHandlers;
  onRefused?: (channel: string, reason: string) => void;
}): () => void {
  const channels = Object.keys(invokeArgs) as InvokeChannel[];
  for (const channel of channels) {
    const schema = invokeArgs[channel] as z.ZodType;
    const handler = options.handlers[channel] as (arg: unknown) => Promise<unknown>;
    options.ipcMain.handle(channel, async (event, ...args) => {
      if (!options.isTrustedSender(event.senderFrame?.url)) {
        options.onRefused?.(channel, `untrusted sender ${event.senderFrame?.url ?? '(none)'}`);
        throw new IpcRefusedError('Refused: unknown sender');
      }
      if (args.length > 1) {
        options.onRefused?.(channel, 'too many arguments');
        throw new IpcRefusedError('Refused: invalid arguments');
      }
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success) {
        options.onRefused?.(channel, parsed.error.issues.map((i) => i.message).join('; '));
        throw new IpcRefusedError('Refused: invalid arguments');
      }
      return handler(parsed.data);
    });
  }
  return () => channels.forEach((channel) => options.ipcMain.removeHandler(channel));
}

export interface DesktopHandlerDeps {
  forwarder: ApiForwarder;
  settings: ServerSettings;
  tokens: Pick<SessionTokenStore, 'status'>;
  appVersion: string;
  /** Native save dialog for downloads. */
  chooseSavePath: (defaultName: string) => Promise<string | undefined>;
  writeFile: (path: string, data: Uint8Array) => Promise<void>;
  /** After the server address changed (e.g. reset the notification watcher). */
  onServerChanged?: (origin: string) => void;
  /** The update policy (absent: the app does not update itself, e.g. unpackaged). */
  updates?: Pick<UpdatePolicy, 'state' | 'restart'>;
  /**
   * The system clipboard (Electron's `clipboard` in the main process: the sandboxed renderer's
   * navigator.clipboard is refused, as every permission is).
   */
  writeClipboard: (text: string) => void;
}

/** The handler behind each channel, on plain modules (tested in Node without Electron). */
export function createDesktopHandlers(deps: DesktopHandlerDeps): DesktopHandlers {
  return {
    [INVOKE.apiRequest]: (request) => deps.forwarder.forward(request),
    [INVOKE.apiDownload]: ({ path, suggestedName, query }) =>
      saveDownload(
        {
          forwarder: deps.forwarder,
          chooseSavePath: deps.chooseSavePath,
          writeFile: deps.writeFile,
        },
        path,
        suggestedName,
        query,
      ),
    [INVOKE.apiReadFile]: async ({ path, query }) => {
      const file = await deps.forwarder.download(path, query);
      if (file.status < 200 || file.status >= 300) {
        throw new Error(`The file could not be read (${file.status})`);
      }
      return { data: file.data, contentType: file.contentType };
    },
    [INVOKE.settingsGet]: async () => ({
      serverOrigin: deps.settings.getOrigin(),
      keychain: await deps.tokens.status(),
      appVersion: deps.appVersion,
    }),
    [INVOKE.settingsProbe]: ({ address }) => deps.settings.probe(address),
    [INVOKE.settingsSetServer]: async ({ address }) => {
      const result = await deps.settings.setAddress(address, async (oldOrigin) => {
        if (oldOrigin) await deps.forwarder.signOut();
      });
      if (result.ok) deps.onServerChanged?.(result.origin);
      return result;
    },
    [INVOKE.updateGet]: async () => deps.updates?.state() ?? { kind: 'idle' },
    [INVOKE.updateRestart]: async ({ unsavedChanges }) =>
      deps.updates?.restart(unsavedChanges) ?? { restarting: false },
    [INVOKE.clipboardWriteText]: async ({ text }) => deps.writeClipboard(text),
  };
}
