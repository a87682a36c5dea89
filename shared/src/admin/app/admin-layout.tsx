import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { COMPANY } from '../../brand/company';
import { ROLE_LABELS } from '../../contract/roles';
import { CompanyLogo } from '../ui/company-logo';
import { useAdminSession, useCan } from './admin-platform-context';
import { UpdateBanner } from './update-banner';
import { adminPaths } from './admin-paths';

/** Top bar (the company, the menu with Overview first, the signed-in person, Logout) around every guarded page. */
export function AdminLayout() {
  const session = useAdminSession();
  const may = useCan();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await session.logout();
    navigate(adminPaths.login, { replace: true });
  }

  return (
    <>
      <header className="admin-topbar">
        <Link to={adminPaths.dashboard()} className="admin-topbar__brand">
          <CompanyLogo />
          <span>
            {COMPANY.name} <span className="admin-topbar__section">Admin</span>
          </span>
        </Link>
        <nav className="admin-topbar__user" aria-label="Admin menu">
          {(may('inquiries') || may('applications')) && (
            <Link to={adminPaths.overview} className="admin-btn admin-btn--ghost admin-btn--small">
              Overview
            </Link>
          )}
          <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--ghost admin-btn--small">
            Dashboard
          </Link>
          {may('clients') && (
            <Link to={adminPaths.desk} className="admin-btn admin-btn--ghost admin-btn--small">
              Desk
            </Link>
          )}
          {may('clients') && (
            <Link to={adminPaths.clients} className="admin-btn admin-btn--ghost admin-btn--small">
              Clients
            </Link>
          )}
          {may('team') && (
            <Link to={adminPaths.team} className="admin-btn admin-btn--ghost admin-btn--small">
              Team
            </Link>
          )}
          {may('privacy') && (
            <Link to={adminPaths.privacy} className="admin-btn admin-btn--ghost admin-btn--small">
              Privacy
            </Link>
          )}
          {may('settings') && (
            <Link to={adminPaths.outbox()} className="admin-btn admin-btn--ghost admin-btn--small">
              Outbox
            </Link>
          )}
          <Link
            to={adminPaths.notifications}
            className="admin-btn admin-btn--ghost admin-btn--small"
          >
            Notifications
          </Link>
          <Link to={adminPaths.desktop} className="admin-btn admin-btn--ghost admin-btn--small">
            Desktop app
          </Link>
          <Link to={adminPaths.account} className="admin-btn admin-btn--ghost admin-btn--small">
            Account
          </Link>
          {session.admin && (
            <span
              className="admin-topbar__who"
              title={`${session.admin.email} (${ROLE_LABELS[session.admin.role]})`}
            >
              {session.admin.name || session.admin.email}
            </span>
          )}
          <button
            type="button"
            className="admin-btn admin-btn--ghost admin-btn--small"
            onClick={logout}
            disabled={busy}
          >
            Logout
          </button>
        </nav>
      </header>
      <UpdateBanner />
      <Outlet />
    </>
  );
}
