import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from '@northbeam/shared/admin/app/admin-routes';
import { AdminPlatformProvider } from '@northbeam/shared/admin/app/admin-platform-context';
import { createBrowserPlatform } from './browser-platform';
import { registerServiceWorker } from './register-service-worker';
import './main.css';

const platform = createBrowserPlatform();
const root = createRoot(document.getElementById('admin-root')!);

// The modules' evaluation is one task (~250 ms at 4x CPU throttling); the router (it ranks every
// admin path, ~75 ms more) and the first render start in the next task, so that a tap in between
// is answered. Until then the page shows its loading page (first-paint.ts).
setTimeout(() => {
  const router = createBrowserRouter(createAdminRoutes());
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
}, 0);

registerServiceWorker();
