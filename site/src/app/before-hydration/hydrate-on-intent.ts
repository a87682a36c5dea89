/**
 * Hydration on intent. The server-rendered page is complete and its links work as they are, so
 * React and the router are fetched in idle time after the page has loaded and painted (to the
 * HTTP cache only: nothing runs); they and the page's module load and hydrate when the visitor
 * shows intent: moves the pointer, touches, scrolls with the wheel, focuses, presses a key or picks
 * a value. A phone's first seconds are spent painting, not running the app.
 *
 * What the visitor does before hydration completes is not lost: text typed into a field stays (see
 * `useZodForm`); clicks on buttons, key presses on widgets, picked values and form submissions are
 * held and replayed once React has taken over. Links are left to the browser.
 */
const INTENT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'change',
];
/** Elements whose clicks do something only through React (a submit button submits the form). */
const SCRIPTED_CONTROL = 'button:not([type="submit"]), [role="button"], [role="tab"]';
const TEXT_ENTRY = 'input, textarea, select, [contenteditable]';
/** Keys that widgets (tabs, menus, accordions) handle; typing goes to fields natively. */
const WIDGET_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Escape',
]);

export interface HydrateOnIntentOptions {
  /** Loads the app and hydrates; resolves once React has committed the hydrated page. */
  hydrate: () => Promise<void>;
  /** The app's script files, fetched ahead in idle time after the load event. */
  prefetch: string[];
}

/** Where an element sits under the root (child indexes), to find it again if React re-created it. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function atPath(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/**
 * Has React taken this element over? React marks the DOM nodes it has hydrated with its fiber;
 * a part of the page still waiting for its code (a suspended boundary) has no mark yet.
 */
const hydratedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How long after the first paint the app's files are prefetched (see `prefetchApp`). */
const PREFETCH_DELAY_MS = 1000;

/** How long a held action waits for its element to be hydrated before it is replayed anyway. */
const REPLAY_WAIT_MS = 10_000;

interface HeldAction {
  target: Element;
  path: number[];
  replay: (target: Element) => void;
}

export function hydrateOnIntent(root: HTMLElement, { hydrate, prefetch }: HydrateOnIntentOptions) {
  let state: 'waiting' | 'hydrating' | 'hydrated' = 'waiting';
  const held: HeldAction[] = [];

  const keep = <T extends Element>(target: T, replay: (target: T) => void) =>
    held.push({
      target,
      path: pathFrom(root, target),
      replay: replay as (target: Element) => void,
    });

  const hold = <T extends Element>(event: Event, target: T, replay: (target: T) => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    keep(target, replay);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest(SCRIPTED_CONTROL);
    if (!control || !(control instanceof HTMLElement) || target?.closest('a[href]')) return;
    hold(event, control, (live) => live.click());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || !WIDGET_KEYS.has(event.key) || target.closest(TEXT_ENTRY)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    // Like a real key press, the replayed one goes to whatever has the focus by then (an earlier
    // replayed key may have moved it).
    hold(event, target, (live) =>
      (document.activeElement && document.activeElement !== document.body
        ? document.activeElement
        : live
      ).dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          shiftKey,
          ctrlKey,
          altKey,
          metaKey,
          bubbles: true,
          cancelable: true,
        }),
      ),
    );
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitterPath = event.submitter ? pathFrom(form, event.submitter) : undefined;
    hold(event, form, (live) => {
      const submitter = submitterPath && atPath(live, submitterPath);
      // Sent again as a click on the same button, not as a bare submit event: React replays a click
      // that reaches a part of the page it is still hydrating (it hydrates that part at once), but
      // drops a submit event there. The click's own default action then submits the form.
      if (
        (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
        submitter.type === 'submit' &&
        submitter.form === live
      ) {
        submitter.click();
      } else if (live instanceof HTMLFormElement) {
        live.requestSubmit();
      }
    });
  };

  // A choice in a drop-down (the blog's category filter on a phone) or a file picked for a field
  // (a resume): the new value is in the page already; React hears of it when the change is sent
  // again. (Typed text is adopted by the forms themselves.)
  const onChange = (event: Event) => {
    const target = event.target;
    const picked =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type === 'file');
    if (!picked) return;
    keep(target, (live) => live.dispatchEvent(new Event('change', { bubbles: true })));
  };

  /** Replays an action on its element, once React has hydrated it (or on its re-created twin). */
  const replay = async ({ target, path, replay: run }: HeldAction) => {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    let live = target.isConnected ? target : atPath(root, path);
    while (live && !hydratedByReact(live) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!live.isConnected) live = atPath(root, path);
    }
    if (!live) return;
    try {
      run(live);
    } catch (error) {
      // One action that cannot be replayed must not hold back the ones after it.
      console.error(error);
    }
  };

  const listeners: Array<[string, EventListener]> = [
    ['click', onClick as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['submit', onSubmit as EventListener],
    ['change', onChange],
  ];

  const start = () => {
    if (state !== 'waiting') return;
    state = 'hydrating';
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    hydrate()
      .catch((error: unknown) => {
        // The page keeps working as plain HTML; held actions cannot be replayed.
        console.error(error);
      })
      // Once the first render's effects have run and what they set (text typed before hydration,
      // adopted by the forms) has rendered too: the next frame, then a task.
      .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
      .finally(async () => {
        state = 'hydrated';
        for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
        // One task each, as the visitor's own events came: React renders between two of them.
        for (let action = held.shift(); action; action = held.shift()) {
          await replay(action);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      });
  };

  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  // Every form of the site is sent by the app. Should the app ever fail to take over, a form must
  // not fall back to the browser's own GET, which would put what the visitor typed in the address.
  root.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.preventDefault();
  });
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
  // On a slow connection the visitor may be in a field already, typing, before this script runs.
  const focused = document.activeElement;
  if (focused && focused !== document.body && root.contains(focused)) start();

  // Plain low-priority fetches fill the HTTP cache (the files are immutable) without touching the
  // document: cheaper on the main thread than inserting a prefetch link per file. They start once
  // the page has loaded and painted, and a moment later, so that they never compete with the
  // first paint or the largest image for the main thread or a phone's bandwidth (measured: ran
  // straight after `load`, they sometimes landed before the first paint and cost it 0.3–0.9 s in
  // Lighthouse's mobile simulation).
  const prefetchApp = () => {
    if (state !== 'waiting') return;
    for (const href of prefetch) {
      void fetch(href, { priority: 'low' })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
  };
  const idle = (callback: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 1);
  // A buffered observer also reports a paint that happened before it was created.
  const afterFirstPaint = (callback: () => void) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return callback();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const prefetchLater = () =>
    afterFirstPaint(() => setTimeout(() => idle(prefetchApp), PREFETCH_DELAY_MS));
  if (document.readyState === 'complete') prefetchLater();
  else window.addEventListener('load', prefetchLater, { once: true });
}
