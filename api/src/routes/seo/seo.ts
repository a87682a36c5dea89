/**
 * For search engines: /robots.txt (keeps /admin and /api out, names the sitemap), /sitemap.xml
 * (every public page, published post and active job; a sitemap index once there are more URLs
 * than one file may hold) and the blog's RSS 2.0 feed at /blog/feed.xml. Each answer is made once
 * and kept (gzip, Brotli, ETag) until a post or job changes.
 */
import type { Context, Next } from 'koa';
import { COMPANY_NAME } from './company';
import type { PublicReads } from '../../services/public-reads.service';
import type { ContentCache } from '../../cache/content-cache';
import {
  LruCache,
  prepareResponse,
  sendPrepared,
  type CachedResponse,
} from '../../cache/prepared-response';

export const FEED_PATH = '/blog/feed.xml';
/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_CHUNK = 40_000;
const FEED_ITEMS = 20;
const CACHE_CONTROL = 'public, max-age=300';

/** robots.txt, the feed and the sitemap files. */
export const isSeoPath = (path: string) =>
  path === '/robots.txt' || path === FEED_PATH || /^\/sitemap(-pages|-posts-\d+)?\.xml$/.test(path);

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const iso = (date: Date | string) => new Date(date).toISOString();

export interface SeoOptions {
  reads: PublicReads;
  /** Kept answers go when content changes. */
  content: ContentCache;
  publicUrl?: string | undefined;
  /** The site's public paths without parameters (from the server renderer's route table). */
  staticPaths: () => Promise<string[]>;
}

export function seoFiles({ reads, content, publicUrl, staticPaths }: SeoOptions) {
  const cache = new LruCache<CachedResponse>(64);
  content.onChange(() => cache.clear());

  const urlset = (entries: Array<{ loc: string; lastmod?: string }>) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map(
        (entry) =>
          `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n')}\n</urlset>\n`;

  const pagesAndJobs = async (origin: string) => [
    ...(await staticPaths()).map((path) => ({ loc: `${origin}${path}` })),
    ...(await reads.activeJobIds()).map((job) => ({
      loc: `${origin}/careers/${job.id}`,
      lastmod: iso(job.updated_at),
    })),
  ];
  const posts = async (origin: string, limit: number, offset: number) =>
    (await reads.publishedPostSlugs(limit, offset)).map((post) => ({
      loc: `${origin}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: iso(post.updated_at),
    }));

  const sitemap = async (origin: string) => {
    const total = await reads.countPublishedPosts();
    const fixed = await pagesAndJobs(origin);
    if (total + fixed.length <= SITEMAP_CHUNK) {
      return urlset([...fixed, ...(await posts(origin, SITEMAP_CHUNK, 0))]);
    }
    const files = ['/sitemap-pages.xml'];
    for (let n = 1; n <= Math.ceil(total / SITEMAP_CHUNK); n += 1)
      files.push(`/sitemap-posts-${n}.xml`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
      .map((file) => `<sitemap><loc>${xml(`${origin}${file}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  };

  const feed = async (origin: string) => {
    const rows = await reads.latestPublishedPosts(FEED_ITEMS);
    const items = rows.map((row) => {
      const link = `${origin}/blog/${encodeURIComponent(row.slug)}`;
      return [
        '<item>',
        `<title>${xml(row.title)}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<pubDate>${new Date(row.created_at).toUTCString()}</pubDate>`,
        `<dc:creator>${xml(row.author)}</dc:creator>`,
        `<category>${xml(row.category)}</category>`,
        `<description>${xml(row.excerpt)}</description>`,
        '</item>',
      ].join('');
    });
    const updated = rows[0]
      ? new Date(rows[0].created_at).toUTCString()
      : new Date(0).toUTCString();
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xml(`${COMPANY_NAME} blog`)}</title>
<link>${xml(`${origin}/blog`)}</link>
<description>${xml(`Insights and industry trends from ${COMPANY_NAME}.`)}</description>
<language>en-us</language>
<lastBuildDate>${updated}</lastBuildDate>
<atom:link href="${xml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
  };

  const robots = (origin: string) =>
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`;

  const make = async (path: string, origin: string): Promise<[string, string] | undefined> => {
    if (path === '/robots.txt') return ['text/plain; charset=utf-8', robots(origin)];
    if (path === '/sitemap.xml') return ['application/xml; charset=utf-8', await sitemap(origin)];
    if (path === FEED_PATH) return ['application/rss+xml; charset=utf-8', await feed(origin)];
    if (path === '/sitemap-pages.xml') {
      return ['application/xml; charset=utf-8', urlset(await pagesAndJobs(origin))];
    }
    const chunk = /^\/sitemap-posts-([1-9]\d{0,4})\.xml$/.exec(path);
    if (chunk) {
      const entries = await posts(origin, SITEMAP_CHUNK, (Number(chunk[1]) - 1) * SITEMAP_CHUNK);
      return entries.length ? ['application/xml; charset=utf-8', urlset(entries)] : undefined;
    }
    return undefined;
  };

  /** Answers the request when it is one of the SEO files; false otherwise. */
  return async function seo(ctx: Context, next: Next): Promise<void> {
    const path = ctx.path;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !isSeoPath(path)) return next();
    const origin = publicUrl?.replace(/\/$/, '') || `${ctx.protocol}://${ctx.host}`;
    const key = `${origin} ${path}`;
    let response = cache.get(key);
    if (!response) {
      const generation = content.generation();
      const made = await make(path, origin);
      if (!made) return next();
      response = prepareResponse(200, made[0], made[1], CACHE_CONTROL);
      if (generation === content.generation()) cache.set(key, response);
    }
    sendPrepared(ctx, response);
  };
}
