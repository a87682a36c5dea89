/**
 * Jobs close at the end of their closing day (UTC), with no write to tell the caches: at each UTC
 * midnight this clears what the public is served (careers list, job pages, sitemap), so a closed
 * job leaves them within a minute.
 */
import type { ContentCache } from '../cache/content-cache';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function createJobClosingWatcher(
  cache: Pick<ContentCache, 'contentChanged'>,
  now: () => Date = () => new Date(),
  everyMs = 60_000,
) {
  let day = utcDay(now());
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const today = utcDay(now());
    if (today === day) return false;
    day = today;
    cache.contentChanged();
    return true;
  };
  return {
    /** One look at the clock; true when a new day began and the caches were cleared. */
    tick,
    start() {
      timer ??= setInterval(tick, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
