/**
 * The site's search in SQL: PostgreSQL full-text search over what the public may see (the rule is
 * `publishedPosts` and `activeJobs`, reused here, and the site's pages), ranked by `ts_rank` on
 * weighted documents (migration 0020), with `ts_headline` around the matching words; and the
 * lexicon of words for "Did you mean", matched by trigram similarity.
 */
import type { Knex } from 'knex';
import { publishedPosts } from '../blogs.queries';
import type { DbOrTrx } from '../connection';
import { activeJobs } from '../jobs.queries';
import { rawRows } from '../raw';

export type PublicSearchType = 'post' | 'job' | 'page';

export interface PublicHitRow {
  type: PublicSearchType;
  /** The post's slug, the job's id, the page's path. */
  key: string;
  title: string;
  /** Text around the matching words, each between \x01 and \x02 (posts: tags dropped, entities kept). */
  headline: string;
}

/** The search's tsquery, once per statement (websearch syntax: words, "phrases", -not). */
const QUERY = '(select query from search_q)';
const MATCHES = `search_document @@ ${QUERY}`;
/** A query of stop words alone ("the") has no lexemes: it matches nothing, without a notice. */
const HAS_LEXEMES = `(select numnode(query) from search_q) > 0`;

/**
 * Marks no text can hold (control characters): the service escapes the text, then turns them
 * into <mark>. Two fragments of a dozen or more words each.
 */
export const HEADLINE_OPTIONS =
  'StartSel=\x01, StopSel=\x02, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/**
 * Everything ranks by its head (title, then tags or requirements or summary, then excerpt or
 * place), not its body: posts' and jobs' are stored (migration 0020), small, so a word found in
 * thousands of posts stays quick; a page's is made here (a few dozen pages). A match in the body
 * alone ranks after every match of a head, newest first.
 */
const rank = (db: DbOrTrx, head = 'search_head') => db.raw(`ts_rank(${head}, ${QUERY}) as rank`);
const PAGE_HEAD = `(setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', description), 'B'))`;

function branches(db: DbOrTrx): Record<PublicSearchType, () => Knex.QueryBuilder> {
  return {
    post: () =>
      publishedPosts(db)
        .whereRaw(HAS_LEXEMES)
        .whereRaw(MATCHES)
        .select(
          db.raw(`'post' as type`),
          db.raw('slug as key'),
          'title',
          rank(db),
          db.raw('created_at as at'),
          db.raw('excerpt as lead'),
          db.raw('content as body'),
        ),
    job: () =>
      activeJobs(db)
        .whereRaw(HAS_LEXEMES)
        .whereRaw(MATCHES)
        .select(
          db.raw(`'job' as type`),
          db.raw('id::text as key'),
          'title',
          rank(db),
          db.raw('posted_date as at'),
          db.raw(
            `array_to_string(array(select jsonb_array_elements_text(requirements)), ' · ') as lead`,
          ),
          db.raw('description as body'),
        ),
    page: () =>
      db('site_pages')
        .whereRaw(HAS_LEXEMES)
        .whereRaw(MATCHES)
        .select(
          db.raw(`'page' as type`),
          db.raw('path as key'),
          'title',
          rank(db, PAGE_HEAD),
          db.raw('updated_at as at'),
          db.raw('description as lead'),
          'body',
        ),
  };
}

/**
 * The best `limit` public items for `query` (websearch syntax), best first: a word in a title
 * outranks one in tags, an excerpt or requirements, which outrank the body; newer first among
 * equals. The headline is computed for those only.
 */
export async function searchPublic(
  db: DbOrTrx,
  o: { query: string; types: readonly PublicSearchType[]; limit: number },
): Promise<PublicHitRow[]> {
  if (!o.types.length) return [];
  const all = branches(db);
  const parts = o.types.map((type) => all[type]());
  return rawRows<PublicHitRow>(
    db,
    `with search_q as (select websearch_to_tsquery('english', ?) as query)
     select type, key, title,
            ts_headline('english', lead || ' … ' || body, ${QUERY}, ?) as headline
     from (select * from (${parts.map(() => '?').join(' union all ')}) as found
           order by rank desc, at desc limit ?) as hits
     order by rank desc, at desc`,
    [o.query, HEADLINE_OPTIONS, ...parts, o.limit],
  );
}

/** Whether pg_trgm is installed (typo tolerance needs it; search works without). */
export async function hasTrigrams(db: DbOrTrx): Promise<boolean> {
  const found = await rawRows(db, "select 1 from pg_extension where extname = 'pg_trgm'");
  return found.length > 0;
}

export interface WordMatch {
  input: string;
  /** The input itself when the site uses it (or it is a stop word); else its nearest word, or null. */
  nearest: string | null;
}

/**
 * For each word, itself if the site's lexicon has it (or it is a stop word, which search ignores),
 * else the most similar word of the lexicon (trigram similarity over pg_trgm's threshold, 0.3),
 * or null when none is near.
 */
export async function nearestWords(db: DbOrTrx, words: string[]): Promise<WordMatch[]> {
  if (!words.length) return [];
  return rawRows<WordMatch>(
    db,
    `select w.input,
            case
              when exists (select 1 from search_words where word = w.input)
                or to_tsvector('english', w.input) = ''::tsvector then w.input
              else (select word from search_words
                    where word % w.input
                    order by similarity(word, w.input) desc, word
                    limit 1)
            end as nearest
     from unnest(?::text[]) with ordinality as w(input, n)
     order by w.n`,
    [words],
  );
}

export interface SitePageRow {
  path: string;
  title: string;
  description: string;
  body: string;
}

/**
 * Makes `site_pages` hold exactly these pages, in one transaction: pages that went are deleted,
 * new ones inserted, changed ones updated (unchanged rows are not rewritten). Answers how many
 * rows changed.
 */
export async function replaceSitePages(db: Knex, pages: SitePageRow[]): Promise<number> {
  return db.transaction(async (trx) => {
    const removed = await trx('site_pages')
      .whereNotIn(
        'path',
        pages.map((page) => page.path),
      )
      .delete()
      .returning('path');
    if (!pages.length) return removed.length;
    const written = await trx('site_pages')
      .insert(pages.map((page) => ({ ...page, updated_at: trx.fn.now() })))
      .onConflict('path')
      .merge(['title', 'description', 'body', 'updated_at'])
      .whereRaw(
        `(site_pages.title, site_pages.description, site_pages.body)
          is distinct from (excluded.title, excluded.description, excluded.body)`,
      )
      .returning('path');
    return removed.length + written.length;
  });
}
