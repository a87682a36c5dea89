import { useDeferredValue, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { FORBIDDEN_MESSAGES, type Permission } from '../../contract/roles';
import { useAdminSession, useCan } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { LoadingPage } from '../ui/loading-screen';
import { adminPaths } from '../app/admin-paths';

/**
 * The guard of every admin route but login (section 2). When the owner requires two-factor
 * sign-in and this person has not set it up, only the account page opens (the server refuses
 * everything else anyway).
 */
export function RequireAdmin() {
  const { status: current, admin } = useAdminSession();
  // The session check's answer mounts the whole layout and page. The store's update is urgent
  // (useSyncExternalStore): rendered at once, that was one task of ~50 ms on a phone (200 ms at
  // 4x throttling) in which a tap waited. Deferred, React renders it in slices in the background.
  const status = useDeferredValue(current);
  const location = useLocation();
  if (status === 'loading') return <LoadingPage />;
  if (status === 'unauthenticated') {
    // Where to come back to after signing in, in the history entry's state (a reload keeps it);
    // the address stays /admin/login, as the spec says.
    return (
      <Navigate
        to={adminPaths.login}
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  }
  if (admin?.twoFactorSetupRequired && location.pathname !== adminPaths.account) {
    return <Navigate to={adminPaths.account} replace />;
  }
  return <Outlet />;
}

/** A page of one permission: for other roles, the server's message instead of a form to fail. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const may = useCan();
  if (may(permission)) return children;
  return (
    <main className="admin-page admin-page--narrow">
      <Banner kind="error">{FORBIDDEN_MESSAGES[permission]}</Banner>
      <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--secondary">
        Back to Dashboard
      </Link>
    </main>
  );
}
