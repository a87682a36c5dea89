import { useEffect, useMemo, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { createAdminRoutes } from '@northbeam/shared/admin/app/admin-routes.tsx';
import { AdminPlatformProvider } from '@northbeam/shared/admin/app/admin-platform-context.tsx';
import type { DesktopSettings } from '../main/ipc-channels';
import type { DesktopBridge } from '../preload/index';
import { createDesktopPlatform } from './desktop-platform';
import { ServerSetup } from './server-setup';

/** The admin for one server: the shared routes in a hash router, on the desktop platform. */
function ServerAdmin({ bridge, origin }: { bridge: DesktopBridge; origin: string }) {
  const platform = useMemo(
    () => createDesktopPlatform({ bridge, origin, storage: window.localStorage }),
    [bridge, origin],
  );
  const router = useMemo(() => createHashRouter(createAdminRoutes()), []);

  useEffect(
    () =>
      bridge.onNavigate((target) => {
        if (target.startsWith('/admin/')) void router.navigate(target);
      }),
    [bridge, router],
  );
  useEffect(() => () => router.dispose(), [router]);

  return (
    <AdminPlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </AdminPlatformProvider>
  );
}

export function DesktopApp({ bridge }: { bridge: DesktopBridge }) {
  const [settings, setSettings] = useState<DesktopSettings | null>(null);
  const [loadError, setLoadError] = useState('');
  const [changingServer, setChangingServer] = useState(false);
  // Bumped when the main process reports a refused session found in the background: remounting
  // the admin re-checks the session (GET session → 401 → sign-in).
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    bridge.settings.get().then(setSettings, (error: unknown) => setLoadError(String(error)));
  }, [bridge]);
  useEffect(() => bridge.onSessionRefused(() => setGeneration((g) => g + 1)), [bridge]);
  useEffect(
    () =>
      bridge.onNavigate((target) => {
        if (target === '/setup/server') setChangingServer(true);
      }),
    [bridge],
  );

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!settings) return <p className="desktop-loading">Loading...</p>;

  if (!settings.serverOrigin || changingServer) {
    return (
      <ServerSetup
        bridge={bridge}
        current={settings.serverOrigin}
        onDone={(origin) => {
          setChangingServer(false);
          setSettings({ ...settings, serverOrigin: origin });
          setGeneration((g) => g + 1);
        }}
        {...(settings.serverOrigin ? { onCancel: () => setChangingServer(false) } : {})}
      />
    );
  }

  return (
    <>
      {!settings.keychain.available && (
        <div className="desktop-warning" role="status">
          No system keychain is available ({settings.keychain.reason ?? 'unknown reason'}), so your
          sign-in is not saved: you will need to sign in again after quitting the app.
        </div>
      )}
      <ServerAdmin
        key={`${settings.serverOrigin}#${generation}`}
        bridge={bridge}
        origin={settings.serverOrigin}
      />
    </>
  );
}
