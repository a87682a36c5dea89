/**
 * Jobs close at the end of their closing day (UTC), with no write to tell the caches: once each
 * UTC day (the scheduler's daily job, looked at each minute and run by one process of several)
 * this clears what the public is served (careers list, job pages, sitemap) here and, through the
 * cache bus, in every other process, so a closed job leaves them within a minute of midnight.
 */
import type { ContentCache } from '../cache/content-cache';

/** The scheduler's period: a UTC day (periods are aligned on the epoch, so on 00:00 UTC). */
export const JOB_CLOSING_PERIOD_MS = 24 * 60 * 60 * 1000;

export function createJobClosingWatcher(cache: Pick<ContentCache, 'contentChanged'>) {
  return {
    /** A new UTC day began: jobs that closed yesterday leave what the public is served. */
    runDue() {
      cache.contentChanged();
      return Promise.resolve();
    },
  };
}

export type JobClosingWatcher = ReturnType<typeof createJobClosingWatcher>;
