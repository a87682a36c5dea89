/**
 * What the site's search page and the admin's command palette need of the search contract,
 * without zod (search.ts has the schemas and re-exports these), so that neither builds the
 * contract's schemas (the palette is in the admin's first bundle).
 */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const SEARCH_MESSAGES = {
  empty: 'Type a word to search for',
  tooLong: `A search is at most ${SEARCH_MAX_LENGTH} characters`,
  punctuation: 'Type a word to search for: punctuation alone finds nothing',
  noResults: 'Nothing matches your search.',
  failed: 'The search failed. Please try again.',
} as const;

export const SEARCH_TYPES = ['post', 'job', 'page'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  post: 'Blog post',
  job: 'Job',
  page: 'Page',
};

export const isSearchType = (value: unknown): value is SearchType =>
  (SEARCH_TYPES as readonly unknown[]).includes(value);

/** A letter or a digit somewhere: a search made only of punctuation finds nothing. */
export const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** What a client sends to the site's search. */
export interface SearchQuery {
  q: string;
  type?: SearchType | undefined;
  limit?: number | undefined;
}

/** One result (the answer's schema is in search.ts). */
export interface SearchResult {
  type: SearchType;
  title: string;
  url: string;
  /** HTML: the text escaped, the matching words in <mark>, nothing else. */
  snippet: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  suggestion?: string | undefined;
}

/** One of the site's own pages as its search knows it (built from the site's content modules). */
export interface SitePage {
  /** The page's path (`/services`). */
  path: string;
  title: string;
  /** Its summary (the meta description). */
  description: string;
  /** Its text. */
  body: string;
}

export const ADMIN_SEARCH_TYPES = ['candidate', 'lead', 'job', 'post', 'staff'] as const;
export type AdminSearchType = (typeof ADMIN_SEARCH_TYPES)[number];
export const ADMIN_SEARCH_TYPE_LABELS: Record<AdminSearchType, string> = {
  candidate: 'Candidates',
  lead: 'Leads',
  job: 'Jobs',
  post: 'Blog posts',
  staff: 'Team',
};
