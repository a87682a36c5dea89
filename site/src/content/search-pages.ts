/**
 * The site's own pages as its search knows them, built from the same content modules the pages
 * render (never a copy): the API's server renderer exports this list and the search indexes it
 * at each start (api/src/services/search/site-pages-index.ts).
 */
import type { SitePage } from '@northbeam/shared/contract/search-terms';
import { EXPERTISE_APPROACH, EXPERTISE_FAQ, EXPERTISE_SERVICES } from './expertise';
import { HOME } from './home';
import { MARKETING_PAGES, type MarketingPageKey } from './marketing-pages';
import { PAGE_SUMMARIES } from './page-summaries';
import { PRODUCTS } from './products';
import { SERVICE_PAGES, type ServicePageKey } from './service-pages';
import { PROCESS_STEPS, SERVICES } from './services';

/** Keys whose strings are not text a visitor reads (icons, images, links, ids). */
const NOT_TEXT = new Set(['icon', 'image', 'link', 'id', 'path']);

/** Every string a content value holds, in order, as one text. */
export function textOf(...values: unknown[]): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (!NOT_TEXT.has(key)) walk(inner);
    }
  };
  values.forEach(walk);
  return parts.join('\n');
}

/** Where the service and solution pages are (site/src/app/routes.tsx). */
const SERVICE_PATHS: Record<ServicePageKey, string> = {
  'it-staffing': '/ITStaffing',
  'cloud-solutions': '/cloud-solutions',
  'design-development': '/design-development',
};

const summary = (key: keyof typeof PAGE_SUMMARIES, ...content: unknown[]): SitePage => ({
  ...PAGE_SUMMARIES[key],
  body: textOf(...content),
});

export function searchablePages(): SitePage[] {
  return [
    summary('home', HOME),
    summary('services', SERVICES, PROCESS_STEPS),
    summary('expertise', EXPERTISE_SERVICES, EXPERTISE_APPROACH, EXPERTISE_FAQ),
    summary('products', PRODUCTS),
    ...(Object.keys(SERVICE_PAGES) as ServicePageKey[]).map((key) => {
      const { title, metaDescription, ...rest } = SERVICE_PAGES[key];
      return { path: SERVICE_PATHS[key], title, description: metaDescription, body: textOf(rest) };
    }),
    ...(Object.keys(MARKETING_PAGES) as MarketingPageKey[]).map((key) => {
      const { title, metaDescription, ...rest } = MARKETING_PAGES[key];
      return { path: `/${key}`, title, description: metaDescription, body: textOf(rest) };
    }),
    // Pages whose text lives in their components: their title and description.
    ...(
      ['about', 'blog', 'careers', 'contact', 'mission', 'partnership', 'privacy', 'terms'] as const
    ).map((key) => summary(key)),
  ];
}
