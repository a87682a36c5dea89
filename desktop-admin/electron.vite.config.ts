import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './src/main/window-security';

/**
 * The renderer's CSP meta tag is written out in index.html (so reviewers and the security scan
 * read it); the build refuses to go on if it no longer equals contentSecurityPolicy(), the same
 * function as the app:// response header. In `electron-vite dev` the page comes from the Vite dev
 * server, whose React-refresh preamble is an inline script and whose HMR uses a websocket: the
 * dev policy allows those, the build never does.
 */
function cspMeta(): Plugin {
  let dev = false;
  return {
    name: 'northbeam:csp-meta',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml(html) {
      const expected = contentSecurityPolicy({ serverOrigin: null, anyServer: true, meta: true });
      const written = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1];
      if (written !== expected) {
        throw new Error(
          `src/renderer/index.html: its Content-Security-Policy is not contentSecurityPolicy()'s; write:\n${expected}`,
        );
      }
      if (!dev) return html;
      const devPolicy = contentSecurityPolicy({
        serverOrigin: null,
        anyServer: true,
        meta: true,
        dev,
      });
      return html.replace(written, devPolicy);
    },
  };
}

const here = import.meta.dirname;

export default defineConfig({
  main: {
    // Bundle our code, zod and the shared workspace; only the native keyring stays external.
    build: {
      externalizeDeps: { exclude: ['zod'] },
      rolldownOptions: { input: { index: resolve(here, 'src/main/index.ts') } },
    },
  },
  preload: {
    // A sandboxed preload must be one CommonJS file: bundle everything, no imports left.
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(here, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(here, 'src/renderer'),
    plugins: [react(), cspMeta()],
    build: {
      rolldownOptions: { input: { index: resolve(here, 'src/renderer/index.html') } },
    },
  },
});
