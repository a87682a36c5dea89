import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type DataRouter,
} from 'react-router-dom';
import { HeadContext } from './app/head';
import { HYDRATION_ELEMENT_ID, reviveHydrationData, type HydrationPayload } from './app/hydration';
import { routes } from './app/routes';
import './styles/global.css';
// Every page's CSS in the one stylesheet the server links (a few KB): no flash of unstyled
// content when a server-rendered page with a lazily loaded module shows before hydration.
import './features/blog/blog.css';
import './features/careers/careers.css';

function app(router: DataRouter, origin: string) {
  return (
    <StrictMode>
      <HeadContext.Provider value={{ origin }}>
        <RouterProvider router={router} />
      </HeadContext.Provider>
    </StrictMode>
  );
}

async function start() {
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

void start();
