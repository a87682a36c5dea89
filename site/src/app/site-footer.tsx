import { Link } from 'react-router-dom';
import { COMPANY, addressLines } from '../content/company';
import {
  FOOTER_COMPANY,
  FOOTER_LEGAL,
  FOOTER_SERVICES,
  FOOTER_SOLUTIONS,
  type NavLink,
} from '../content/navigation';
import { Logo } from './logo';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav className="footer__column" aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Link to="/" className="brand brand--footer" aria-label={`${COMPANY.name} home`}>
            <Logo />
            <span className="brand__name">{COMPANY.name}</span>
          </Link>
          <p>{COMPANY.tagline}</p>
          <address className="footer__address">
            {addressLines().map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </address>
        </div>
        <LinkColumn title="Services" links={FOOTER_SERVICES} />
        <LinkColumn title="Solutions" links={FOOTER_SOLUTIONS} />
        <LinkColumn title="Company" links={FOOTER_COMPANY} />
      </div>
      <div className="container footer__bottom">
        <p>
          © {year} {COMPANY.legalName} All rights reserved.
        </p>
        <ul className="footer__legal">
          {FOOTER_LEGAL.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
