/**
 * The Electron security checklist as plain data and pure decisions, applied in index.ts:
 * isolated, sandboxed renderer without Node; a strict Content-Security-Policy; no navigation away
 * from the app's own pages; new windows refused, external https/mailto links handed to the system
 * browser; no permissions, no <webview>.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
/** The packaged renderer's origin (served by app-protocol from out/renderer). */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface SecureWebPreferences {
  preload: string;
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  webviewTag: false;
  experimentalFeatures: false;
  navigateOnDragDrop: false;
  safeDialogs: true;
  spellcheck: boolean;
  devTools: boolean;
  /** Middle-click (auxclick) would open links in new windows. */
  disableBlinkFeatures: 'Auxclick';
}

export function secureWebPreferences(
  preload: string,
  options: { devTools: boolean },
): SecureWebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: true,
    devTools: options.devTools,
    disableBlinkFeatures: 'Auxclick',
  };
}

/**
 * The renderer's CSP. It never talks to the network itself (every call goes through the preload
 * bridge), so `connect-src` is closed; images may come from the configured server (blog images).
 */
export function contentSecurityPolicy(options: {
  /** The configured server: its images may show. */
  serverOrigin: string | null;
  /**
   * For the page's static meta tag, written before any server is known: images from any https
   * server or this machine. The app:// response header then narrows it to the configured server.
   */
  anyServer?: boolean;
  /** For a <meta> tag, which cannot carry frame-ancestors (the header does). */
  meta?: boolean;
  dev?: boolean;
}): string {
  const img = ["'self'", 'data:', 'blob:'];
  if (options.anyServer) img.push('https:', 'http://localhost:*', 'http://127.0.0.1:*');
  else if (options.serverOrigin) img.push(options.serverOrigin);
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': img,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'none'"],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    // The app's own workers only: pdf.js draws resumes off the main thread.
    'worker-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.meta) delete directives['frame-ancestors'];
  if (options.dev) {
    // The Vite dev server: its inline React-refresh preamble and the HMR websocket.
    directives['script-src'] = ["'self'", "'unsafe-inline'"];
    directives['connect-src'] = ["'self'", 'ws:'];
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export type NavigationDecision = 'allow' | 'external' | 'deny';

/** Only links the system browser should open: https pages and e-mail addresses. */
export function isExternalLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/**
 * will-navigate: stay on the app's own page (hash routes never leave it); https/mailto links go
 * to the system browser; everything else is blocked.
 */
export function decideNavigation(url: string, appUrl: string): NavigationDecision {
  try {
    const target = new URL(url);
    const app = new URL(appUrl);
    const sameDocument =
      target.protocol === app.protocol &&
      target.host === app.host &&
      target.pathname === app.pathname &&
      target.search === app.search;
    if (sameDocument) return 'allow';
  } catch {
    return 'deny';
  }
  return isExternalLink(url) ? 'external' : 'deny';
}

/** setWindowOpenHandler: never a new Electron window; https/mailto open in the system browser. */
export function decideWindowOpen(url: string): { action: 'deny'; openExternal: boolean } {
  return { action: 'deny', openExternal: isExternalLink(url) };
}

/** Permission requests (camera, notifications from web content, …): none are granted. */
export function decidePermission(_permission: string): boolean {
  return false;
}
