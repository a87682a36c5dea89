import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { adminFirstScreen } from './admin/first-screen-plugin.ts';
import { adminPwa } from './admin/pwa-plugin.ts';
import { adminCompileHints } from './admin/compile-hints-plugin.ts';

// Two separate builds into one `dist`: the public site (index.html), then the browser admin
// (admin/index.html, served by the API at /admin; `vite build --mode admin`). Admin and editor code
// never reaches the public bundle, and the admin's start is not cut into the thirty small chunks
// one build of both makes for the modules they share (each a request before its first paint).
const adminEntry = resolve(import.meta.dirname, 'admin/index.html');

// `vite build --ssr src/entry-server.tsx --outDir dist-server` builds the server renderer the API
// loads; react, react-dom and react-router stay external (the API's own node_modules).
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), adminFirstScreen(), adminCompileHints(), adminPwa()],
  build: isSsrBuild
    ? { emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        // The admin's build adds to the site's.
        emptyOutDir: mode !== 'admin',
        // The server renderer links only what the page needs; no polyfill for old browsers.
        modulePreload: {
          polyfill: false,
          // The admin's pages load their JavaScript modules themselves: preloading each page's
          // dependencies put a <link> in the document per module, dozens per page, on the main
          // thread (120 ms at a phone's speed for the day's pages fetched ahead while the admin is
          // idle: long tasks a tap waited for). A page's styles are still loaded with it, and the
          // first screen's modules are still preloaded by the HTML.
          ...(mode === 'admin'
            ? {
                resolveDependencies: (
                  _file: string,
                  deps: string[],
                  { hostType }: { hostType: 'html' | 'js' },
                ) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
              }
            : {}),
        },
        rollupOptions: {
          input: {
            [mode === 'admin' ? 'admin' : 'site']:
              mode === 'admin' ? adminEntry : resolve(import.meta.dirname, 'index.html'),
          },
          // The admin's libraries in chunks of their own: they change less often than its code
          // (kept in the browser across releases), and they download side by side.
          ...(mode === 'admin'
            ? {
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                      {
                        name: 'router',
                        test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
                      },
                      { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                    ],
                  },
                },
              }
            : {}),
        },
      },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
