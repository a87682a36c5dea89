/**
 * Where a submission came from (issue 32): the schemas of the attribution a contact message,
 * consultation request or application carries, of tracked apply links, and of the page-view beacon.
 * The field names and bounds are in attribution-fields.ts (no zod: the site's first bundle reads
 * them).
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  PAGES_SEEN_MAX,
  TRACKED_LINK_CODE,
  type AttributionField,
} from './attribution-fields';
import { isSingleLine } from './fields';

export * from './attribution-fields';

const LABELS: Record<AttributionField, string> = {
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  ref: 'ref',
  lastPost: 'Last post read',
  pagesSeen: 'Pages seen',
};

/** An optional single-line text of at most `max` characters; blank and null become undefined. */
const attributionText = (field: Exclude<AttributionField, 'pagesSeen'>) =>
  z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z
      .string({ error: `attribution.${field} must be text` })
      .refine(isSingleLine, { error: `${LABELS[field]} must be on one line` })
      .transform((value) => value.trim())
      .pipe(
        z.string().max(ATTRIBUTION_LIMITS[field], {
          error: `${LABELS[field]} is at most ${ATTRIBUTION_LIMITS[field]} characters`,
        }),
      )
      .optional(),
  );

/**
 * `attribution` of POST /api/contact and /api/consultation (JSON), and the same names as form
 * fields of a multipart or native post. Every field is optional; the spec's clients send none.
 */
export const attributionInput = z.object({
  landingPage: attributionText('landingPage'),
  referrer: attributionText('referrer'),
  utmSource: attributionText('utmSource'),
  utmMedium: attributionText('utmMedium'),
  utmCampaign: attributionText('utmCampaign'),
  utmTerm: attributionText('utmTerm'),
  utmContent: attributionText('utmContent'),
  ref: attributionText('ref'),
  lastPost: attributionText('lastPost'),
  pagesSeen: z.preprocess(
    (value) => {
      if (value === null || value === '') return undefined;
      return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number({ error: 'Pages seen must be a whole number' })
      .int({ error: 'Pages seen must be a whole number' })
      .min(0, { error: 'Pages seen must be a whole number' })
      .max(PAGES_SEEN_MAX, { error: `Pages seen is at most ${PAGES_SEEN_MAX}` })
      .optional(),
  ),
});
export type AttributionInput = z.input<typeof attributionInput>;
export type AttributionValues = z.output<typeof attributionInput>;

/** The attribution field of the submissions' JSON inputs. */
export const attributionField = attributionInput.optional();

/**
 * A form's flat attribution fields (`landingPage`, `utmSource`…, as a multipart or native post
 * sends them) gathered into `attribution`; a body that already has `attribution` is left as it is.
 */
export function gatherAttribution(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.attribution !== undefined) return body;
  const gathered: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if ((ATTRIBUTION_FIELDS as readonly string[]).includes(key)) gathered[key] = value;
    else rest[key] = value;
  }
  return Object.keys(gathered).length ? { ...rest, attribution: gathered } : body;
}

/** Where a submission came from, as the admin reads it (null: not known). */
export const attribution = z.object({
  /** What the reports count it under: a tracked link's source, utm_source, the referring site or "Direct". */
  source: z.string(),
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  ref: z.string().nullable(),
  lastPost: z.object({ slug: z.string(), title: z.string().nullable() }).nullable(),
  pagesSeen: z.number().nullable(),
  /** The tracked apply link it came through, if any. */
  trackedLink: z.object({ code: z.string(), source: z.string() }).nullable(),
});
export type Attribution = z.infer<typeof attribution>;

/** The source of submissions that carry nothing to tell where they came from. */
export const DIRECT_SOURCE = 'Direct';
/** The source of submissions stored before attribution existed. */
export const UNKNOWN_SOURCE = 'Unknown';

/** POST /api/events: one page view (sent with navigator.sendBeacon). */
export const pageViewInput = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1)
    .max(ATTRIBUTION_LIMITS.landingPage, { error: 'path is too long' })
    .startsWith('/', { error: 'path must start with /' }),
  referrer: z.string().max(2048, { error: 'referrer is too long' }).optional(),
});
export type PageViewInput = z.infer<typeof pageViewInput>;

/** POST /api/careers/:id/links */
export const trackedLinkInput = z.object({
  source: z
    .string({ error: 'Name the source' })
    .refine(isSingleLine, { error: 'The source must be on one line' })
    .trim()
    .min(1, { error: 'Name the source' })
    .max(100, { error: 'A source is at most 100 characters' }),
});
export type TrackedLinkInput = z.infer<typeof trackedLinkInput>;

export const trackedLink = z.object({
  _id: z.string(),
  code: z.string().regex(TRACKED_LINK_CODE),
  /** The short path (`/r/{code}`); the admin shows it on the site's origin. */
  path: z.string(),
  source: z.string(),
  clicks: z.number(),
  applications: z.number(),
  hires: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TrackedLink = z.infer<typeof trackedLink>;
