/**
 * The site's entry: the stylesheet and the few lines that make the server-rendered page work on
 * its own (scroll animations, image placeholders). React, the router and the page's module load
 * later (see `hydrateOnIntent`), so nothing stands between a phone and its first paint.
 */
import './styles/global.css';
// Every page's CSS in the one stylesheet the server links (a few KB): no flash of unstyled
// content when a server-rendered page with a lazily loaded module shows before hydration.
import './features/blog/blog.css';
import './features/careers/careers.css';
import { fallBackBrokenImages } from './app/before-hydration/image-fallback';
import { hydrateOnIntent } from './app/before-hydration/hydrate-on-intent';
import { revealOnScroll } from './app/before-hydration/reveal-on-scroll';

/**
 * The app's script files (start-app and what it imports), written in by the build (see
 * vite.config.ts); the placeholder stays in development, where nothing is prefetched.
 */
const APP_CHUNKS = '__NORTHBEAM_APP_CHUNKS__';

const root = document.getElementById('root')!;
const hydrate = () => import('./app/start-app').then(({ startApp }) => startApp());

revealOnScroll(root);
fallBackBrokenImages(root);
if (!root.hasChildNodes()) {
  // No server-rendered page (the development server): render at once.
  void hydrate();
} else {
  hydrateOnIntent(root, {
    hydrate,
    prefetch: APP_CHUNKS.startsWith('[') ? (JSON.parse(APP_CHUNKS) as string[]) : [],
  });
}
