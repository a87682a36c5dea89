import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '@northbeam/shared/admin/app/admin-routes';
import { AdminPlatformProvider } from '@northbeam/shared/admin/app/admin-platform-context';
import { createBrowserPlatform } from './browser-platform';
import { registerServiceWorker } from './register-service-worker';
import './main.css';

const platform = createBrowserPlatform();
const router = createBrowserRouter(adminRoutes);

const root = createRoot(document.getElementById('admin-root')!);
// A transition: React renders the first screen in slices, yielding between them, so the page
// answers a tap while it starts (a plain render holds the main thread for the whole tree).
startTransition(() =>
  root.render(
    <StrictMode>
      <AdminPlatformProvider platform={platform}>
        <RouterProvider router={router} />
      </AdminPlatformProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
