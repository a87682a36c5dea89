/**
 * Everything around the JSON API, in the order a request meets it: the view limit of private pages
 * (a candidate's status page), public API reads answered from
 * memory (and list totals forgotten after a write), robots.txt, the sitemap and the feed, uploaded
 * blog images, the desktop app's update server, and the built site with its server-rendered pages
 * and the browser admin's shell.
 */
import { extname } from 'node:path';
import type { Middleware } from 'koa';
import compose from 'koa-compose';
import { isApiPath } from '@northbeam/shared/contract/routes';
import type { Actor } from '../../http/actor';
import type { PublicApiCache } from '../../cache/api-cache';
import type { ContentCache } from '../../cache/content-cache';
import type { DesktopReleases } from '../../services/desktop/desktop-releases.service';
import type { PublicReads } from '../../services/public-reads.service';
import type { PublicSearch } from '../../services/search/public-search.service';
import type { RenderService } from '../../ssr/render-service';
import type { Storage } from '../../storage/storage';
import { DESKTOP_FILES_PREFIX, desktopFiles } from '../desktop/desktop-files';
import { isSeoPath, seoFiles } from '../seo/seo';
import { apiCaching } from './api-caching';
import { builtSite } from './built-site';
import { searchPageLimit } from './search-page-limit';
import { UPLOADS_PREFIX, uploadedImages } from './uploaded-images';
import { privatePages } from './private-pages';

export interface SiteDeps {
  renderer: RenderService;
  apiCache: PublicApiCache;
  /** What the public may read (the SEO files read through it). */
  reads: PublicReads;
  content: ContentCache;
  storage: Storage;
  releases: Pick<DesktopReleases, 'feed' | 'findFile'>;
  siteDist: string;
  publicUrl: string | undefined;
  /** The search page's limit per client address (the same as the API's). */
  search: Pick<PublicSearch, 'limit'>;
  /** Counts a view of a candidate's status page by the client's address (429 past the limit). */
  limitPrivateView: (actor: Pick<Actor, 'ip'>) => Promise<void>;
}

/**
 * The site's middleware, each doing one job, in order. An /api/ request meets only the public
 * API's cache and a page or file request only the rest: one test of the path, not seven.
 */
export function siteMiddleware(deps: SiteDeps): Middleware {
  const { renderer, apiCache, reads, content, storage } = deps;
  const api = apiCaching(apiCache, content);
  const pages = compose([
    privatePages(deps.limitPrivateView),
    seoFiles({
      reads,
      content,
      publicUrl: deps.publicUrl,
      staticPaths: () => renderer.staticPaths(),
    }),
    uploadedImages(storage),
    desktopFiles(deps.releases, storage.desktop),
    searchPageLimit(deps.search),
    builtSite(deps.siteDist, renderer),
  ]);
  return (ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : pages(ctx, next));
}

/** The route label of a rendered page, in the metrics (the cached-response lane uses it too). */
export const SITE_PAGE_ROUTE = 'site:page';

/**
 * The metrics' route label of a request these middleware answered: a group, never the URL, so
 * the number of series stays bounded however many pages and files there are.
 */
export function siteRouteLabel(path: string): string {
  if (path.startsWith(UPLOADS_PREFIX)) return 'site:uploads';
  if (path.startsWith(DESKTOP_FILES_PREFIX)) return 'site:desktop-updates';
  if (isSeoPath(path)) return 'site:seo';
  if (path === '/admin' || path.startsWith('/admin/')) return 'site:admin';
  if (path.startsWith('/assets/') || extname(path)) return 'site:static';
  return SITE_PAGE_ROUTE;
}
