/** React, the router and the page modules: hydrates what the server rendered. */
import { StrictMode } from 'react';
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

function app(router: DataRouter, origin: string) {
  return (
    <StrictMode>
      <HeadContext.Provider value={{ origin }}>
        <RouterProvider router={router} />
      </HeadContext.Provider>
    </StrictMode>
  );
}

/** Hydrates the server-rendered page (or renders afresh when there is none). */
export async function startApp() {
  const container = document.getElementById('root')!;
  const dataElement = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!dataElement?.textContent || !container.hasChildNodes()) {
    createRoot(container).render(app(createBrowserRouter(routes), window.location.origin));
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
  const router = createBrowserRouter(routes, {
    hydrationData: reviveHydrationData(
      payload,
      (status, statusText, data, internal) =>
        new ErrorResponseImpl(status, statusText, data, internal),
    ),
  });
  hydrateRoot(container, app(router, payload.origin));
}
