import { Link } from 'react-router-dom';
import { Reveal } from './reveal';

interface CtaSectionProps {
  title: string;
  text: string;
  to?: string;
  label?: string;
  secondary?: { to: string; label: string };
}

/** The closing call to action of a page. */
export function CtaSection({
  title,
  text,
  to = '/contact',
  label = 'Contact Us',
  secondary,
}: CtaSectionProps) {
  return (
    <section className="section">
      <div className="container">
        <Reveal className="cta">
          <div>
            <h2 className="cta__title">{title}</h2>
            <p className="cta__text">{text}</p>
          </div>
          <div className="cta__actions">
            <Link to={to} className="button button--accent">
              {label}
            </Link>
            {secondary ? (
              <Link to={secondary.to} className="button button--ghost">
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </Reveal>
      </div>
    </section>
  );
}
