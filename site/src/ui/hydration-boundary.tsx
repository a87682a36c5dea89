import { Suspense, type ReactNode } from 'react';

/**
 * A part of a page that React hydrates on its own (a Suspense boundary; nothing in it suspends).
 * While the page hydrates, a tap inside makes React hydrate at once only what lies on the way to
 * it: with a form as a boundary of its own, a tap on "Send" during the hydration waits for the form,
 * not for the rest of the page.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
