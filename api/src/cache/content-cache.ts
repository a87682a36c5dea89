/**
 * The one switch for everything kept from public content (rendered pages, public API reads,
 * sitemap, feed) and the app's list totals. The blog and job services call `contentChanged()`
 * after their transaction commits; each cache registers with `onChange` and checks `generation()`
 * so that an answer computed before a change is never kept. With a bus (several processes on one
 * PostgreSQL) a change here is announced to the others and theirs are heard here, without echo.
 * `close()` unsubscribes everything it was given.
 */
import type { Logger } from 'pino';
import { ListTotals } from '../db/list';
import { RENDERED_PAGES_CHANNEL, type CacheBus } from './cache-bus';

type Listener = () => void;

export interface ContentCache {
  /** Increases at each change: an answer begun before one must not be kept. */
  generation(): number;
  /** Registers a cache to clear on each change; returns the unsubscribe function. */
  onChange(listener: Listener): () => void;
  /** Public content changed in this process (call after commit). */
  contentChanged(): void;
  /** Recent list totals (cleared by any write of this app and by content changes). */
  readonly totals: ListTotals;
  /** Stops hearing the bus and drops every listener; closes the bus if it was given to own. */
  close(): Promise<void>;
}

export interface ContentCacheOptions {
  /** Other processes' changes, and where this one's are announced. */
  bus?: CacheBus | undefined;
  logger?: Logger | undefined;
}

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const listeners = new Set<Listener>();
  const totals = new ListTotals();
  let generation = 0;

  const clearHere = () => {
    generation += 1;
    totals.clear();
    for (const listener of listeners) listener();
  };

  const { bus, logger } = options;
  const stopHearing = bus?.subscribe(RENDERED_PAGES_CHANNEL, clearHere);

  return {
    generation: () => generation,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    contentChanged() {
      clearHere();
      bus
        ?.publish(RENDERED_PAGES_CHANNEL)
        .catch((error: unknown) =>
          logger?.warn({ err: error }, 'cache invalidation not broadcast'),
        );
    },
    totals,
    async close() {
      stopHearing?.();
      listeners.clear();
      await bus?.close();
    },
  };
}
