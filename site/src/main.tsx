/**
 * The site's entry: the stylesheet, and the app (React, the router, the page's module) loaded
 * once the page has loaded, or at once when the visitor interacts first. The server-rendered HTML
 * is complete and its links work before that, so React stays off the critical path of a phone's
 * first paint.
 */
import './styles/global.css';
// Every page's CSS in the one stylesheet the server links (a few KB): no flash of unstyled
// content when a server-rendered page with a lazily loaded module shows before hydration.
import './features/blog/blog.css';
import './features/careers/careers.css';

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  void import('./app/start-app').then(({ startApp }) => startApp());
}

if (!document.getElementById('root')?.hasChildNodes() || document.readyState === 'complete') {
  start();
} else {
  window.addEventListener('load', start, { once: true });
  for (const type of INTERACTIONS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
}
