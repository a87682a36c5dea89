import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { COMPANY } from '../content/company';
import { MAIN_NAV } from '../content/navigation';
import { Logo } from './logo';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Close the mobile menu after each navigation.
  useEffect(() => setMenuOpen(false), [location.pathname]);

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
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id="main-menu" className={`main-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
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
      </div>
    </header>
  );
}
