/**
 * Whether a CSS media query matches now, following it as the window changes (a phone turned, the
 * desktop app's window made narrow). Without `matchMedia` (tests in jsdom) it never matches, so the
 * wide layout is the default.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** The width under which the admin takes its phone layout; admin.css uses the same value. */
export const PHONE_QUERY = '(max-width: 720px)';

const media = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  );
}

/** The phone layout: lists as cards, filters on a sheet, the board one column at a time. */
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY);
