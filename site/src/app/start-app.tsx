/** React, the router and the page modules: hydrates what the server rendered. */
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type DataRouter,
} from 'react-router-dom';
import type { FormOutcome } from '@northbeam/shared/contract/native-forms';
import { FormOutcomeContext } from '../features/forms/form-outcome';
import { browserReads, dataContext } from '../lib/api';
import { HeadContext } from './head';
import { HYDRATION_ELEMENT_ID, reviveHydrationData, type HydrationPayload } from './hydration';
import { APP_READY_MARK } from './boot';
import { routes } from './routes';
import { followNavigations } from './progressive/landing-memory';
import { yieldToMain } from './progressive/yield-to-main';

/** Marks the document once React has committed the page (`<html data-app="ready">`). */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark(APP_READY_MARK);
  }, []);
  return children;
}

function app(router: DataRouter, origin: string, formOutcome: FormOutcome | null) {
  return (
    <StrictMode>
      <MarkReady>
        <HeadContext.Provider value={{ origin }}>
          <FormOutcomeContext.Provider value={formOutcome}>
            <RouterProvider router={router} />
          </FormOutcomeContext.Provider>
        </HeadContext.Provider>
      </MarkReady>
    </StrictMode>
  );
}

/** Each navigation's loaders read through the fetch client (loaded when first needed). */
const getContext = () => dataContext(browserReads());

/**
 * Hydrates the server-rendered page (or renders afresh when there is none). The page's module, the
 * router and the hydration each start in a task of their own (boot.ts loads the libraries the same
 * way). React hydrates concurrently: it yields to the visitor's input, and a tap on a part not yet
 * hydrated hydrates that part first.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const dataElement = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!dataElement?.textContent || !container.hasChildNodes()) {
    const router = createBrowserRouter(routes, { getContext });
    followNavigations(router);
    createRoot(container).render(app(router, window.location.origin, null));
    return;
  }
  const payload = JSON.parse(dataElement.textContent) as HydrationPayload;
  // The server rendered lazily loaded routes: load their modules before hydrating.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  await yieldToMain();
  const router = createBrowserRouter(routes, {
    getContext,
    hydrationData: reviveHydrationData(
      payload,
      (status, statusText, data, internal) =>
        new ErrorResponseImpl(status, statusText, data, internal),
    ),
  });
  // The app's navigations are page views too (the page load's was counted by main.tsx).
  followNavigations(router);
  await yieldToMain();
  // As a transition, hydration is time-sliced: React works in slices of a few milliseconds and
  // yields between them, so a phone's main thread stays free for a tap (and a page audit sees no
  // long task); at default priority it would hydrate the whole page in one task.
  startTransition(() => {
    hydrateRoot(container, app(router, payload.origin, payload.formOutcome ?? null));
  });
}
