import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { COMPANY } from '../../brand/company';
import { ROLE_LABELS, type Permission } from '../../contract/roles';
import { CompanyLogo } from '../ui/company-logo';
import { CommandPalette } from '../features/search/command-palette';
import { OfflineBanner } from '../ui/offline-banner';
import { useAdminSession, useCan } from './admin-platform-context';
import { UpdateBanner } from './update-banner';
import { adminPaths } from './admin-paths';
import { forgetKeptDrafts } from '../../forms/kept-draft';

/** The menu, Overview first: each page and who may see it (any role when no permission is given). */
const MENU: ReadonlyArray<{ label: string; to: string; may?: readonly Permission[] }> = [
  { label: 'Overview', to: adminPaths.overview, may: ['inquiries', 'applications'] },
  { label: 'Dashboard', to: adminPaths.dashboard() },
  { label: 'Reports', to: adminPaths.reports, may: ['applications', 'inquiries', 'blog'] },
  { label: 'Unmatched', to: adminPaths.unmatched, may: ['inbox'] },
  // The staffing desk (issue 34).
  { label: 'Desk', to: adminPaths.desk, may: ['clients'] },
  { label: 'Clients', to: adminPaths.clients, may: ['clients'] },
  { label: 'Team', to: adminPaths.team, may: ['team'] },
  { label: 'Privacy', to: adminPaths.privacy, may: ['privacy'] },
  { label: 'Outbox', to: adminPaths.outbox(), may: ['settings'] },
  { label: 'Notifications', to: adminPaths.notifications },
  { label: 'Desktop app', to: adminPaths.desktop },
  { label: 'Account', to: adminPaths.account },
];

/**
 * Top bar (the company, the menu with Overview first, the signed-in person, Logout) around every
 * guarded page. On a phone the menu is a drawer: a native popover the browser opens, closes with
 * Escape or a tap outside and announces as expanded; on wider screens the same list is inline.
 */
export function AdminLayout({ prefetch }: { prefetch?: () => () => void }) {
  const session = useAdminSession();
  const may = useCan();
  const navigate = useNavigate();
  const location = useLocation();
  const menu = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);
  // Said on the Menu button (the browser opens and closes the popover itself).
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const nav = menu.current;
    const onToggle = (event: Event) =>
      setMenuOpen((event as Event & { newState?: string }).newState === 'open');
    nav?.addEventListener('toggle', onToggle);
    return () => nav?.removeEventListener('toggle', onToggle);
  }, []);

  // A page chosen in the drawer closes it (the page already shown too); so does going back.
  const closeMenu = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  useEffect(closeMenu, [location.pathname]);
  // Signed in: the day's pages are fetched while the admin reads this one.
  useEffect(() => prefetch?.(), [prefetch]);

  async function logout() {
    setBusy(true);
    // Signing out on purpose also forgets the notes and e-mails kept unsent on this device.
    forgetKeptDrafts();
    await session.logout();
    void navigate(adminPaths.login, { replace: true });
  }

  return (
    <>
      <header className="admin-topbar">
        <Link to={adminPaths.dashboard()} className="admin-topbar__brand">
          <CompanyLogo />
          <span className="admin-topbar__name">
            {COMPANY.name} <span className="admin-topbar__section">Admin</span>
          </span>
        </Link>
        {/* Search (issue 33): Ctrl+K / ⌘K, or this button (on phones too). */}
        <CommandPalette />
        <button
          type="button"
          className="admin-topbar__menu-button"
          popoverTarget="admin-menu"
          aria-controls="admin-menu"
          aria-expanded={menuOpen}
        >
          <span className="admin-topbar__bars" aria-hidden="true" />
          Menu
        </button>
        <nav
          id="admin-menu"
          ref={menu}
          className="admin-topbar__user"
          popover="auto"
          aria-label="Admin menu"
        >
          <button
            type="button"
            className="admin-topbar__close"
            popoverTarget="admin-menu"
            popoverTargetAction="hide"
          >
            Close menu
          </button>
          {MENU.filter((item) => !item.may || item.may.some((p) => may(p))).map((item) => (
            <NavLink
              key={item.label}
              to={item.to}
              // The dashboard's link stays "current" on every tab.
              end={false}
              className="admin-btn admin-btn--ghost admin-btn--small admin-topbar__link"
              onClick={closeMenu}
            >
              {item.label}
            </NavLink>
          ))}
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
      <OfflineBanner />
      <UpdateBanner />
      <Outlet />
    </>
  );
}
