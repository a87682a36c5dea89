/**
 * Starts the app (React, the router, the page's module) as soon as the page has painted, in idle
 * time: React then hydrates concurrently, yielding to the visitor's input. Nothing waits for a sign
 * of intent and nothing is held back: what the page offers before (links, forms, the accordions,
 * tabs and menu, which are native HTML) works without the app.
 */
export function startAfterFirstPaint(start: () => Promise<void>) {
  const run = () =>
    void start().catch((error: unknown) => {
      // The page keeps working as plain HTML.
      console.error(error);
    });
  const idle = () =>
    window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 500 })
      : setTimeout(run, 1);
  // A buffered observer also reports a paint that happened before it was created.
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    idle();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    idle();
  });
  observer.observe({ type: 'paint', buffered: true });
}
