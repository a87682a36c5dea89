import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import './styles/global.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A server-rendered page (a later step) arrives with markup to hydrate; otherwise render afresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
