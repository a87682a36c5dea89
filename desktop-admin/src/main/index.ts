/**
 * Electron main entry: wiring only. Every decision lives in a plain module beside this file
 * (tested in Node); this file hands them Electron's objects.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  clipboard,
  dialog,
  ipcMain,
  Menu,
  Notification,
  protocol,
  screen,
  session,
  shell,
} from 'electron';
import { DESKTOP_APP } from '@northbeam/shared/brand/company';
import { createApiForwarder } from './api-forwarding';
import { electronUpdaterPort } from './auto-updater';
import { createDeepLinkRouter } from './deep-links';
import { createUpdatePolicy } from './update-policy';
import { serveAppFile } from './app-protocol';
import { EVENTS, type NavigateTarget } from './ipc-contract';
import { createDesktopHandlers, createSenderCheck, registerIpcHandlers } from './ipc-handlers';
import { createKeychainSessionStore } from './keychain-session-store';
import { buildMenuTemplate } from './menu';
import { createNewItemsWatcher } from './notifications';
import { createServerSettings } from './server-settings';
import { enforceSingleInstance, focusWindow } from './single-instance';
import {
  APP_ORIGIN,
  APP_SCHEME,
  contentSecurityPolicy,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  isExternalLink,
  secureWebPreferences,
} from './window-security';
import { createWindowStateStore, MIN_HEIGHT, MIN_WIDTH, trackWindowState } from './window-state';

const here = dirname(fileURLToPath(import.meta.url));
const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const rendererDir = join(here, '../renderer');
const appUrl = devServerUrl ?? `${APP_ORIGIN}/index.html`;

// Tests (and a second profile) may point userData elsewhere before anything reads it.
if (process.env['NORTHBEAM_USER_DATA_DIR']) {
  app.setPath('userData', process.env['NORTHBEAM_USER_DATA_DIR']);
}

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

let mainWindow: BrowserWindow | null = null;

/**
 * The one way out to the system browser: https: and mailto: addresses only (isExternalLink,
 * tested), checked here again whatever the caller decided.
 */
function openInBrowser(url: string): void {
  if (isExternalLink(url)) void shell.openExternal(url);
}

/** Shows a page of the admin in the window (menu, notification click, deep link). */
const navigate = (target: NavigateTarget) => {
  focusWindow(mainWindow);
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENTS.navigate, target);
};

// northbeam-admin://applications/{id} and the like: opened once the window is ready.
const deepLinks = createDeepLinkRouter({
  show: (page) => navigate(page as NavigateTarget),
  onRefused: (link) => console.warn(`[deep link] refused ${link.slice(0, 200)}`),
});

if (
  enforceSingleInstance(
    app,
    () => mainWindow,
    (argv) => deepLinks.openFromArgv(argv),
  )
) {
  // The system opens northbeam-admin:// links with this app (in development: this Electron with
  // the app's folder). Only the links pageOfDeepLink accepts do anything.
  const dev = process.defaultApp && process.argv[1] ? process.argv[1] : undefined;
  app.setAsDefaultProtocolClient(
    DESKTOP_APP.scheme,
    dev ? process.execPath : undefined,
    dev ? [dev] : undefined,
  );
  // macOS hands links over as an event (also the one that launched the app).
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deepLinks.open(url);
  });
  deepLinks.openFromArgv(process.argv);
  void app.whenReady().then(start);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

// No <webview>, ever.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

async function start(): Promise<void> {
  const userDataDir = app.getPath('userData');
  const settings = createServerSettings({ userDataDir });
  await settings.load();
  const tokens = createKeychainSessionStore();

  // End-to-end tests (unpackaged app only) read the keychain through the app itself: on macOS
  // another process reading the app's Keychain item would raise an access prompt.
  if (!app.isPackaged && process.env['NORTHBEAM_E2E'] === '1') {
    (globalThis as { __northbeamE2E?: unknown }).__northbeamE2E = { tokens };
  }

  const send = (channel: string, ...args: unknown[]) => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, ...args);
  };

  const forwarder = createApiForwarder({
    getOrigin: settings.getOrigin,
    tokens,
    onSessionRefused: () => send(EVENTS.sessionRefused),
    onSignedIn: () => watcher.start(),
  });

  // Updates from the signed-in server (packaged app only: an unpackaged one has nothing to update).
  const updates = app.isPackaged
    ? createUpdatePolicy({
        updater: electronUpdaterPort(),
        getOrigin: settings.getOrigin,
        onState: (state) => send(EVENTS.updateState, state),
      })
    : undefined;

  const watcher = createNewItemsWatcher({
    userDataDir,
    getOrigin: settings.getOrigin,
    hasSession: forwarder.hasSession,
    forward: forwarder.forward,
    notify: (title, body) => {
      if (!Notification.isSupported()) return;
      const notification = new Notification({ title, body });
      notification.on('click', () => navigate('/admin/dashboard'));
      notification.show();
    },
  });

  // Session-wide hardening: no permissions for web content; CSP on the app's own pages.
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(decidePermission(permission)),
  );
  ses.setPermissionCheckHandler((_contents, permission) => decidePermission(permission));
  protocol.handle(APP_SCHEME, (request) =>
    serveAppFile(rendererDir, request.url, () =>
      contentSecurityPolicy({ serverOrigin: settings.getOrigin() }),
    ),
  );

  registerIpcHandlers({
    ipcMain,
    isTrustedSender: createSenderCheck(devServerUrl ? [APP_ORIGIN, devServerUrl] : [APP_ORIGIN]),
    handlers: createDesktopHandlers({
      forwarder,
      settings,
      tokens,
      appVersion: app.getVersion(),
      chooseSavePath: async (defaultName) => {
        const options = { defaultPath: join(app.getPath('downloads'), defaultName) };
        const result = mainWindow
          ? await dialog.showSaveDialog(mainWindow, options)
          : await dialog.showSaveDialog(options);
        return result.canceled ? undefined : result.filePath;
      },
      writeFile: (path, data) => writeFile(path, data),
      writeClipboard: (text) => clipboard.writeText(text),
      onServerChanged: () => {
        void watcher.check().catch(() => undefined);
        void updates?.check();
      },
      ...(updates ? { updates } : {}),
    }),
    onRefused: (channel, reason) => console.warn(`[ipc] refused ${channel}: ${reason}`),
  });

  app.setAboutPanelOptions({
    applicationName: app.getName(),
    applicationVersion: app.getVersion(),
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        appName: app.getName(),
        isDev: !app.isPackaged,
        actions: {
          navigate,
          openWebsite: () => {
            const origin = settings.getOrigin();
            if (origin) openInBrowser(origin);
          },
          about: () => app.showAboutPanel(),
        },
      }),
    ),
  );

  mainWindow = await createWindow(
    userDataDir,
    () => void watcher.markSeen().catch(() => undefined),
  );
  deepLinks.ready();
  updates?.start();
  watcher.start();
  void watcher.check().catch(() => undefined);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) {
      void createWindow(userDataDir, () => undefined).then((win) => (mainWindow = win));
    }
  });
}

async function createWindow(userDataDir: string, onFocus: () => void): Promise<BrowserWindow> {
  const stateStore = createWindowStateStore(userDataDir);
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map((d) => d.workArea);
  const state = await stateStore.load(workAreas);

  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WIDTH,
    minHeight: MIN_HEIGHT,
    show: false,
    title: 'Northbeam Admin',
    backgroundColor: '#0f172a',
    // The helper (tested in Node) holds every hardening setting; the ones a reviewer and the
    // security scanner look for are stated again here, where the window is made.
    webPreferences: {
      ...secureWebPreferences(join(here, '../preload/index.cjs'), { devTools: !app.isPackaged }),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  trackWindowState(win, stateStore);

  const contents = win.webContents;
  const onNavigate = (event: { preventDefault(): void }, url: string) => {
    const decision = decideNavigation(url, appUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') openInBrowser(url);
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url);
    if (decision.openExternal) openInBrowser(url);
    return { action: decision.action };
  });

  win.once('ready-to-show', () => {
    if (state.maximized) win.maximize();
    win.show();
  });
  win.on('focus', onFocus);
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });

  await win.loadURL(appUrl);
  return win;
}
