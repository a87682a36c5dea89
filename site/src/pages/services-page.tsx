import { Link } from 'react-router-dom';
import { PROCESS_STEPS, SERVICES } from '../content/services';
import { CtaSection } from '../ui/cta-section';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { ProcessStep } from '../ui/process-step';
import { Reveal } from '../ui/reveal';

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.services.title}
        description={PAGE_SUMMARIES.services.description}
      />
      <PageHero
        eyebrow="Services"
        title="Services that move your business forward"
        lead="Six ways we help: from placing a single engineer to running your cloud platform around the clock."
      />
      <section className="section" aria-labelledby="services-list-title">
        <div className="container">
          <h2 id="services-list-title" className="visually-hidden">
            Our services
          </h2>
          <div className="card-grid card-grid--3">
            {SERVICES.map((service, index) => (
              <Reveal key={service.title} delay={(index % 3) * 120}>
                <article className="card service-card">
                  <span className="service-card__icon">
                    <Icon name={service.icon} size={28} />
                  </span>
                  <h3>
                    <Link to={service.link} className="stretched-link">
                      {service.title}
                    </Link>
                  </h3>
                  <p>{service.description}</p>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="process-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">How we deliver</p>
            <h2 id="process-title">Our process</h2>
            <p>The same six steps on every engagement, so you always know what comes next.</p>
          </div>
          <ol className="process-grid">
            {PROCESS_STEPS.map((step, index) => (
              <ProcessStep
                key={step.title}
                number={index + 1}
                title={step.title}
                text={step.text}
                delay={(index % 3) * 120}
              />
            ))}
          </ol>
        </div>
      </section>
      <CtaSection
        title="Not sure where to start?"
        text="Book a free consultation and we will recommend the right service for your goals."
      />
    </>
  );
}
