/**
 * Runs the built renderer (out/renderer) in plain Chromium with the preload bridge replaced by a
 * Playwright binding backed by the real main-process modules: IPC validation and sender check
 * (registerIpcHandlers), API forwarding with the keychain store, server settings, downloads.
 * Only Electron itself is missing from the path renderer → main → API server.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { createApiForwarder } from '../../src/main/api-forwarding';
import { serveAppFile } from '../../src/main/app-protocol';
import { EVENTS } from '../../src/main/ipc-channels';
import {
  createDesktopHandlers,
  createSenderCheck,
  registerIpcHandlers,
  type InvokeEventLike,
} from '../../src/main/ipc-handlers';
import type { SessionTokenStore } from '../../src/main/keychain-session-store';
import { createServerSettings } from '../../src/main/server-settings';
import { createUpdatePolicy, type UpdaterEvent } from '../../src/main/update-policy';
import { contentSecurityPolicy } from '../../src/main/window-security';

const rendererDir = fileURLToPath(new URL('../../out/renderer', import.meta.url));

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** Uint8Array ⇄ base64 across the binding (its serializer is JSON-like). */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['__u8'] === 'string')
      return new Uint8Array(Buffer.from(record['__u8'], 'base64'));
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

export interface Desktop {
  /** The static server standing in for app://admin (same files, same CSP header). */
  appUrl: string;
  userDataDir: string;
  downloadsDir: string;
  /** Every value handed to the page through the bridge, serialised (to look for leaks). */
  sentToPage: string[];
  /** What the page put on the system clipboard (the main process's clipboard handler). */
  clipboard: string[];
  attach(context: BrowserContext): Promise<void>;
  /** Main → renderer event, as webContents.send would. */
  emit(page: Page, channel: string, ...args: unknown[]): Promise<void>;
  /** electron-updater, faked behind the real update policy: its events, and installs asked. */
  updater: { emit(event: UpdaterEvent): void; installs: number };
  close(): Promise<void>;
}

export async function startDesktop(tokens: SessionTokenStore): Promise<Desktop> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'northbeam-desktop-'));
  const downloadsDir = await mkdtemp(join(tmpdir(), 'northbeam-downloads-'));
  const settings = createServerSettings({ userDataDir });
  await settings.load();

  const http = createServer((req, res) => {
    void serveAppFile(rendererDir, `app://admin${req.url ?? '/'}`, () =>
      contentSecurityPolicy({ serverOrigin: settings.getOrigin() }),
    ).then(async (response) => {
      res.statusCode = response.status;
      response.headers.forEach((value, key) => res.setHeader(key, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const appOrigin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const pages = new Set<Page>();
  const sentToPage: string[] = [];
  const clipboard: string[] = [];
  const forwarder = createApiForwarder({
    getOrigin: settings.getOrigin,
    tokens,
    onSessionRefused: () => {
      for (const page of pages) void emit(page, EVENTS.sessionRefused);
    },
  });

  // The real update policy on a fake electron-updater (which cannot run here).
  let updaterListener: (event: UpdaterEvent) => void = () => undefined;
  const updater = {
    installs: 0,
    emit: (event: UpdaterEvent) => updaterListener(event),
  };
  const updates = createUpdatePolicy({
    updater: {
      setFeedUrl: () => undefined,
      check: async () => undefined,
      quitAndInstall: () => void (updater.installs += 1),
      onEvent: (listener) => void (updaterListener = listener),
    },
    getOrigin: settings.getOrigin,
    onState: (state) => {
      for (const page of pages) void emit(page, EVENTS.updateState, state);
    },
  });

  const registered = new Map<string, Listener>();
  registerIpcHandlers({
    ipcMain: {
      handle: (channel, listener) => void registered.set(channel, listener),
      removeHandler: (channel) => void registered.delete(channel),
    },
    isTrustedSender: createSenderCheck([appOrigin]),
    handlers: createDesktopHandlers({
      forwarder,
      settings,
      tokens,
      appVersion: '0.0.0-test',
      chooseSavePath: async (name) => join(downloadsDir, name),
      writeFile: (path, data) => writeFile(path, data),
      writeClipboard: (text) => void clipboard.push(text),
      updates,
    }),
  });

  async function emit(page: Page, channel: string, ...args: unknown[]) {
    await page.evaluate(
      ([c, a]) => (window as unknown as { __nbEmit(c: string, a: unknown[]): void }).__nbEmit(c, a),
      [channel, args] as const,
    );
  }

  return {
    appUrl: `${appOrigin}/index.html`,
    userDataDir,
    downloadsDir,
    sentToPage,
    clipboard,
    async attach(context) {
      const track = (page: Page) => {
        pages.add(page);
        page.on('close', () => pages.delete(page));
      };
      context.pages().forEach(track);
      context.on('page', track);
      await context.exposeBinding('__nbInvoke', async (source, channel: string, arg: unknown) => {
        const listener = registered.get(channel);
        if (!listener) throw new Error(`No handler registered for '${channel}'`);
        const result = await listener({ senderFrame: { url: source.frame.url() } }, decode(arg));
        sentToPage.push(JSON.stringify(result ?? null));
        const file = result as { data?: unknown } | null;
        if (file && file.data instanceof Uint8Array) {
          return { ...file, data: { __u8: Buffer.from(file.data).toString('base64') } };
        }
        return result;
      });
      // The preload's shape (src/preload/index.ts), on the binding instead of ipcRenderer.
      await context.addInitScript(() => {
        type Invoke = (channel: string, arg?: unknown) => Promise<unknown>;
        const w = window as unknown as {
          __nbInvoke: Invoke;
          __nbEmit(channel: string, args: unknown[]): void;
          desktop: unknown;
        };
        const encode = (value: unknown): unknown => {
          if (value instanceof Uint8Array) {
            let binary = '';
            for (const byte of value) binary += String.fromCharCode(byte);
            return { __u8: btoa(binary) };
          }
          if (Array.isArray(value)) return value.map(encode);
          if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
          }
          return value;
        };
        const invoke = (channel: string, arg?: unknown) => w.__nbInvoke(channel, encode(arg));
        const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
        const subscribe = (channel: string, cb: (...args: unknown[]) => void) => {
          const set = listeners.get(channel) ?? new Set();
          set.add(cb);
          listeners.set(channel, set);
          return () => void set.delete(cb);
        };
        w.__nbEmit = (channel, args) => listeners.get(channel)?.forEach((cb) => cb(...args));
        w.desktop = Object.freeze({
          api: { request: (request: unknown) => invoke('api:request', request) },
          download: (path: string, suggestedName: string, query?: Record<string, string>) =>
            invoke(
              'api:download',
              query ? { path, suggestedName, query } : { path, suggestedName },
            ),
          readFile: async (path: string, query?: Record<string, string>) => {
            const file = (await invoke('api:read-file', query ? { path, query } : { path })) as {
              data: unknown;
              contentType: string;
            };
            // Bytes cross the test binding as base64 (Electron's IPC carries them as they are).
            const raw = file.data as { __u8?: string } | Uint8Array;
            const data =
              raw instanceof Uint8Array
                ? raw
                : Uint8Array.from(atob((raw as { __u8: string }).__u8), (c) => c.charCodeAt(0));
            return { data, contentType: file.contentType };
          },
          settings: {
            get: () => invoke('settings:get'),
            probe: (address: string) => invoke('settings:probe', { address }),
            setServer: (address: string) => invoke('settings:set-server', { address }),
          },
          onSessionRefused: (cb: () => void) => subscribe('session:refused', () => cb()),
          onNavigate: (cb: (target: unknown) => void) => subscribe('app:navigate', cb),
          clipboard: {
            writeText: (text: string) => invoke('clipboard:write-text', { text }),
          },
          updates: {
            get: () => invoke('update:get'),
            onState: (cb: (state: unknown) => void) => subscribe('update:state', cb),
            restart: (unsavedChanges: boolean) => invoke('update:restart', { unsavedChanges }),
          },
        });
      });
    },
    emit,
    updater,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
