/**
 * One switch for everything rendered from content (pages, sitemap, feed): the blog and job write
 * paths flip it. In one process it clears the caches directly; with several processes, call
 * `invalidateRenderedPages()` from a PostgreSQL LISTEN/NOTIFY handler as well.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let generation = 0;

/** Registers a cache to clear; returns the unsubscribe function. */
export function onRenderedPagesInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Drops every cached rendered page, sitemap and feed. */
export function invalidateRenderedPages(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

/** Increases at each invalidation: a render that started before one must not be cached. */
export function renderGeneration(): number {
  return generation;
}
