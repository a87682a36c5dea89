/**
 * Deep links (`northbeam-admin://applications/{id}` …): the system hands them to the app at launch
 * (command line on Windows and Linux), to the running instance (second-instance), or as an
 * `open-url` event (macOS). Each becomes an admin page shown in the window, once it is ready;
 * anything that is not exactly one of our links is refused. The renderer's sign-in guard takes
 * over when there is no session, and returns to the page after sign-in.
 */
import { DESKTOP_APP } from '@northbeam/shared/brand/company';
import { deepLinkInArgv, pageOfDeepLink } from '@northbeam/shared/contract/deep-links';

export interface DeepLinkRouter {
  /** A link from anywhere: opened now, or as soon as the window is ready. */
  open(link: string): boolean;
  /** The launch (or second launch) arguments: opens the link among them, if any. */
  openFromArgv(argv: readonly string[]): boolean;
  /** The window can show pages now: a link that came earlier is opened. */
  ready(): void;
}

export function createDeepLinkRouter(options: {
  show: (page: string) => void;
  onRefused?: (link: string) => void;
  scheme?: string;
}): DeepLinkRouter {
  const scheme = options.scheme ?? DESKTOP_APP.scheme;
  let isReady = false;
  let pending: string | undefined;

  const router: DeepLinkRouter = {
    open(link) {
      const page = pageOfDeepLink(scheme, link);
      if (!page) {
        options.onRefused?.(link);
        return false;
      }
      if (isReady) options.show(page);
      else pending = page; // the latest wins: it is what the person clicked last
      return true;
    },
    openFromArgv(argv) {
      const link = deepLinkInArgv(scheme, argv);
      return link ? router.open(link) : false;
    },
    ready() {
      isReady = true;
      if (pending) {
        const page = pending;
        pending = undefined;
        options.show(page);
      }
    },
  };
  return router;
}
