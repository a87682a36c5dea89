import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { ROLE_LABELS } from '../../contract/roles';
import { useAdminSession, useCan } from './admin-platform-context';
import { UpdateBanner } from './update-banner';

/** Top bar (brand, signed-in admin, Logout) around every guarded page. */
export function AdminLayout() {
  const session = useAdminSession();
  const may = useCan();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await session.logout();
    navigate('/admin/login', { replace: true });
  }

  return (
    <>
      <header className="admin-topbar">
        <Link to="/admin/dashboard" className="admin-topbar__brand">
          <span className="admin-topbar__logo" aria-hidden="true">
            A
          </span>
          <span>Admin Dashboard</span>
        </Link>
        <div className="admin-topbar__user">
          {session.admin && (
            <span title={`${session.admin.email} (${ROLE_LABELS[session.admin.role]})`}>
              {session.admin.name || session.admin.email}
            </span>
          )}
          {(may('inquiries') || may('applications')) && (
            <Link to="/admin/overview" className="admin-btn admin-btn--ghost admin-btn--small">
              Overview
            </Link>
          )}
          {may('team') && (
            <Link to="/admin/team" className="admin-btn admin-btn--ghost admin-btn--small">
              Team
            </Link>
          )}
          {may('privacy') && (
            <Link to="/admin/privacy" className="admin-btn admin-btn--ghost admin-btn--small">
              Privacy
            </Link>
          )}
          {may('settings') && (
            <Link to="/admin/outbox" className="admin-btn admin-btn--ghost admin-btn--small">
              Outbox
            </Link>
          )}
          <Link to="/admin/notifications" className="admin-btn admin-btn--ghost admin-btn--small">
            Notifications
          </Link>
          <Link to="/admin/desktop" className="admin-btn admin-btn--ghost admin-btn--small">
            Desktop app
          </Link>
          <Link to="/admin/account" className="admin-btn admin-btn--ghost admin-btn--small">
            Account
          </Link>
          <button
            type="button"
            className="admin-btn admin-btn--ghost admin-btn--small"
            onClick={logout}
            disabled={busy}
          >
            Logout
          </button>
        </div>
      </header>
      <UpdateBanner />
      <Outlet />
    </>
  );
}
