/**
 * Where this visit came from, remembered for the tab in session storage (never a cookie: nothing
 * is sent with requests, and it ends with the tab): the landing page, the referring site (host
 * only), the UTM parameters and a `ref`/`src` code of the address the visitor arrived at, the last
 * blog post read and the number of pages seen. A new arrival from another site or with campaign
 * parameters starts a new memory (a reload does not). The site's forms send it with a submission:
 * the app as the JSON call's `attribution` (or the multipart fields), a native post as hidden fields
 * added at submit time.
 *
 * Each page view is also sent once as a beacon (`navigator.sendBeacon`, path and referring host):
 * the first in idle time after the page loaded or as it is left (main.tsx), later ones as the
 * app's router navigates (start-app.tsx). No cookie, nothing that identifies the visitor.
 */
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_LIMITS,
  LANDING_MEMORY_KEY,
  PAGE_VIEW_PATH,
  PAGES_SEEN_MAX,
  postSlugOf,
  REF_PARAMS,
  referrerHost,
  UTM_PARAMS,
  type AttributionField,
} from '@northbeam/shared/contract/attribution-fields';
import type { AttributionInput } from '@northbeam/shared/contract/attribution';

type Memory = Partial<Record<Exclude<AttributionField, 'pagesSeen'>, string>> & {
  pagesSeen: number;
};

const clip = (field: keyof typeof ATTRIBUTION_LIMITS, value: string) =>
  // Control characters are never sent (the API refuses them); then the field's bound.
  value
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, ATTRIBUTION_LIMITS[field]);

function read(): Memory | undefined {
  try {
    const saved = sessionStorage.getItem(LANDING_MEMORY_KEY);
    return saved ? (JSON.parse(saved) as Memory) : undefined;
  } catch {
    // Storage off (a privacy mode): nothing is remembered, nothing breaks.
    return undefined;
  }
}

function write(memory: Memory) {
  try {
    sessionStorage.setItem(LANDING_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    /* storage off or full */
  }
}

/** The address's campaign parameters, and the path with only those kept. */
function campaignOf(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const found: Partial<Memory> = {};
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = params.get(param);
    if (value) {
      found[field] = clip(field, value);
      kept.set(param, value);
    }
  }
  for (const param of REF_PARAMS) {
    const value = params.get(param);
    if (value && !found.ref) {
      found.ref = clip('ref', value);
      kept.set(param, value);
    }
  }
  const query = kept.toString();
  return { found, path: query ? `${pathname}?${query}` : pathname };
}

/** The referring host of this page load, or '' when it is this site or none. */
export function externalReferrer(): string {
  const host = referrerHost(document.referrer);
  return host && host !== location.hostname.toLowerCase() ? host : '';
}

function isReload(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Remembers a page view for the tab and answers its beacon's body. `referrer` is the referring
 * host ('' for a page of this site); `pageLoad` is true for the page the browser loaded (a reload
 * or a step back in history is not a new arrival), false for the app's own navigations.
 */
function remember(pathname: string, search: string, referrer: string, pageLoad: boolean) {
  const { found, path } = campaignOf(pathname, search);
  const arrived = Boolean(referrer) || Object.keys(found).length > 0;
  let memory = read();
  if (!memory || (arrived && !(pageLoad && isReload()))) {
    memory = {
      landingPage: clip('landingPage', path),
      ...(referrer ? { referrer: clip('referrer', referrer) } : {}),
      ...found,
      pagesSeen: 0,
    };
  }
  memory.pagesSeen = Math.min(PAGES_SEEN_MAX, (memory.pagesSeen || 0) + 1);
  const slug = postSlugOf(pathname);
  if (slug) memory.lastPost = clip('lastPost', slug);
  write(memory);
  return JSON.stringify(referrer ? { path, referrer } : { path });
}

function beacon(body: string) {
  try {
    navigator.sendBeacon?.(PAGE_VIEW_PATH, body);
  } catch {
    /* a beacon never fails the page */
  }
}

/** Counts a page view: remembers it for the tab and sends the beacon. */
export function pageView(pathname: string, search: string, referrer: string, pageLoad: boolean) {
  beacon(remember(pathname, search, referrer, pageLoad));
}

/** What a submission sends: the remembered fields as strings (none when nothing is remembered). */
export function attributionFields(): Record<string, string> {
  const memory = read();
  if (!memory) return {};
  const fields: Record<string, string> = {};
  for (const name of ATTRIBUTION_FIELDS) {
    const value = memory[name];
    if (value !== undefined && value !== '') fields[name] = String(value);
  }
  return fields;
}

/** The JSON calls' `attribution` (undefined when nothing is remembered). */
export function attribution(): AttributionInput | undefined {
  const fields = attributionFields();
  if (!Object.keys(fields).length) return undefined;
  const { pagesSeen, ...text } = fields;
  return pagesSeen ? { ...text, pagesSeen: Number(pagesSeen) } : text;
}

/**
 * The page load's view (its beacon in idle time), and the native form posts' hidden fields, added when the browser is about to post a form the app did
 * not take (the form's data is gathered after the submit event).
 */
export function rememberLanding() {
  // Remembered at once (one small write): a visitor who follows a link before the browser is
  // idle must not lose where they landed. Only the beacon waits for idle time, or goes as the
  // page is left, whichever comes first, once.
  const body = remember(location.pathname, location.search, externalReferrer(), true);
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    beacon(body);
  };
  if (window.requestIdleCallback) window.requestIdleCallback(send, { timeout: 2000 });
  else setTimeout(send, 0);
  window.addEventListener('pagehide', send, { once: true });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'post') {
      return;
    }
    for (const [name, value] of Object.entries(attributionFields())) {
      let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
      if (!input) {
        input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        form.append(input);
      }
      input.value = value;
    }
  });
}

/** The app's navigations (after the page load's view, already counted), each counted once. */
export function followNavigations(router: {
  state: { location: { pathname: string; search: string } };
  subscribe(
    listener: (state: {
      location: { pathname: string; search: string };
      navigation: { state: string };
    }) => void,
  ): () => void;
}) {
  let last = router.state.location.pathname + router.state.location.search;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const here = state.location.pathname + state.location.search;
    if (here === last) return;
    last = here;
    pageView(state.location.pathname, state.location.search, '', false);
  });
}
