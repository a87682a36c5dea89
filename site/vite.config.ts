import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { adminPwa } from './admin/pwa-plugin.ts';

// Two separate bundles: the public site (index.html) and the browser admin (admin/index.html,
// served by the API at /admin). Admin and editor code never reaches the public bundle.
const adminEntry = resolve(import.meta.dirname, 'admin/index.html');

// `vite build --ssr src/entry-server.tsx --outDir dist-server` builds the server renderer the API
// loads; react, react-dom and react-router stay external (the API's own node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), adminPwa()],
  build: isSsrBuild
    ? { emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // The server renderer links only what the page needs; no polyfill for old browsers.
        modulePreload: { polyfill: false },
        rollupOptions: {
          input: {
            site: resolve(import.meta.dirname, 'index.html'),
            // The admin entry is built whenever it exists (it is developed in parallel).
            ...(existsSync(adminEntry) ? { admin: adminEntry } : {}),
          },
        },
      },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
}));
