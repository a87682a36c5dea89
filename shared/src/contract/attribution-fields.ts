/**
 * What the site remembers of a visit, for the tab (session storage, never a cookie), and sends with
 * a submission: the names and bounds of the attribution fields, without zod, so that the site's
 * first bundle (the landing memory, the beacon) can use them. The schemas are in attribution.ts.
 */

/** The fields, in the order the admin shows them. */
export const ATTRIBUTION_FIELDS = [
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'ref',
  'lastPost',
  'pagesSeen',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Longest value of each text field (characters); the site cuts to these before sending. */
export const ATTRIBUTION_LIMITS = {
  landingPage: 500,
  /** A host name (RFC 1035: at most 253 characters). */
  referrer: 253,
  utmSource: 200,
  utmMedium: 200,
  utmCampaign: 200,
  utmTerm: 200,
  utmContent: 200,
  ref: 100,
  lastPost: 200,
} as const satisfies Record<Exclude<AttributionField, 'pagesSeen'>, number>;

export const PAGES_SEEN_MAX = 100_000;

/** The landing address's parameters the site keeps (others, an e-mail address say, are not). */
export const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<string, AttributionField>;

/** `?ref=` or `?src=`: a tracked apply link's code, or any label a partner puts there. */
export const REF_PARAMS = ['ref', 'src'] as const;

/** The page-view beacon's call (declared in routes/attribution.ts; the site's first bundle sends it). */
export const PAGE_VIEW_PATH = '/api/events';

/** The session-storage key of the landing memory. */
export const LANDING_MEMORY_KEY = 'northbeam:landing';

/** The short path of a tracked apply link: `/r/{code}`. */
export const TRACKED_LINK_PREFIX = '/r/';
export const TRACKED_LINK_CODE = /^[A-Za-z0-9_-]{4,32}$/;

/** The blog post a path shows (`/blog/{slug}`), or null. */
export function postSlugOf(path: string): string | null {
  const match = /^\/blog\/([^/?#]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The host of a referring address (`https://www.google.com/search?q=…` → `www.google.com`), or ''. */
export function referrerHost(value: string): string {
  if (!value) return '';
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : '';
  } catch {
    return '';
  }
}
