import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { COMPANY } from '../content/company';
import { MAIN_NAV } from '../content/navigation';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';

/**
 * The header. On narrow screens the main menu is a native popover (a drawer with a backdrop): the
 * browser opens and closes it, dismisses it with Escape or a tap outside and tells assistive
 * technology whether it is open, so it answers the first tap at once, before and without
 * JavaScript. On wide screens the same list is shown inline.
 */
export function SiteHeader() {
  const menu = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation inside the app (no page load) closes the drawer it was chosen from. Not on the
  // first render: a visitor who opened the menu before the page hydrated keeps it open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [location.pathname]);

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <a href={COMPANY.phoneHref} className="topbar__item">
            <span aria-hidden="true" className="topbar__icon">
              ☎
            </span>
            <span className="visually-hidden">Phone: </span>
            {COMPANY.phone}
          </a>
          <a href={`mailto:${COMPANY.email}`} className="topbar__item">
            <span aria-hidden="true" className="topbar__icon">
              ✉
            </span>
            <span className="visually-hidden">E-mail: </span>
            {COMPANY.email}
          </a>
          <span className="topbar__item topbar__hours">
            Mon–Fri 9:00AM–5:00PM ({COMPANY.hours.timeZone})
          </span>
        </div>
      </div>
      <div className="container navbar">
        <Link to="/" className="brand" aria-label={`${COMPANY.name} home`}>
          <Logo />
          <span className="brand__name">
            {COMPANY.shortName}
            <span className="brand__suffix"> Technologies</span>
          </span>
        </Link>
        <button type="button" className="menu-toggle" popoverTarget="main-menu">
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id="main-menu" ref={menu} className="main-nav" popover="auto" aria-label="Main">
          <button
            type="button"
            className="main-nav__close"
            popoverTarget="main-menu"
            popoverTargetAction="hide"
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close menu</span>
          </button>
          <ul className="main-nav__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="main-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/contact" className="button button--primary main-nav__cta">
            Contact
          </Link>
        </nav>
        {/* Search (issue 33): the box, or a link to /search on narrow screens. */}
        <HeaderSearch />
      </div>
    </header>
  );
}
