import { EXPERTISE_APPROACH, EXPERTISE_FAQ, EXPERTISE_SERVICES } from '../content/expertise';
import { Accordion } from '../ui/accordion';
import { CtaSection } from '../ui/cta-section';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';
import { Tabs, tabRadioId } from '../ui/tabs';

function ServicePanel({ index }: { index: number }) {
  const service = EXPERTISE_SERVICES[index]!;
  return (
    <div className="expertise-panel">
      <h2>{service.title}</h2>
      <h3>Overview</h3>
      <p>{service.overview}</p>
      <div className="expertise-panel__columns">
        <div>
          <h3>Key areas</h3>
          <ul className="checklist">
            {service.keyAreas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Why choose us</h3>
          <ul className="checklist">
            {service.whyChoose.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

const TABS = 'expertise';

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.expertise.title}
        description={PAGE_SUMMARIES.expertise.description}
      />
      <PageHero
        eyebrow="What we are good at"
        title="OUR EXPERTISE"
        lead="Five practices, one team. Choose an area to see what we do, where we focus and why clients trust us with it."
      />

      <section className="section" aria-label="Services">
        <div className="container expertise">
          <aside className="expertise__sidebar" aria-labelledby="expertise-sidebar-title">
            <h2 id="expertise-sidebar-title" className="expertise__sidebar-title">
              Services
            </h2>
            <ul>
              {EXPERTISE_SERVICES.map((service) => (
                <li key={service.id}>
                  {/* A label of the tab's radio: selects it, and shows which one is selected. */}
                  <label htmlFor={tabRadioId(TABS, service.id)} className="expertise__sidebar-item">
                    {service.title}
                  </label>
                </li>
              ))}
            </ul>
          </aside>
          <div className="expertise__main">
            <Tabs
              name={TABS}
              label="Expertise areas"
              tabs={EXPERTISE_SERVICES.map((service, index) => ({
                id: service.id,
                label: service.title,
                content: <ServicePanel index={index} />,
              }))}
            />
          </div>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="approach-title">
        <div className="container">
          <div className="section__header section__header--center">
            <p className="eyebrow">How we work</p>
            <h2 id="approach-title">Our Approach</h2>
          </div>
          <ol className="card-grid card-grid--3 approach">
            {EXPERTISE_APPROACH.map((step, index) => (
              <Reveal as="li" key={step.title} delay={index * 150} className="card approach__step">
                <span className="step__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="expertise-faq-title">
        <div className="container narrow">
          <h2 id="expertise-faq-title">Frequently asked questions</h2>
          <Accordion items={EXPERTISE_FAQ} />
        </div>
      </section>

      <CtaSection
        title="Let’s talk about your next step"
        text="Whether it is a strategy question, a product to build or a platform to secure, a senior consultant will help you scope it."
        label="Contact Us"
      />
    </>
  );
}
