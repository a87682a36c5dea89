import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAdminSession } from '../app/admin-platform-context';
import { LoadingScreen } from '../ui/loading-screen';

/** The guard of every admin route but login (section 2). */
export function RequireAdmin() {
  const { status } = useAdminSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') {
    return (
      <Navigate
        to="/admin/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Outlet />;
}
