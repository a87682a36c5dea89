/**
 * Everything around the JSON API, in the order a request meets it: the view limit of private pages
 * (a candidate's status page), public API reads answered from
 * memory (and list totals forgotten after a write), robots.txt, the sitemap and the feed, uploaded
 * blog images, the desktop app's update server, and the built site with its server-rendered pages
 * and the browser admin's shell.
 */
import type { Middleware } from 'koa';
import type { Actor } from '../../http/actor';
import type { PublicApiCache } from '../../cache/api-cache';
import type { ContentCache } from '../../cache/content-cache';
import type { DesktopReleases } from '../../services/desktop/desktop-releases.service';
import type { PublicReads } from '../../services/public-reads.service';
import type { RenderService } from '../../ssr/render-service';
import type { Storage } from '../../storage/storage';
import { desktopFiles } from '../desktop/desktop-files';
import { seoFiles } from '../seo/seo';
import { apiCaching } from './api-caching';
import { builtSite } from './built-site';
import { privatePages } from './private-pages';
import { uploadedImages } from './uploaded-images';

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
  /** Counts a view of a candidate's status page by the client's address (429 past the limit). */
  limitPrivateView: (actor: Pick<Actor, 'ip'>) => Promise<void>;
}

/** The site's middleware, each doing one job, in order. */
export function siteMiddleware(deps: SiteDeps): Middleware[] {
  const { renderer, apiCache, reads, content, storage } = deps;
  return [
    privatePages(deps.limitPrivateView),
    apiCaching(apiCache, content),
    seoFiles({
      reads,
      content,
      publicUrl: deps.publicUrl,
      staticPaths: () => renderer.staticPaths(),
    }),
    uploadedImages(storage),
    desktopFiles(deps.releases, storage.desktop),
    builtSite(deps.siteDist, renderer),
  ];
}
