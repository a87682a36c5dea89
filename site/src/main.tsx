/**
 * The site's entry: the stylesheet and the few lines that make the server-rendered page complete on
 * its own (scroll animations, image placeholders, native forms). The app (React, the router, the
 * page's module) starts once the visitor uses the page or it has settled (start-when-settled.ts).
 */
import './styles/global.css';
// Every page's CSS in the one stylesheet the server links (a few KB): no flash of unstyled
// content when a server-rendered page with a lazily loaded module shows before hydration.
import './features/blog/blog.css';
import './features/careers/careers.css';
import './features/search/search.css';
import './features/status/status.css';
import { fallBackBrokenImages } from './app/progressive/image-fallback';
import { rememberLanding } from './app/progressive/landing-memory';
import { enhanceNativeForms } from './app/progressive/native-forms';
import { revealOnScroll } from './app/progressive/reveal-on-scroll';
import { startWhenSettledOrUsed } from './app/progressive/start-when-settled';
import { bootApp } from './app/boot';

const root = document.getElementById('root')!;

revealOnScroll(root);
fallBackBrokenImages(root);
enhanceNativeForms(root);
// Where this visit came from, for the tab, and the page view's beacon in idle time (issue 32).
rememberLanding();
// No server-rendered page (the development server): render at once.
if (!root.hasChildNodes()) void bootApp();
else startWhenSettledOrUsed(bootApp);
