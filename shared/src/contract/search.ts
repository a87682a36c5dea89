/**
 * Search: the site's (published posts, open jobs, the site's pages; public) and the admin's
 * command palette (candidates, leads, jobs, posts, staff; what the caller's role may see), and
 * the recruiters' "People who may fit" and duplicate people.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import {
  hasWord,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MESSAGES,
  SEARCH_TYPES,
  ADMIN_SEARCH_TYPES,
} from './search-terms';

export * from './search-terms';

const searchText = z
  .string({ error: SEARCH_MESSAGES.empty })
  .trim()
  .min(1, { error: SEARCH_MESSAGES.empty })
  .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong })
  .refine(hasWord, { error: SEARCH_MESSAGES.punctuation });

/** `GET /api/search?q=&type=&limit=`: several words, "phrases in quotes", -excluded words. */
export const searchQuery = z.object({
  q: searchText,
  type: z.enum(SEARCH_TYPES, { error: 'type must be post, job or page' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be at least 1' })
    .max(SEARCH_MAX_LIMIT, { error: `limit must be at most ${SEARCH_MAX_LIMIT}` })
    .default(SEARCH_DEFAULT_LIMIT),
});

export const searchResult = z.object({
  type: z.enum(SEARCH_TYPES),
  title: z.string(),
  /** The page's path on the site (`/blog/{slug}`, `/careers/{id}`, `/services`). */
  url: z.string(),
  /**
   * A piece of the text around the matching words, as HTML: the text escaped, the matching
   * words in `<mark>`, nothing else.
   */
  snippet: z.string(),
});

export const searchAnswer = z.object({
  results: z.array(searchResult),
  /**
   * Set when nothing matched the words as typed: the nearest words the site uses (a typo
   * forgiven); `results` are then the results of this search.
   */
  suggestion: z.string().optional(),
});

// --- The admin's command palette.

/** `GET /api/admin/search?q=`: empty or one character answers no results. */
export const adminSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: SEARCH_MESSAGES.tooLong })
    .optional()
    .default(''),
});

export const adminSearchResult = z.object({
  type: z.enum(ADMIN_SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The item's page in the admin (`/admin/applications/{id}`, …). */
  url: z.string(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResult>;

export const adminSearchAnswer = z.object({ results: z.array(adminSearchResult) });

// --- Past candidates and duplicates (recruiters).

/** A past applicant whose resume matches a job ("People who may fit"). */
export const pastCandidate = z.object({
  /** Their latest application (its page, its e-mail). */
  applicationId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** What they applied for last, and how it went. */
  lastJobTitle: z.string().nullable(),
  status: z.string(),
  appliedAt: z.string(),
  /** Why: the job's words their resume contains, as the job writes them. */
  matchedWords: z.array(z.string()),
});
export type PastCandidate = z.infer<typeof pastCandidate>;

export const pastCandidates = z.object({ candidates: z.array(pastCandidate) });

export const DUPLICATE_REASONS = ['phone', 'name-and-resume'] as const;
export const DUPLICATE_REASON_LABELS: Record<(typeof DUPLICATE_REASONS)[number], string> = {
  phone: 'same phone number',
  'name-and-resume': 'a very similar name and the same resume',
};

/** An application of another person who may be the same one. */
export const possibleDuplicate = z.object({
  applicationId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  jobTitle: z.string().nullable(),
  appliedAt: z.string(),
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

export const possibleDuplicates = z.object({ duplicates: z.array(possibleDuplicate) });

/** `POST …/applications/{id}/merge`: that application's person becomes this one's. */
export const mergeInput = z.object({
  applicationId: z.uuid({ error: 'applicationId must be an application' }),
});

export const mergeResult = z.object({
  message: z.string(),
  /** Applications now under this person that were not before. */
  moved: z.number(),
});
