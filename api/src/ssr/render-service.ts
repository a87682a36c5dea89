/**
 * Server-rendered public pages: the site's server entry (site/dist-server/entry-server.js, built by
 * `npm run build -w site`) renders a page with the loaders' data; the HTML template is the built
 * site/dist/index.html with the page's head tags, markup and hydration data put in. Rendered pages
 * are kept in an LRU cache (with their gzip and Brotli forms) until content changes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { PublicReadApi } from '@northbeam/shared/api-client/public-api';
import type { FormOutcome } from '@northbeam/shared/contract/native-forms';
import type { SitePage } from '@northbeam/shared/contract/search';
import { isPrivatePagePath } from '@northbeam/shared/contract/status-page';
import type { BlogPreviews } from '../services/blog-preview.service';
import type { StatusPages } from '../services/candidate-status/status-page.service';
import type { PublicReads } from '../services/public-reads.service';
import { REVIEW_PATH } from '@northbeam/shared/contract/review';
import type { Interviews } from '../services/scheduling/interviews.service';
import type { PublicSearch } from '../services/search/public-search.service';
import type { ReviewLinks } from '../services/staffing/review-links.service';
import { sanitizeRichText } from '../services/rich-text';
import { serverPublicApi } from './server-public-api';
import { buildPresence } from './build-presence';
import type { ContentCache } from '../cache/content-cache';
import {
  LruCache,
  prepareResponse,
  sendPrepared,
  type CachedResponse,
} from '../cache/prepared-response';
import type { CacheCounts } from '../metrics/metrics';

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; head: string; data: string };

/** What site/src/entry-server.tsx exports. */
interface ServerEntry {
  setup(options: { sanitize: (html: string) => string }): void;
  render(
    url: string,
    origin: string,
    api: PublicReadApi,
    formOutcome?: FormOutcome | null,
  ): Promise<RenderResult>;
  staticPaths(): string[];
  /** The site's own pages as its search indexes them (absent from a build before search). */
  searchablePages?(): SitePage[];
  HYDRATION_ELEMENT_ID: string;
}

export interface RenderService {
  /** Answers a public page; false when there is no server renderer (site not built for it). */
  handle(ctx: Context): Promise<boolean>;
  /** The page's cached answer, if it has one (for the cached-response lane). */
  peek(
    protocol: string,
    host: string,
    path: string,
    querystring: string,
  ): CachedResponse | undefined;
  /** The public paths without parameters (for the sitemap); empty without a renderer. */
  staticPaths(): Promise<string[]>;
  /** The site's own pages for its search; undefined without a renderer. */
  sitePages(): Promise<SitePage[] | undefined>;
  /**
   * Answers the page of a form posted natively and refused, with what was sent and why (never
   * cached); false when there is no server renderer.
   */
  renderFormOutcome(ctx: Context, outcome: FormOutcome, status: number): Promise<boolean>;
}

export interface RenderServiceOptions {
  /** What the pages' loaders read, in-process. */
  reads: PublicReads;
  /** Preview links' posts (drafts as they will look). */
  previews: BlogPreviews;
  /** Booking links' pages (scheduling). */
  bookings?: Pick<Interviews, 'view'>;
  /** The site's search (its page reads it in-process). */
  search?: PublicSearch | undefined;
  /** The candidate's status page and the confirmation of "Delete my data" (never cached). */
  statusPages: Pick<StatusPages, 'read' | 'erasureState'>;
  /** Review links' pages (the staffing desk). */
  reviews?: Pick<ReviewLinks, 'view'>;
  /** Rendered pages are kept until content changes. */
  content: ContentCache;
  siteDist: string;
  logger: Logger;
  /** The public origin (PUBLIC_URL); the request's origin when absent. */
  publicUrl?: string | undefined;
  maxEntries?: number;
  /** Counts the cache's hits and misses (the metrics). */
  counts?: CacheCounts | undefined;
}

const HTML_CACHE_CONTROL = 'no-cache';
/** Query parameters that change what a page shows; others bypass the cache. */
const PAGE_PARAMS = new Set(['category', 'tag', 'page', 'subject', 'sent']);
/** Pages of a secret link (scheduling's booking pages, the staffing desk's review pages). */
const PRIVATE_PAGE_PREFIXES = ['/book/', REVIEW_PATH];
/** Tracking parameters: dropped, the page is the same. */
const IGNORED_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/** The site's server entry, set up (Node keeps one module instance per file, whoever imports it). */
async function importEntry(file: string): Promise<ServerEntry> {
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setup({ sanitize: sanitizeRichText });
  return entry;
}

interface Template {
  before: string;
  betweenRootAndBody: string;
  after: string;
}

function splitTemplate(html: string): Template | undefined {
  const root = '<div id="root"></div>';
  const head = html.indexOf('</head>');
  const rootAt = html.indexOf(root);
  const body = html.lastIndexOf('</body>');
  if (head < 0 || rootAt < head || body < rootAt) return undefined;
  return {
    before: html.slice(0, head),
    betweenRootAndBody: html.slice(head, rootAt + root.length - '</div>'.length),
    after: html.slice(rootAt + root.length - '</div>'.length, body) + html.slice(body),
  };
}

/**
 * What a page request is, for the cache: the URL with the parameters that matter, sorted (tracking
 * parameters dropped); not cacheable when it carries any other parameter, nor when it is a
 * private page (a candidate's status page: its address holds a token).
 */
export function pageRequest(path: string, querystring: string) {
  // A booking link's page is one person's, and its free times change by the minute; a review
  // link's is one client's, and each view is recorded; a candidate's status page is theirs:
  // never kept.
  const shared =
    !PRIVATE_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !isPrivatePagePath(path);
  // Most requests carry no query: nothing to sort or drop.
  if (!querystring) return { url: path, cacheable: shared };
  const params = new URLSearchParams(querystring);
  const kept = new URLSearchParams();
  let cacheable = shared;
  for (const [key, value] of [...params].sort(([a], [b]) => a.localeCompare(b))) {
    if (IGNORED_PARAM.test(key)) continue;
    if (!PAGE_PARAMS.has(key)) cacheable = false;
    kept.append(key, value);
  }
  const search = kept.toString();
  return { url: `${path}${search ? `?${search}` : ''}`, cacheable };
}

/** Pages re-rendered after an invalidation: the most recently viewed ones. */
const REWARM_LIMIT = 100;
/** Origins (the cache key includes the origin) whose static pages are kept warm. */
const WARM_ORIGINS = 4;

export function createRenderService(options: RenderServiceOptions): RenderService {
  const entryPath = resolve(options.siteDist, '..', 'dist-server', 'entry-server.js');
  const templatePath = join(options.siteDist, 'index.html');
  const cache = new LruCache<CachedResponse>(options.maxEntries ?? 500);
  const inFlight = new Map<string, Promise<CachedResponse | RenderResult>>();
  let template: Template | undefined;
  let entryPromise: Promise<ServerEntry> | undefined;
  const loadEntry = () =>
    (entryPromise ??= importEntry(entryPath).catch((error: unknown) => {
      entryPromise = undefined; // a failed import is tried again by the next request
      throw error;
    }));
  const api = serverPublicApi(
    options.reads,
    options.previews,
    options.statusPages,
    options.bookings,
    options.search,
    options.reviews,
  );

  const available = buildPresence([entryPath, templatePath], () =>
    options.logger.warn(
      { entryPath, templatePath },
      'no server renderer (run `npm run build -w site`): public pages are sent as the plain app shell',
    ),
  );
  if (available()) void loadEntry().catch(() => undefined);

  const compose = (result: Extract<RenderResult, { kind: 'page' }>, elementId: string) => {
    template ??= splitTemplate(readFileSync(templatePath, 'utf8'));
    if (!template) throw new Error(`${templatePath} has no <div id="root"></div>`);
    return (
      template.before +
      result.head +
      template.betweenRootAndBody +
      result.html +
      `</div><script type="application/json" id="${elementId}">${result.data}</script>` +
      template.after.slice('</div>'.length)
    );
  };

  const renderPage = async (
    url: string,
    origin: string,
    outcome: { formOutcome: FormOutcome; status: number } | null = null,
  ) => {
    const entry = await loadEntry();
    const result = await entry.render(url, origin, api, outcome?.formOutcome ?? null);
    if (result.kind === 'redirect') return result;
    return prepareResponse(
      outcome?.status ?? result.status,
      'text/html; charset=utf-8',
      compose(result, entry.HYDRATION_ELEMENT_ID),
      outcome || isPrivatePagePath(new URL(url, origin).pathname) ? 'no-store' : HTML_CACHE_CONTROL,
    );
  };

  /** Renders a page once however many ask at the same time; caches it unless content changed meanwhile. */
  const render = (key: string, url: string, origin: string, cacheable: boolean) => {
    let pending = cacheable ? inFlight.get(key) : undefined;
    if (pending) return pending;
    const generation = options.content.generation();
    pending = renderPage(url, origin).then((value) => {
      if (
        cacheable &&
        'etag' in value &&
        value.status < 500 &&
        generation === options.content.generation()
      ) {
        cache.set(key, value);
      }
      return value;
    });
    if (cacheable) {
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
    }
    return pending;
  };

  // Warming: visitors should not wait for React to render. The static pages of each origin are
  // rendered in the background when it is first seen, and after a post or job changes the pages
  // that were in the cache are rendered again from the new content, one at a time.
  const warmOrigins = new LruCache<true>(WARM_ORIGINS);
  let queue: Array<[origin: string, url: string]> = [];
  let warming = false;
  const keyOf = (origin: string, url: string) => `${origin} ${url}`;

  const drainQueue = async () => {
    if (warming) return;
    warming = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [origin, url] = next;
        if (cache.get(keyOf(origin, url))) continue;
        try {
          await render(keyOf(origin, url), url, origin, true);
        } catch (error) {
          options.logger.debug({ err: error, url }, 'background render failed');
        }
        // Requests come first: yield to the event loop between two renders.
        await new Promise((resolveYield) => setImmediate(resolveYield));
      }
    } finally {
      warming = false;
    }
  };

  const warm = (pages: Array<[string, string]>) => {
    const known = new Set(queue.map(([origin, url]) => keyOf(origin, url)));
    for (const page of pages) if (!known.has(keyOf(...page))) queue.push(page);
    // drainQueue() never rejects: each render's failure is caught and logged.
    setImmediate(() => void drainQueue());
  };

  const staticPagesOf = async (origin: string): Promise<Array<[string, string]>> => {
    const entry = await loadEntry();
    return entry.staticPaths().map((path) => [origin, path]);
  };

  options.content.onChange(() => {
    const recent = cache
      .keys()
      .slice(-REWARM_LIMIT)
      .reverse()
      .map((key): [string, string] => {
        const space = key.indexOf(' ');
        return [key.slice(0, space), key.slice(space + 1)];
      });
    cache.clear();
    queue = [];
    if (recent.length) warm(recent);
  });

  const originOf = (protocol: string, host: string) =>
    options.publicUrl?.replace(/\/$/, '') || `${protocol}://${host}`;

  return {
    peek(protocol, host, path, querystring) {
      if (!available()) return undefined;
      const { url, cacheable } = pageRequest(path, querystring);
      return cacheable ? cache.get(keyOf(originOf(protocol, host), url)) : undefined;
    },

    async handle(ctx) {
      if (!available()) return false;
      const origin = originOf(ctx.protocol, ctx.host);
      const { url, cacheable } = pageRequest(ctx.path, ctx.querystring);
      const key = keyOf(origin, url);

      if (!warmOrigins.get(origin)) {
        warmOrigins.set(origin, true);
        void staticPagesOf(origin)
          .then(warm)
          .catch(() => undefined);
      }

      const cached = cacheable ? cache.get(key) : undefined;
      if (cached) {
        options.counts?.hit('page');
        ctx.set('X-Render-Cache', 'hit');
        sendPrepared(ctx, cached);
        return true;
      }

      if (cacheable) options.counts?.miss('page');
      let result: CachedResponse | RenderResult;
      try {
        result = await render(key, url, origin, cacheable);
      } catch (error) {
        // The browser can still render the page: fall back to the plain shell.
        options.logger.error({ err: error, url }, 'server render failed');
        return false;
      }
      if (!('etag' in result)) {
        if (result.kind !== 'redirect') return false;
        ctx.status = result.status;
        ctx.redirect(result.location);
        return true;
      }
      ctx.set('X-Render-Cache', 'miss');
      sendPrepared(ctx, result);
      return true;
    },

    async staticPaths() {
      if (!available()) return [];
      return (await loadEntry()).staticPaths();
    },

    async sitePages() {
      if (!available()) return undefined;
      return (await loadEntry()).searchablePages?.();
    },

    async renderFormOutcome(ctx, formOutcome, status) {
      if (!available()) return false;
      const origin = originOf(ctx.protocol, ctx.host);
      const result = await renderPage(pageRequest(ctx.path, ctx.querystring).url, origin, {
        formOutcome,
        status,
      });
      if (!('etag' in result)) return false;
      sendPrepared(ctx, result);
      return true;
    },
  };
}
