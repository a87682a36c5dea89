import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const APP_CHUNKS_PLACEHOLDER = '__NORTHBEAM_APP_CHUNKS__';

/**
 * Writes the app's script files (src/app/start-app.tsx's chunk and every chunk it imports) into
 * the site's entry, which prefetches them after the page has loaded (see src/main.tsx). Done as
 * the chunk is rendered (file names are final, the minifier has not yet folded the placeholder).
 */
function appChunksForPrefetch(): Plugin {
  return {
    name: 'northbeam:app-chunks-for-prefetch',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(APP_CHUNKS_PLACEHOLDER)) return null;
      const chunks = Object.values(meta.chunks);
      const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/start-app.tsx'));
      if (!app) return null;
      const files = new Set<string>();
      const visit = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        meta.chunks[file]?.imports.forEach(visit);
      };
      visit(app.fileName);
      files.delete(chunk.fileName); // the entry itself, loaded already
      const list = JSON.stringify(JSON.stringify([...files].map((file) => `/${file}`)));
      return code.replace(new RegExp(`(["'\`])${APP_CHUNKS_PLACEHOLDER}\\1`), () => list);
    },
  };
}

// Two separate bundles: the public site (index.html) and the browser admin (admin/index.html,
// served by the API at /admin). Admin and editor code never reaches the public bundle.
const adminEntry = resolve(import.meta.dirname, 'admin/index.html');

// `vite build --ssr src/entry-server.tsx --outDir dist-server` builds the server renderer the API
// loads; react, react-dom and react-router stay external (the API's own node_modules).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [appChunksForPrefetch()])],
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
