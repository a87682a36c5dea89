import { Link } from 'react-router-dom';
import { MARKETING_PAGES, type MarketingPageKey } from '../content/marketing-pages';
import { CtaSection } from '../ui/cta-section';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { Reveal } from '../ui/reveal';

/** The five solution pages: intro, statistics, case studies, testimonials, call to action. */
export function MarketingPage({ pageKey }: { pageKey: MarketingPageKey }) {
  const page = MARKETING_PAGES[pageKey];
  return (
    <>
      <PageMeta title={page.title} description={page.metaDescription} />
      <PageHero eyebrow="Solutions" title={page.title} lead={page.lead}>
        <div className="hero__actions">
          <Link to="/contact" className="button button--accent button--large">
            Talk to a consultant
          </Link>
        </div>
      </PageHero>

      <section className="section">
        <div className="container split">
          <Reveal>
            <h2>Our approach</h2>
            {page.intro.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Reveal>
          <Reveal delay={150}>
            <h2 className="visually-hidden">Results in numbers</h2>
            <div className="stats" data-testid="statistics">
              {page.stats.map((stat) => (
                <div className="stat" key={stat.label}>
                  <span className="stat__value">{stat.value}</span>
                  <span className="stat__label">{stat.label}</span>
                </div>
              ))}
            </div>
          </Reveal>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="cases-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Proven results</p>
            <h2 id="cases-title">Case studies</h2>
          </div>
          <div className="card-grid card-grid--2">
            {page.caseStudies.map((study, index) => (
              <Reveal key={study.title} delay={index * 150}>
                <article className="card case-study">
                  <p className="eyebrow">{study.client}</p>
                  <h3>{study.title}</h3>
                  <h4>Challenge</h4>
                  <p>{study.challenge}</p>
                  <h4>Result</h4>
                  <p>{study.result}</p>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <div className="section__header">
            <h2 id="testimonials-title">What our clients say</h2>
          </div>
          <div className="card-grid card-grid--2">
            {page.testimonials.map((testimonial, index) => (
              <Reveal key={testimonial.name} delay={index * 150}>
                <figure className="card testimonial">
                  <blockquote>
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption>
                    <strong>{testimonial.name}</strong>
                    <span>{testimonial.role}</span>
                  </figcaption>
                </figure>
              </Reveal>
            ))}
          </div>
        </div>
      </section>

      <CtaSection title={page.ctaTitle} text={page.ctaText} />
    </>
  );
}
