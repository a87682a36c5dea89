/**
 * When the app (React, the router, the page's module) starts: once the visitor uses the page (a
 * click or tap, a key, typing), after the browser has painted its own answer to that; or, left
 * alone, once the page has settled: `SETTLE_MS` after `load`, in idle time. Until then the page is
 * complete without it: links, the native forms, the accordions, tabs and menu answer by themselves.
 *
 * Why not at once: React DOM's evaluation and the hydration are work a phone does on the main
 * thread; done during the load they compete with the page's own rendering and with the first taps,
 * and a page audit counts them as blocking time. Done when the visitor acts, they come after the
 * answer to that act, in short tasks (see boot.ts), so no tap waits for them.
 */
export const SETTLE_MS = 4000;

/** What shows that the visitor is using the page (not only looking at it). */
const INTENT_EVENTS = ['click', 'keydown', 'input'] as const;

export function startWhenSettledOrUsed(start: () => Promise<void>) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) removeEventListener(type, onIntent, true);
    void start().catch((error: unknown) => {
      // The page keeps working as plain HTML.
      console.error(error);
    });
  };
  // After the frame that shows the browser's answer to the act (an open menu, a checked tab).
  const onIntent = () => requestAnimationFrame(() => setTimeout(run, 0));
  for (const type of INTENT_EVENTS)
    addEventListener(type, onIntent, { capture: true, passive: true });

  const settle = () =>
    setTimeout(
      () =>
        window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 1000 }) : run(),
      SETTLE_MS,
    );
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
}
