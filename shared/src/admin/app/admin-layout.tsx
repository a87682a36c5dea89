import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { COMPANY } from '../../brand/company';
import { ROLE_LABELS } from '../../contract/roles';
import { CompanyLogo } from '../ui/company-logo';
import { useAdminSession, useCan } from './admin-platform-context';
import { UpdateBanner } from './update-banner';

/** Top bar (the company, the menu with Overview first, the signed-in person, Logout) around every guarded page. */
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
          <CompanyLogo />
          <span>
            {COMPANY.name} <span className="admin-topbar__section">Admin</span>
          </span>
        </Link>
        <nav className="admin-topbar__user" aria-label="Admin menu">
          {(may('inquiries') || may('applications')) && (
            <Link to="/admin/overview" className="admin-btn admin-btn--ghost admin-btn--small">
              Overview
            </Link>
          )}
          <Link to="/admin/dashboard" className="admin-btn admin-btn--ghost admin-btn--small">
            Dashboard
          </Link>
          {(may('applications') || may('inquiries') || may('blog')) && (
            <Link to="/admin/reports" className="admin-btn admin-btn--ghost admin-btn--small">
              Reports
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
