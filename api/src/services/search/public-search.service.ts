/**
 * The site's search: published posts, open jobs and the site's pages (what the public may see,
 * decided by the same queries as every public read), ranked by PostgreSQL's full-text search,
 * with the matching words highlighted; several words, "phrases", stemming ("deploying" finds
 * "deployment"); a mistyped word ("kubernets") is replaced by the nearest word the site uses when
 * nothing matched as typed, and the answer says so (`suggestion`: "Did you mean …").
 * Visitors' searches are limited per client address, kept under a keyed hash of the address.
 */
import type { AddressKey } from '../address-key';
import {
  SEARCH_TYPES,
  type SearchAnswer,
  type SearchResult,
  type SearchType,
} from '@northbeam/shared/contract/search';
import type { SecurityConfig } from '../../config/config';
import type { Db } from '../../db/connection';
import { countHit } from '../../db/rate-limits.queries';
import {
  hasTrigrams,
  nearestWords,
  searchPublic,
  type PublicHitRow,
} from '../../db/search/public-search.queries';
import type { Actor } from '../../http/actor';
import { tooManyRequests } from '../../http/http-errors';
import { snippetHtml } from './snippet';

/** A parsed search (the contract's `searchQuery`). */
export interface SiteSearch {
  q: string;
  type?: SearchType | undefined;
  limit: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** Words looked up for "Did you mean" (a long query is not corrected word by word forever). */
const MAX_CORRECTED_WORDS = 8;
const SEARCH_WINDOW_SECONDS = 60;

export const searchLimitedMessage = (seconds: number) =>
  `Too many searches from your network. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

function urlOf(row: PublicHitRow): string {
  if (row.type === 'post') return `/blog/${encodeURIComponent(row.key)}`;
  if (row.type === 'job') return `/careers/${row.key}`;
  return row.key;
}

const present = (row: PublicHitRow): SearchResult => ({
  type: row.type,
  title: row.title,
  url: urlOf(row),
  snippet: snippetHtml(row.headline, row.type === 'post'),
});

export function createPublicSearch(deps: {
  db: Db;
  security: Pick<SecurityConfig, 'searchRateLimit' | 'rateLimitDisabled'>;
  /** The keyed hash under which a visitor's address is counted (never stored in clear). */
  addressKey: AddressKey;
}) {
  const { db, security } = deps;
  let trigrams: Promise<boolean> | undefined;
  const typoTolerance = () =>
    (trigrams ??= hasTrigrams(db).catch(() => {
      trigrams = undefined;
      return false;
    }));

  const find = async (q: string, search: SiteSearch) =>
    (
      await searchPublic(db, {
        query: q,
        types: search.type ? [search.type] : SEARCH_TYPES,
        limit: search.limit,
      })
    ).map(present);

  /** The query with each word the site does not use replaced by its nearest one, if any changed. */
  async function corrected(q: string): Promise<string | undefined> {
    if (!(await typoTolerance())) return undefined;
    const words = [...new Set(q.toLowerCase().match(WORD) ?? [])]
      .filter((word) => word.length >= 3 && !/^\d+$/.test(word))
      .slice(0, MAX_CORRECTED_WORDS);
    const replaced = new Map<string, string>();
    for (const { input, nearest } of await nearestWords(db, words)) {
      if (nearest && nearest !== input) replaced.set(input, nearest);
    }
    if (!replaced.size) return undefined;
    return q.replace(WORD, (word) => replaced.get(word.toLowerCase()) ?? word);
  }

  return {
    /** Throws 429 (with Retry-After) past SEARCH_RATE_LIMIT searches a minute from this address. */
    async limit(actor: Actor): Promise<void> {
      if (security.rateLimitDisabled) return;
      const hit = await countHit(db, `search:${deps.addressKey(actor.ip)}`, {
        max: security.searchRateLimit,
        windowSeconds: SEARCH_WINDOW_SECONDS,
      });
      if (hit.lockedUntil) {
        const seconds = Math.max(1, Math.ceil((hit.lockedUntil.getTime() - Date.now()) / 1000));
        throw tooManyRequests(searchLimitedMessage(seconds), seconds);
      }
    },

    async search(search: SiteSearch): Promise<SearchAnswer> {
      const results = await find(search.q, search);
      if (results.length) return { results };
      const suggestion = await corrected(search.q);
      if (!suggestion) return { results };
      const corrections = await find(suggestion, search);
      return corrections.length ? { results: corrections, suggestion } : { results };
    },
  };
}

export type PublicSearch = ReturnType<typeof createPublicSearch>;
