/** React, the router and the page modules: hydrates what the server rendered. */
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type DataRouter,
} from 'react-router-dom';
import { HeadContext } from './head';
import { HYDRATION_ELEMENT_ID, reviveHydrationData, type HydrationPayload } from './hydration';
import { routes } from './routes';

/** Calls back once React has committed the page: it is interactive from then on. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

function app(router: DataRouter, origin: string, onCommit: () => void) {
  return (
    <StrictMode>
      <Committed onCommit={onCommit}>
        <HeadContext.Provider value={{ origin }}>
          <RouterProvider router={router} />
        </HeadContext.Provider>
      </Committed>
    </StrictMode>
  );
}

/**
 * Hydrates the server-rendered page (or renders afresh when there is none); resolves once React
 * has committed it.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const dataElement = document.getElementById(HYDRATION_ELEMENT_ID);
  let onCommit = () => {};
  const committed = new Promise<void>((resolve) => (onCommit = resolve));
  if (!dataElement?.textContent || !container.hasChildNodes()) {
    createRoot(container).render(
      app(createBrowserRouter(routes), window.location.origin, onCommit),
    );
    return committed;
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
  const router = createBrowserRouter(routes, {
    hydrationData: reviveHydrationData(
      payload,
      (status, statusText, data, internal) =>
        new ErrorResponseImpl(status, statusText, data, internal),
    ),
  });
  hydrateRoot(container, app(router, payload.origin, onCommit));
  return committed;
}
