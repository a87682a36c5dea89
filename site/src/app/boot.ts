/**
 * Loads and starts the app a piece at a time: React and React DOM, the router, then the app and the
 * page's module (start-app.tsx), each evaluated in a task of its own, the main thread given back to
 * the browser between them. In one task (one `import()` of the app) their evaluation took 100–200
 * ms on a phone (4x CPU throttling); in pieces the longest is React DOM's own, about 70 ms.
 */
import { yieldToMain } from './progressive/yield-to-main';

// Each names one export it takes, so that the bundle keeps only what the app uses of the library
// (a whole module namespace would keep every export).
const LIBRARIES = [
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router-dom').then(({ createBrowserRouter }) => createBrowserRouter),
];

/** The user-timing mark set when the app starts loading (for DevTools and the tests). */
export const APP_START_MARK = 'app:start';
/** The user-timing mark set once React has committed the page (start-app.tsx). */
export const APP_READY_MARK = 'app:ready';

export async function bootApp(): Promise<void> {
  performance.mark(APP_START_MARK);
  for (const load of LIBRARIES) {
    await load();
    await yieldToMain();
  }
  const { startApp } = await import('./start-app');
  await yieldToMain();
  await startApp();
}
