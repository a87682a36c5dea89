import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two separate bundles: the public site (index.html) and the browser admin (admin/index.html,
// served by the API at /admin). Admin and editor code never reaches the public bundle.
const adminEntry = resolve(import.meta.dirname, 'admin/index.html');

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
});
