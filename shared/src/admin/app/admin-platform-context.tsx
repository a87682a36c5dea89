/**
 * The one seam between the admin components and their host (browser or Electron): the platform
 * (transport, session store, downloads), the typed API client built on it, and the session.
 */
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createAdminApi, type AdminApi } from '../../api-client/admin-api';
import type { AdminPlatform } from '../../platform/admin-platform';
import { can, type Permission } from '../../contract/roles';
import {
  createSessionController,
  type SessionController,
  type SessionState,
} from '../auth/session-controller';
import { withUnauthorizedHandler } from '../auth/unauthorized-transport';
import { createConnection, withConnection, type Connection } from './connection';
import { openedAt, prefetchFirstScreen } from './first-screen';

interface AdminContextValue {
  platform: AdminPlatform;
  api: AdminApi;
  session: SessionController;
  /** Forms holding work not saved yet, by a key of their own (the update waits for them). */
  unsaved: Set<string>;
  /** Whether the server answered the last call. */
  connection: Connection;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** Builds the API client and the session controller for a platform (exported for tests). */
export function createAdminContextValue(platform: AdminPlatform): AdminContextValue {
  let session: SessionController | null = null;
  const connection = createConnection();
  const transport = withUnauthorizedHandler(withConnection(platform.transport, connection), () =>
    session?.handleUnauthorized(),
  );
  const api = createAdminApi(transport);
  session = createSessionController(api, platform.session);
  return { platform, api, session, unsaved: new Set<string>(), connection };
}

export function AdminPlatformProvider({
  platform,
  children,
}: {
  platform: AdminPlatform;
  children: ReactNode;
}) {
  const [value] = useState(() => createAdminContextValue(platform));
  // Reads that refresh by themselves (an e-mail's state while it is being sent). Pages say when
  // to fetch again; failures are shown, not retried behind the person's back.
  const [queries] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  useEffect(() => {
    void value.session.start();
    if (typeof location !== 'undefined')
      prefetchFirstScreen(openedAt(location), value.api, queries);
  }, [value, queries]);
  return (
    <AdminContext value={value}>
      <QueryClientProvider client={queries}>{children}</QueryClientProvider>
    </AdminContext>
  );
}

function useAdminContext(): AdminContextValue {
  const value = use(AdminContext);
  if (!value) throw new Error('Admin components must be rendered inside <AdminPlatformProvider>');
  return value;
}

export const useAdminPlatform = (): AdminPlatform => useAdminContext().platform;
export const useAdminApi = (): AdminApi => useAdminContext().api;

/** Turns an address the API answered (`/uploads/...`) into one this host can load. */
export function useAssetUrl(): (url: string) => string {
  const { platform } = useAdminContext();
  return useCallback((url: string) => platform.assetUrl?.(url) ?? url, [platform]);
}

export function useAdminSession(): SessionState &
  Pick<SessionController, 'login' | 'logout' | 'signedIn' | 'refresh'> {
  const { session } = useAdminContext();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return {
    ...state,
    login: session.login,
    logout: session.logout,
    signedIn: session.signedIn,
    refresh: session.refresh,
  };
}

/** Whether the signed-in person's role includes `permission` (the server checks it too). */
export function useCan(): (permission: Permission) => boolean {
  const { admin } = useAdminSession();
  return useCallback((permission: Permission) => can(admin?.role, permission), [admin?.role]);
}

/**
 * A form says whether it holds unsaved work (while mounted); "Restart to update" asks before
 * restarting. Several forms may report at once, each under its own key.
 */
export function useReportUnsavedChanges(key: string, unsaved: boolean) {
  const { unsaved: registry } = useAdminContext();
  useEffect(() => {
    if (unsaved) registry.add(key);
    else registry.delete(key);
  }, [registry, key, unsaved]);
  useEffect(() => () => void registry.delete(key), [registry, key]);
}

/** Whether any form now holds unsaved work. */
export function useHasUnsavedChanges(): () => boolean {
  const { unsaved } = useAdminContext();
  return useCallback(() => unsaved.size > 0, [unsaved]);
}

/** The server could not be reached on the last call (until one reaches it again). */
export function useServerUnreachable(): boolean {
  const { connection } = useAdminContext();
  return !useSyncExternalStore(connection.subscribe, connection.reachable, connection.reachable);
}
