/**
 * What the admin page shows before its JavaScript has run: the same loading page the app draws
 * first (LoadingPage, while the session is checked), written into the page's HTML by the build
 * (admin/first-screen-plugin.ts). A phone otherwise showed a blank screen for the whole download
 * and start of the app (2.5 s in Lighthouse's mobile run); with it, the page draws as soon as its
 * HTML and stylesheet are in. The app replaces it when it renders (createRoot clears the
 * container). Kept equal to LoadingPage's markup by first-paint.test.tsx.
 */
export const FIRST_PAINT_MARKUP =
  '<main class="admin-loading-page" aria-busy="true">' +
  '<h1 class="admin-visually-hidden">Admin</h1>' +
  '<div class="admin-loading" role="status" aria-live="polite">' +
  '<span class="admin-spinner" aria-hidden="true"></span><span>Loading...</span>' +
  '</div></main>';

/** The element of the admin page the app renders into (admin/index.html). */
export const ADMIN_ROOT_ELEMENT = '<div id="admin-root"></div>';
