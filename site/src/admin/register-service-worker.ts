/**
 * Registers the admin's service worker (admin/sw.js: the application shell only, never an API
 * answer) once the page has loaded, in built apps only. Nothing depends on it: without it the
 * admin works online as before.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).catch(() => {
      // A browser that refuses (private mode, a policy) runs the admin without it.
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
