/**
 * The page's <head> tags: title, description, canonical URL, Open Graph and Twitter cards, the
 * blog feed link and JSON-LD. One function renders them as HTML for both sides: the server puts
 * the string into the HTML template, the browser swaps the same tags in after a navigation
 * (`applyHead`), so both always agree. Pages describe themselves with <PageMeta>.
 */
import { createContext } from 'react';
import { COMPANY } from '../content/company';

export interface HeadData {
  /** The full <title>. */
  title: string;
  description: string;
  /** Open Graph type: a post is an 'article'. */
  type?: 'website' | 'article';
  /** The social preview image: an absolute https address or a site path. */
  image?: string | undefined;
  /** schema.org objects besides the Organization (which every page carries). */
  jsonLd?: object[];
  /** Link the blog's RSS feed (blog pages). */
  feed?: boolean;
  /** Keep the page out of search results (not-found and error pages). */
  noindex?: boolean;
}

export interface HeadContextValue {
  /** Absolute origin for canonical URLs, e.g. https://www.example.com */
  origin: string;
  /** Set on the server: collects what the rendered page declares. */
  collect?: (head: HeadData) => void;
}

export const HeadContext = createContext<HeadContextValue | null>(null);

export const FEED_PATH = '/blog/feed.xml';
export const DEFAULT_IMAGE = '/images/hero.svg';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element (no `</script>`, no `<!--`). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function organizationLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(origin, '/')}#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/images/favicon.svg'),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    foundingDate: String(COMPANY.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      addressCountry: 'US',
    },
  };
}

/**
 * The tags as HTML, each marked `data-head` so the browser can replace them. `path` is the
 * page's path (the canonical URL drops the query string, except the blog's page number).
 */
export function renderHeadTags(head: HeadData, origin: string, path: string): string {
  const canonical = absoluteUrl(origin, path);
  const image = absoluteUrl(origin, head.image || DEFAULT_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta data-head ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title data-head>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  else tags.push(`<link data-head rel="canonical" href="${escapeHtml(canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', COMPANY.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  );
  if (head.feed) {
    tags.push(
      `<link data-head rel="alternate" type="application/rss+xml" title="${escapeHtml(
        `${COMPANY.name} blog`,
      )}" href="${FEED_PATH}">`,
    );
  }
  for (const data of [organizationLd(origin), ...(head.jsonLd ?? [])]) {
    tags.push(`<script data-head type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('');
}

/** After a client-side navigation: replace the previous page's tags with this page's. */
export function applyHead(head: HeadData, origin: string, path: string) {
  const html = renderHeadTags(head, origin, path);
  for (const node of document.head.querySelectorAll('[data-head]')) node.remove();
  document.head.insertAdjacentHTML('beforeend', html);
}
