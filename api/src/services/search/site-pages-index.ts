/**
 * The site's own pages in the search: at start, the built site's server entry lists them from
 * its content modules (the same text the pages show) and `site_pages` is made to hold exactly
 * those. Every process does it at its start; the write changes nothing when the text is the same.
 * Without a built site there are no pages to find, and the table is left as it is.
 */
import type { Logger } from 'pino';
import type { SitePage } from '@northbeam/shared/contract/search';
import type { Db } from '../../db/connection';
import { replaceSitePages } from '../../db/search/public-search.queries';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export function createSitePageIndex(deps: {
  db: Db;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The pages of the built site; undefined without one. */
  pages: () => Promise<SitePage[] | undefined>;
}) {
  return {
    /** Indexes the pages; answers how many rows changed, or null when there is no built site. */
    async runDue(): Promise<number | null> {
      const pages = await deps.pages();
      if (!pages) return null;
      const unique = new Map(
        pages.map((page) => [
          page.path,
          {
            path: page.path,
            title: clean(page.title),
            description: clean(page.description),
            body: clean(page.body),
          },
        ]),
      );
      const changed = await replaceSitePages(deps.db, [...unique.values()]);
      if (changed)
        deps.logger.info({ pages: unique.size, changed }, 'site pages indexed for search');
      return changed;
    },
  };
}

export type SitePageIndex = ReturnType<typeof createSitePageIndex>;
