/**
 * The built site (site/dist): hashed assets (kept a year), its other files (an hour), public pages
 * server-rendered and cached (always revalidated by ETag), the browser admin's shell under /admin,
 * and a note at / while the site has not been built.
 */
import { extname, join } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { isApiPath, routes } from '@northbeam/shared/contract/routes';
import { buildPresence } from '../../ssr/build-presence';
import type { RenderService } from '../../ssr/render-service';
import { IMMUTABLE } from './cache-control';

/** The browser admin's service worker (site/admin/sw.js, written by the site's build). */
const ADMIN_SERVICE_WORKER = '/admin/sw.js';

const BUILD_NOTE = `<!doctype html><meta charset="utf-8"><title>Northbeam API</title>
<p>The API is running at <a href="${routes.blogs.list.path}">/api</a>. The site has not been built yet:
run <code>npm run build -w site</code> (or <code>npm start</code>, which builds it first).</p>`;

export function builtSite(root: string, renderer: RenderService) {
  const siteBuilt = buildPresence([join(root, 'index.html')]);
  const adminBuilt = buildPresence([join(root, 'admin', 'index.html')]);

  const sendFile = async (ctx: Context, path: string, cache: string) => {
    try {
      await send(ctx, path, { root, index: false, hidden: false, format: false });
      ctx.set('Cache-Control', cache);
      return true;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 400 || status === 403) return false;
      throw error;
    }
  };

  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();

    if (!siteBuilt()) {
      if (ctx.path === '/healthz' || ctx.path === '/readyz') return next();
      ctx.status = ctx.path === '/' ? 200 : 404;
      ctx.type = 'html';
      ctx.body = BUILD_NOTE;
      return;
    }

    if (ctx.path.startsWith('/assets/')) {
      if (await sendFile(ctx, ctx.path, IMMUTABLE)) return;
      ctx.status = 404;
      return;
    }

    // A real file (favicon, robots.txt, images...). The admin's service worker is looked at again
    // on every visit (a new build replaces it at once).
    if (extname(ctx.path) && ctx.path !== '/index.html') {
      const cache = ctx.path === ADMIN_SERVICE_WORKER ? 'no-cache' : 'public, max-age=3600';
      if (await sendFile(ctx, ctx.path, cache)) return;
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }

    // Public pages are server-rendered (from the cache when content has not changed); the admin's
    // shell under /admin, and the site's shell when there is no server renderer.
    const isAdminRoute = ctx.path === '/admin' || ctx.path.startsWith('/admin/');
    if (!isAdminRoute && (await renderer.handle(ctx))) return;
    const shell = isAdminRoute && adminBuilt() ? '/admin/index.html' : '/index.html';
    await sendFile(ctx, shell, 'no-cache');
  };
}
