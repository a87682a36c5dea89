import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '@northbeam/shared/admin/app/admin-routes';
import { AdminPlatformProvider } from '@northbeam/shared/admin/app/admin-platform-context';
import { createBrowserPlatform } from './browser-platform';
import { registerServiceWorker } from './register-service-worker';
import './main.css';

const platform = createBrowserPlatform();
const router = createBrowserRouter(adminRoutes);

createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <AdminPlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </AdminPlatformProvider>
  </StrictMode>,
);

registerServiceWorker();
