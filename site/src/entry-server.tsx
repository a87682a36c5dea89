/**
 * The server renderer (built with `vite build --ssr`, loaded by the API's render service): the same
 * route table as the browser, run through react-router's static handler, rendered to HTML with the
 * loaders' data, plus the head tags and the hydration payload.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { PublicReadApi } from '@northbeam/shared/api-client/public-api';
import type { FormOutcome } from '@northbeam/shared/contract/native-forms';
import { HeadContext, jsonForScript, renderHeadTags, type HeadData } from './app/head';
import {
  rejectedMarker,
  routeErrorMarker,
  serializeError,
  settledPromise,
  type HydrationPayload,
} from './app/hydration';
import { routes } from './app/routes';
import { COMPANY } from './content/company';
import { provideSanitizer } from './features/blog/sanitize';
import { FormOutcomeContext } from './features/forms/form-outcome';
import { dataContext } from './lib/api';

export { HYDRATION_ELEMENT_ID } from './app/hydration';
/** The site's own pages for its search (the API indexes them at start). */
export { searchablePages } from './content/search-pages';

export interface RenderSetup {
  /** Sanitises post HTML (DOMPurify on jsdom with the shared rules). */
  sanitize: (html: string) => string;
}

export function setup({ sanitize }: RenderSetup) {
  provideSanitizer(sanitize);
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup inside <div id="root">. */
      html: string;
      /** Tags for <head>. */
      head: string;
      /** The hydration payload, safe inside a <script type="application/json">. */
      data: string;
    };

const handler = createStaticHandler(routes);

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

const isNotFoundError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
};

/** Every public path without parameters (for the sitemap), but pages kept out of search engines. */
export function staticPaths(): string[] {
  const paths = new Set<string>(['/']);
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.path ?? '';
      if (path.includes(':') || path.includes('*')) continue;
      if ((route.handle as { noindex?: boolean } | undefined)?.noindex) continue;
      const full = path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
      // A layout with an index page (/blog) is a page too.
      if (route.children) {
        if (path && route.children.some((child) => child.index)) paths.add(full);
        walk(route.children, full);
      } else if (path) paths.add(full);
    }
  };
  walk(routes, '/');
  return [...paths];
}

/**
 * Renders `url` (a path with its query) as it would be served at `origin`, the loaders reading
 * through `api` (the API's public reads, in-process); with `formOutcome`, the page of a form
 * posted natively and refused (shown with what was sent and why).
 */
export async function render(
  url: string,
  origin: string,
  api: PublicReadApi,
  formOutcome: FormOutcome | null = null,
): Promise<RenderResult> {
  const request = new Request(new URL(url, origin), { method: 'GET' });
  const context = await handler.query(request, { requestContext: dataContext(api) });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  // Wait for deferred loader values: the HTML holds the data, not a spinner.
  let missing = false;
  const wire: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(context.loaderData).map(async ([routeId, data]) => {
      if (!data || typeof data !== 'object' || Array.isArray(data)) {
        wire[routeId] = data;
        return;
      }
      const rendered: Record<string, unknown> = {};
      const sent: Record<string, unknown> = {};
      await Promise.all(
        Object.entries(data as Record<string, unknown>).map(async ([key, value]) => {
          if (!isThenable(value)) {
            rendered[key] = value;
            sent[key] = value;
            return;
          }
          try {
            const resolved = await value;
            rendered[key] = resolved;
            sent[key] = resolved;
          } catch (error) {
            if (isNotFoundError(error)) missing = true;
            rendered[key] = settledPromise({ error });
            sent[key] = rejectedMarker(error);
          }
        }),
      );
      context.loaderData[routeId] = rendered;
      wire[routeId] = sent;
    }),
  );

  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error)
        ? routeErrorMarker(error as Parameters<typeof routeErrorMarker>[0])
        : serializeError(error);
    }
  }

  const notFoundRoute = context.matches.some(
    (match) => (match.route.handle as { status?: number } | undefined)?.status === 404,
  );
  let status = context.statusCode;
  if (status < 400 && (missing || notFoundRoute)) status = 404;

  let head: HeadData | undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <HeadContext.Provider value={{ origin, collect: (value) => (head = value) }}>
        <FormOutcomeContext.Provider value={formOutcome}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </FormOutcomeContext.Provider>
      </HeadContext.Provider>
    </StrictMode>,
  );

  const payload: HydrationPayload = {
    origin,
    loaderData: wire,
    actionData: context.actionData,
    errors,
    formOutcome,
  };
  const path = new URL(url, origin).pathname;
  return {
    kind: 'page',
    status,
    html,
    head: renderHeadTags(
      head ?? { title: COMPANY.name, description: COMPANY.tagline },
      origin,
      path,
    ),
    data: jsonForScript(payload),
  };
}
