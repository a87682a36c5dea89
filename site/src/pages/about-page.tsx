import { COMPANY } from '../content/company';
import { CtaSection } from '../ui/cta-section';
import { Icon } from '../ui/icon';
import { IconCardGrid } from '../ui/icon-card';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';

const MILESTONES = [
  {
    year: '2012',
    text: 'Founded in Columbus, Ohio, as a two-person recruiting desk for software engineers.',
  },
  {
    year: '2015',
    text: 'Launched our own delivery team to build the products our clients kept asking about.',
  },
  {
    year: '2018',
    text: 'Became certified partners of AWS and Microsoft Azure; opened our cloud practice.',
  },
  {
    year: '2021',
    text: 'Passed 300 placements and 100 delivered projects; introduced 24/7 managed operations.',
  },
  {
    year: 'Today',
    text: 'Over 120 consultants and engineers serving clients across North America.',
  },
];

const APPROACH = [
  {
    icon: 'search',
    title: 'Understand before we act',
    text: 'We start by listening to the people who will use and run the system, and we write down what success means in numbers.',
  },
  {
    icon: 'layers',
    title: 'Small steps, visible progress',
    text: 'Work is delivered in short iterations with working results you can see and test, never a long silence followed by a big reveal.',
  },
  {
    icon: 'shield',
    title: 'Quality is not optional',
    text: 'Code review, automated tests, security checks and documentation are part of every estimate, not extras to negotiate.',
  },
];

const REASONS = [
  'One partner for people, cloud and software, with a single point of accountability',
  'Senior engineers who interview candidates and review every deliverable',
  'Transparent pricing: fixed scopes or capped monthly rates, reported weekly',
  'A 90-day guarantee on permanent placements and a 60-day warranty on software',
  'Round-the-clock support with 15-minute response to critical incidents',
  'You own everything we build: code, designs and documentation',
];

export function Component() {
  return (
    <>
      <PageMeta title={PAGE_SUMMARIES.about.title} description={PAGE_SUMMARIES.about.description} />
      <PageHero
        eyebrow="About us"
        title={`The story of ${COMPANY.name}`}
        lead="We started by finding great engineers for other companies. Today we also lead the projects those engineers build."
      />
      <section className="section" aria-labelledby="story-title">
        <div className="container split split--form">
          <Reveal>
            <h2 id="story-title">Our story</h2>
            <p>
              {COMPANY.name} was founded in {COMPANY.founded} by two engineers who were tired of
              seeing good projects fail for lack of the right people. We began as a specialist
              recruiting desk, and our clients soon asked us to lead the work as well as staff it.
            </p>
            <p>
              Today our consultants, architects, designers and developers deliver cloud platforms
              and custom software, while our staffing team continues to place engineers with
              companies that build their own. Both sides hold each other to the same standard.
            </p>
          </Reveal>
          <Reveal delay={150}>
            <ol className="timeline">
              {MILESTONES.map((milestone) => (
                <li key={milestone.year}>
                  <strong>{milestone.year}</strong>
                  <span>{milestone.text}</span>
                </li>
              ))}
            </ol>
          </Reveal>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="approach-title">
        <div className="container">
          <div className="section__header">
            <h2 id="approach-title">Our approach</h2>
          </div>
          <IconCardGrid items={APPROACH} columns={3} />
        </div>
      </section>
      <section className="section" aria-labelledby="reasons-title">
        <div className="container">
          <div className="section__header">
            <h2 id="reasons-title">Why choose us</h2>
          </div>
          <ul className="reasons">
            {REASONS.map((reason, index) => (
              <Reveal as="li" key={reason} delay={(index % 3) * 100}>
                <Icon name="check" />
                <span>{reason}</span>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <CtaSection
        title="Let’s build something dependable together"
        text="Tell us where you are and where you want to be. We will show you how we can help."
        label="Contact Us"
      />
    </>
  );
}
