/**
 * The site's entry: the stylesheet and the few lines that make the server-rendered page complete on
 * its own (scroll animations, image placeholders, native forms). The app (React, the router, the
 * page's module) starts right after the first paint, so nothing stands between a phone and it.
 */
import './styles/global.css';
// Every page's CSS in the one stylesheet the server links (a few KB): no flash of unstyled
// content when a server-rendered page with a lazily loaded module shows before hydration.
import './features/blog/blog.css';
import './features/careers/careers.css';
import { fallBackBrokenImages } from './app/progressive/image-fallback';
import { enhanceNativeForms } from './app/progressive/native-forms';
import { revealOnScroll } from './app/progressive/reveal-on-scroll';
import { startAfterFirstPaint } from './app/progressive/start-after-paint';

const root = document.getElementById('root')!;
const start = () => import('./app/start-app').then(({ startApp }) => startApp());

revealOnScroll(root);
fallBackBrokenImages(root);
enhanceNativeForms(root);
// No server-rendered page (the development server): render at once.
if (!root.hasChildNodes()) void start();
else startAfterFirstPaint(start);
