/**
 * The browser admin as an installable web app: after the client build, writes
 * dist/admin/manifest.webmanifest (start_url: the Overview) and dist/admin/sw.js, the service
 * worker (admin/sw.js) with the list of the shell's files read from the built admin page (its
 * hashed scripts and styles) and a version that changes with them. Hand-written rather than
 * Workbox: the worker is some sixty lines, and vite-plugin-pwa does not declare Vite 8.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { adminPaths } from '../../shared/src/admin/app/admin-paths.ts';

const ICONS = [
  { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  {
    src: '/admin/icons/maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
];

/** The manifest: the name of the desktop app too, its colours, the Overview first. */
export const ADMIN_MANIFEST = {
  id: `${adminPaths.root}/`,
  name: 'Northbeam Admin',
  short_name: 'Admin',
  description: 'Applications, leads, jobs and posts of Northbeam Technologies.',
  start_url: adminPaths.overview,
  scope: `${adminPaths.root}/`,
  display: 'standalone',
  orientation: 'any',
  background_color: '#f4f6f9',
  theme_color: '#0f172a',
  icons: ICONS,
};

const MANIFEST_PATH = `${adminPaths.root}/manifest.webmanifest`;

/** The /assets/ files the admin page loads at once (its script, modules and styles). */
export function shellAssets(html: string): string[] {
  const found = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(found)].sort();
}

/** The page's own icons under /admin/ (the tab's icon, the home screen's): kept with the shell. */
export function shellIcons(html: string): string[] {
  const found = [
    ...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="(\/admin\/[^"]+)"/g),
  ];
  return [...new Set(found.map((m) => m[1]!))].sort();
}

export function adminPwa(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  const manifestText = `${JSON.stringify(ADMIN_MANIFEST, null, 2)}\n`;
  return {
    name: 'northbeam-admin-pwa',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    // `vite` (development) serves the manifest too; the worker is for builds only.
    configureServer(server) {
      server.middlewares.use(MANIFEST_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifestText);
      });
    },
    writeBundle() {
      // Only the admin's build (the site's and the server renderer's have no admin page).
      if (ssr || !existsSync(join(outDir, 'admin/index.html'))) return;
      const html = readFileSync(join(outDir, 'admin/index.html'), 'utf8');
      const files = [
        `${adminPaths.root}/`,
        ...shellAssets(html),
        MANIFEST_PATH,
        ...ICONS.map((icon) => icon.src),
        ...shellIcons(html),
      ];
      const worker = readFileSync(resolve(import.meta.dirname, 'sw.js'), 'utf8');
      const version = createHash('sha256')
        .update(JSON.stringify(files))
        .update(html)
        .update(worker)
        .digest('hex')
        .slice(0, 12);
      writeFileSync(join(outDir, 'admin/manifest.webmanifest'), manifestText);
      writeFileSync(
        join(outDir, 'admin/sw.js'),
        `const VERSION = ${JSON.stringify(version)};\nconst SHELL_FILES = ${JSON.stringify(files)};\n${worker}`,
      );
    },
  };
}
