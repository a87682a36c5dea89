/**
 * The pages of a day's work after signing in (the layout, Dashboard, Overview, an application, a
 * lead: day-pages.tsx) are one chunk of their own: the sign-in page does not wait for them (a
 * phone on a slow network paints it sooner), and they are fetched as soon as the app has started
 * (`prefetchDayPages`, from AdminRoot), so that the first page after signing in opens at once.
 */
export const dayPages = () => import('./day-pages');

/** Fetches the day's pages when the browser is next idle (a failure waits for their route). */
export function prefetchDayPages(): () => void {
  const load = () => void dayPages().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 0);
  return () => clearTimeout(timer);
}
