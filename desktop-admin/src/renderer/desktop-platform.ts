/**
 * The shared admin's platform in the desktop app. Every API call crosses the preload bridge to the
 * main process, which adds the bearer token from the OS keychain; this side never sees a token.
 * The session store keeps only non-secret admin info (name, e-mail), per server.
 */
import type { AppUpdates } from '@northbeam/shared/platform/app-updates';
import type { StaffProfile } from '@northbeam/shared/contract/admin';
import { adminInfo, withoutToken } from '@northbeam/shared/contract/admin';
import { ADMIN_INFO_STORAGE_KEY } from '@northbeam/shared/contract/constants';
import type { Transport } from '@northbeam/shared/api-client/transport';
import type {
  AdminPlatform,
  AdminSessionStore,
  DownloadQuery,
} from '@northbeam/shared/platform/admin-platform';
import type { DesktopBridge } from '../preload/index';

/** Electron prefixes errors thrown in main handlers; show the administrator only the message. */
export function cleanIpcError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const cleaned = message.replace(/^Error invoking remote method '[^']+': (?:\w*Error: )?/, '');
  return new Error(cleaned || 'The request failed');
}

export function createDesktopSessionStore(storage: Storage, origin: string): AdminSessionStore {
  const key = `${ADMIN_INFO_STORAGE_KEY}:${origin}`;
  return {
    async load() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const parsed = adminInfo.safeParse(JSON.parse(raw));
        if (!parsed.success) return null;
        return withoutToken(parsed.data);
      } catch {
        return null;
      }
    },
    async save(info: StaffProfile) {
      // Never the token, even if one slipped through.
      storage.setItem(key, JSON.stringify(withoutToken(info)));
    },
    async clear() {
      storage.removeItem(key);
    },
  };
}

export function createDesktopPlatform(options: {
  bridge: Pick<DesktopBridge, 'api' | 'download'> &
    Partial<Pick<DesktopBridge, 'readFile' | 'updates' | 'clipboard'>>;
  origin: string;
  storage: Storage;
}) {
  const { bridge } = options;
  const transport: Transport = async (request) => {
    try {
      return await bridge.api.request(request);
    } catch (error) {
      throw cleanIpcError(error);
    }
  };
  return {
    kind: 'desktop',
    transport,
    session: createDesktopSessionStore(options.storage, options.origin),
    async download(path: string, suggestedName: string, query?: DownloadQuery) {
      let result;
      try {
        result = await bridge.download(path, suggestedName, query);
      } catch (error) {
        throw cleanIpcError(error);
      }
      if (!result.saved && result.error) throw new Error(result.error);
    },
    async readFile(path: string, query?: DownloadQuery) {
      if (!bridge.readFile) throw new Error('This version of the app cannot preview files');
      try {
        return await bridge.readFile(path, query);
      } catch (error) {
        throw cleanIpcError(error);
      }
    },
    assetUrl: (url: string) => (url.startsWith('/') ? `${options.origin}${url}` : url),
    ...(bridge.clipboard
      ? {
          async copyText(text: string) {
            try {
              await bridge.clipboard!.writeText(text);
            } catch (error) {
              throw cleanIpcError(error);
            }
          },
        }
      : {}),
    ...(bridge.updates
      ? {
          updates: {
            onState(callback) {
              // The state now (an update may be ready before the window asked), then each change.
              void bridge.updates!.get().then(callback, () => undefined);
              return bridge.updates!.onState(callback);
            },
            restart: (unsavedChanges) => bridge.updates!.restart(unsavedChanges),
          } satisfies AppUpdates,
        }
      : {}),
  } satisfies AdminPlatform;
}
