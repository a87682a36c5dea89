import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  secureWebPreferences,
} from './window-security';

const APP_URL = `${APP_ORIGIN}/index.html`;

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('window security', () => {
  it('isolates and sandboxes the renderer without Node', () => {
    const prefs = secureWebPreferences('/app/out/preload/index.cjs', { devTools: false });
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      devTools: false,
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('has a strict CSP: own scripts only, no network from the page, images from the server', () => {
    const csp = directives(contentSecurityPolicy({ serverOrigin: 'https://www.example.com' }));
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.example.com']);
    // pdf.js's worker, from the app itself only.
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  it('relaxes scripts only for the dev server', () => {
    const dev = directives(contentSecurityPolicy({ serverOrigin: null, dev: true }));
    expect(dev['script-src']).toContain("'unsafe-inline'");
    const prod = directives(contentSecurityPolicy({ serverOrigin: null, anyServer: true }));
    expect(prod['script-src']).toEqual(["'self'"]);
    expect(prod['img-src']).toContain('https:');
  });

  it('built page carries the strict CSP meta tag (when out/renderer exists)', () => {
    const built = fileURLToPath(new URL('../../out/renderer/index.html', import.meta.url));
    if (!existsSync(built)) return;
    const html = readFileSync(built, 'utf8');
    const expected = contentSecurityPolicy({ serverOrigin: null, anyServer: true, meta: true });
    const written = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(written?.[1]).toBe(expected);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it.each([
    [`${APP_URL}#/admin/dashboard`, 'allow'],
    [APP_URL, 'allow'],
    ['https://www.example.com/blog', 'external'],
    ['mailto:jobs@example.com', 'external'],
    ['http://www.example.com/', 'deny'],
    ['file:///etc/passwd', 'deny'],
    ['app://admin/other.html', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['not a url', 'deny'],
  ])('navigation to %s → %s', (url, decision) => {
    expect(decideNavigation(url, APP_URL)).toBe(decision);
  });

  it('never opens new windows; https links go to the system browser', () => {
    expect(decideWindowOpen('https://www.example.com/')).toEqual({
      action: 'deny',
      openExternal: true,
    });
    expect(decideWindowOpen('file:///etc/passwd')).toEqual({ action: 'deny', openExternal: false });
    expect(decideWindowOpen('app://admin/index.html')).toEqual({
      action: 'deny',
      openExternal: false,
    });
  });

  it('grants no permission', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      expect(decidePermission(p)).toBe(false);
    }
  });
});
