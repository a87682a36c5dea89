/**
 * Everything around the JSON API, in the order a request meets it: public API reads answered from
 * memory (and list totals forgotten after a write), robots.txt, the sitemap and the feed, uploaded
 * blog images, and the built site with its server-rendered pages and the browser admin's shell.
 */
import { createBlogPreviews } from '../../services/blog-preview.service';
import type { Middleware } from 'koa';
import { desktopFiles } from '../desktop/desktop-files';
import { publicApiCache, type PublicApiCache } from '../../cache/api-cache';
import type { AppDeps } from '../../deps';
import { createPublicReads, type PublicReads } from '../../services/public-reads.service';
import { createRenderService, type RenderService } from '../../ssr/render-service';
import { seoFiles } from '../seo/seo';
import { apiCaching } from './api-caching';
import { builtSite } from './built-site';
import { uploadedImages } from './uploaded-images';

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
      previews: createBlogPreviews(db, config.sessionSecret),
      content: cache,
      logger,
      siteDist: config.siteDist,
      publicUrl: config.publicUrl,
    }),
    apiCache: publicApiCache(cache),
  };
}

/** The site's middleware, each doing one job, in order. */
export function siteMiddleware(
  { storage, config, cache, db }: AppDeps,
  { renderer, apiCache, reads }: SiteCaches,
): Middleware[] {
  return [
    apiCaching(apiCache, cache),
    seoFiles({
      reads,
      content: cache,
      publicUrl: config.publicUrl,
      staticPaths: () => renderer.staticPaths(),
    }),
    uploadedImages(storage),
    desktopFiles(db, storage.desktop),
    builtSite(config.siteDist, renderer),
  ];
}
