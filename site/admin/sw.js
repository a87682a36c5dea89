/* The browser admin's service worker (scope /admin/): it keeps the application shell only — the
   admin's HTML page, its hashed scripts and styles, the manifest and the icons — so that the
   installed admin opens, and says it is offline, without a network. It never touches /api/ or
   /uploads/: applications, leads, resumes and every other answer go to the network and are never
   stored. The build (admin/pwa-plugin.ts) writes VERSION and SHELL_FILES above this text. */
/* global VERSION, SHELL_FILES */

const CACHE = `northbeam-admin-shell-${VERSION}`;
const SHELL_PAGE = '/admin/';

const isShellAsset = (url) =>
  url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('northbeam-admin-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // Only this site's shell; the API, uploads and anything else are the network's alone.
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;

  if (request.mode === 'navigate') {
    // The page from the network; offline, the shell kept at install (the admin then says so).
    event.respondWith(
      fetch(request).catch(() =>
        caches.match(SHELL_PAGE, { cacheName: CACHE }).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }

  if (!isShellAsset(url)) return;
  // Hashed files never change: the kept copy, or the network's, kept for next time (the
  // editor, the board and the PDF viewer load on first use).
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(request);
      if (kept) return kept;
      const response = await fetch(request);
      if (response.ok && response.type === 'basic' && url.pathname.startsWith('/assets/')) {
        await cache.put(request, response.clone());
      }
      return response;
    }),
  );
});
