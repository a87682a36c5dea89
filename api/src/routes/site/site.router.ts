/**
 * Everything outside /api: uploaded blog images, robots.txt, the sitemap and the blog feed, and
 * the built site (site/dist): public pages server-rendered and cached, the browser admin's shell.
 * Hashed assets are cached for a year; HTML is always revalidated (ETag). On the way to the API
 * it answers public reads from memory (ETag, compressed) and forgets list totals after a write.
 */
import { extname, join } from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { publicApiCache, type PublicApiCache } from '../../cache/api-cache';
import type { AppDeps } from '../../deps';
import { IMAGE_CONTENT_TYPES } from '../../services/file-checks';
import { createPublicReads, type PublicReads } from '../../services/public-reads.service';
import { buildPresence } from '../../ssr/build-presence';
import { createRenderService, type RenderService } from '../../ssr/render-service';
import { seoResponder } from '../seo/seo';
import { isApiPath, routes } from '@northbeam/shared/contract/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const BUILD_NOTE = `<!doctype html><meta charset="utf-8"><title>Northbeam API</title>
<p>The API is running at <a href="${routes.blogs.list.path}">/api</a>. The site has not been built yet:
run <code>npm run build -w site</code> (or <code>npm start</code>, which builds it first).</p>`;

/** The in-memory answers of the public site: rendered pages and public API reads. */
export interface SiteCaches {
  renderer: RenderService;
  apiCache: PublicApiCache;
  /** What the public may read (the renderer's loaders and the SEO files read through it). */
  reads: PublicReads;
}

export function createSiteCaches({ config, db, logger, cache }: AppDeps): SiteCaches {
  const reads = createPublicReads(db, cache.totals);
  return {
    reads,
    renderer: createRenderService({
      reads,
      content: cache,
      logger,
      siteDist: config.siteDist,
      publicUrl: config.publicUrl,
    }),
    apiCache: publicApiCache(cache),
  };
}

export function siteMiddleware(
  { storage, config, cache }: AppDeps,
  { renderer, apiCache, reads }: SiteCaches,
) {
  const root = config.siteDist;
  const siteBuilt = buildPresence([join(root, 'index.html')]);
  const adminBuilt = buildPresence([join(root, 'admin', 'index.html')]);
  const seo = seoResponder({
    reads,
    content: cache,
    publicUrl: config.publicUrl,
    staticPaths: () => renderer.staticPaths(),
  });

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
    if (isApiPath(ctx.path)) {
      if (ctx.method === 'GET' || ctx.method === 'HEAD') return apiCache.read(ctx, next);
      await next();
      // Any write may change a list's total (a new submission, a status...): count afresh.
      if (ctx.status < 400) cache.totals.clear();
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (await seo(ctx)) return;

    if (ctx.path.startsWith('/uploads/')) {
      const key = ctx.path.slice('/uploads/'.length);
      const type = IMAGE_CONTENT_TYPES[extname(key).slice(1)];
      const file = type ? await storage.images.open(key) : undefined;
      if (!file || !type) {
        ctx.status = 404;
        ctx.body = { message: 'Not found' };
        return;
      }
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = type;
      ctx.length = file.size;
      ctx.body = file.stream;
      return;
    }

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

    // A real file (favicon, robots.txt, images...).
    if (extname(ctx.path) && ctx.path !== '/index.html') {
      if (await sendFile(ctx, ctx.path, 'public, max-age=3600')) return;
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
