import { Link } from 'react-router-dom';
import { SERVICE_PAGES, type ServicePageKey } from '../content/service-pages';
import { Accordion } from '../ui/accordion';
import { CtaSection } from '../ui/cta-section';
import { IconCardGrid } from '../ui/icon-card';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Reveal } from '../ui/reveal';

/** /ITStaffing, /cloud-solutions, /design-development */
export function ServiceDetailPage({ pageKey }: { pageKey: ServicePageKey }) {
  const page = SERVICE_PAGES[pageKey];
  return (
    <>
      <PageMeta title={page.title} description={page.metaDescription} />
      <PageHero eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <div className="hero__actions">
          <Link to="/contact" className="button button--accent button--large">
            Get Started
          </Link>
        </div>
      </PageHero>

      <section className="section">
        <div className="container split">
          <Reveal>
            <h2>{page.overviewTitle}</h2>
            {page.overview.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Reveal>
          <Reveal className="stats" delay={150}>
            {page.stats.map((stat) => (
              <div className="stat" key={stat.label}>
                <span className="stat__value">{stat.value}</span>
                <span className="stat__label">{stat.label}</span>
              </div>
            ))}
          </Reveal>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="offerings-title">
        <div className="container">
          <div className="section__header">
            <h2 id="offerings-title">What we offer</h2>
          </div>
          <IconCardGrid items={page.offerings} columns={4} />
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container split split--form">
          <Reveal>
            <h2 id="benefits-title">Why clients choose us</h2>
            <ul className="checklist">
              {page.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <Link to="/contact" className="button button--primary">
              Get Started
            </Link>
          </Reveal>
          <div>
            <h2 id="faq-title">Frequently asked questions</h2>
            <Accordion items={page.faq} />
          </div>
        </div>
      </section>

      <CtaSection title={page.ctaTitle} text={page.ctaText} label="Get Started" />
    </>
  );
}
