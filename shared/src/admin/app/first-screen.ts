/**
 * The data of the screen the admin opens at, asked for at start beside the session check instead
 * of after it: the Overview (where a phone's notification or the installed app lands) would
 * otherwise wait for the session's answer, its render, then its own request. Without a session the
 * request answers 401, which signs out as any call does.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AdminApi } from '../../api-client/admin-api';
import { adminPaths } from './admin-paths';

/** How long the Overview's answer is shown as it is before it is asked for again. */
export const OVERVIEW_FRESH_MS = 10_000;

export const overviewQuery = (api: AdminApi) => ({
  queryKey: ['overview'] as const,
  queryFn: () => api.overview.get(),
  // Reading the Overview records the visit ("since your last visit"): the page shows the answer
  // fetched at start rather than asking again on mount.
  staleTime: OVERVIEW_FRESH_MS,
});

/** The admin path the app opened at: the browser's path, or the desktop's hash route. */
export function openedAt(location: Pick<Location, 'pathname' | 'hash'>): string {
  return location.hash.startsWith('#/') ? location.hash.slice(1).split('?')[0]! : location.pathname;
}

/** Starts the requests of the screen at `path`, if it has any to start. */
export function prefetchFirstScreen(path: string, api: AdminApi, queries: QueryClient): void {
  if (path.replace(/\/$/, '') === adminPaths.overview) {
    void queries.prefetchQuery(overviewQuery(api));
  }
}
