/**
 * The first screen's requests, asked for by the admin page's first script before the app's
 * JavaScript has arrived: the session check (every page waits for it before it draws) and, on the
 * Overview (the screen a phone's notification and the installed app open), its data. Without it
 * they were asked for only once the whole bundle had downloaded and run, and the first screen then
 * waited for their answers too. The app's transport takes these answers instead of asking again:
 * reading the Overview records the visit ("since your last visit"), so each is asked exactly once,
 * by whichever runs first.
 *
 * The script is a classic one of a few lines, written by the build (admin/first-screen-plugin.ts)
 * as a hashed asset and loaded `async` from the page's head: a module would wait for the app's
 * whole module graph. The hand-over is a property of the window (two scripts), not module state.
 */

const SLOT = '__northbeamFirstRequests';
/**
 * The <meta> (before the script in the page's head) listing, by page, the modules that check the
 * page's first answers: `{"/admin/overview": ["/assets/…js", …]}`.
 */
export const MODULES_META = 'admin-first-modules';

/** Asked for already (each URL's answer), or 'app': the app started first and asks itself. */
type Slot = Record<string, Promise<Response>> | 'app';
const slot = () => globalThis as typeof globalThis & { [SLOT]?: Slot };

/**
 * The page's first script: `always` on every admin page, `byPage` on the page at that path (both
 * the API paths the app's transport would GET), then the page's modules listed in the
 * MODULES_META <meta>. The build passes them from where they are declared (the route table and
 * adminPaths).
 */
export function firstRequestScript(always: string[], byPage: Record<string, string[]>): string {
  return `(function () {
  if (window[${JSON.stringify(SLOT)}] !== undefined) return;
  var page = location.pathname.replace(/\\/$/, '');
  var urls = ${JSON.stringify(always)}.concat(${JSON.stringify(byPage)}[page] || []);
  var asked = {};
  urls.forEach(function (url) {
    asked[url] = fetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  });
  window[${JSON.stringify(SLOT)}] = asked;
  // The modules that check this page's answers, fetched beside the app's (the build lists them).
  var listed = document.querySelector('meta[name=${JSON.stringify(MODULES_META)}]');
  (listed ? JSON.parse(listed.content)[page] || [] : []).forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = href;
    document.head.appendChild(link);
  });
})();
`;
}

/** The app's fetch: the first GET of a URL asked for already takes its answer, once. */
export function withFirstRequest(doFetch: typeof fetch): typeof fetch {
  const held = slot()[SLOT];
  slot()[SLOT] = 'app';
  const asked = new Map(held && held !== 'app' ? Object.entries(held) : []);
  return (input, init) => {
    const response = typeof input === 'string' ? asked.get(input) : undefined;
    if (response && (init?.method ?? 'GET') === 'GET') {
      asked.delete(input as string);
      // Never sent (offline, say): asked again, as it would have been.
      return response.catch(() => doFetch(input, init));
    }
    return doFetch(input, init);
  };
}
