import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './src/main/window-security';

/**
 * Writes the renderer's CSP meta tag from the same function as the app:// response header. In
 * `electron-vite dev` the page comes from the Vite dev server, whose React-refresh preamble is an
 * inline script and whose HMR uses a websocket: the dev policy allows those, the build never does.
 */
function cspMeta(): Plugin {
  let dev = false;
  return {
    name: 'northbeam:csp-meta',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml(html) {
      const csp = contentSecurityPolicy({ serverOrigin: null, anyServer: true, meta: true, dev });
      return html.replace('%NORTHBEAM_CSP%', csp);
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
