import { Link } from 'react-router-dom';
import { IconCardGrid } from '../ui/icon-card';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';

const MODELS = [
  {
    icon: 'layers',
    title: 'Technology partners',
    text: 'Software vendors and cloud providers: we implement, integrate and support your products for mid-sized clients, with certified engineers.',
  },
  {
    icon: 'people',
    title: 'Referral partners',
    text: 'Consultancies, agencies and advisers: refer clients who need engineers or delivery capacity and earn a referral fee on every engagement.',
  },
  {
    icon: 'rocket',
    title: 'Delivery partners',
    text: 'Specialist firms that complement our practices: joint bids and shared delivery for larger programmes, under one contract.',
  },
];

const BENEFITS = [
  'A named partner manager and quarterly business reviews',
  'Joint marketing: case studies, webinars and events',
  'Access to our bench of 120+ consultants and engineers',
  'Transparent referral and revenue-share terms in writing',
];

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.partnership.title}
        description={PAGE_SUMMARIES.partnership.description}
      />
      <PageHero
        eyebrow="Partnership"
        title="Grow with us as a partner"
        lead="We work with software vendors, consultancies and specialist firms to give clients more than any of us could alone."
      >
        <div className="hero__actions">
          <Link to="/contact?subject=Partnership" className="button button--accent button--large">
            Become a partner
          </Link>
        </div>
      </PageHero>
      <section className="section" aria-labelledby="models-title">
        <div className="container">
          <div className="section__header">
            <h2 id="models-title">Partnership models</h2>
          </div>
          <IconCardGrid items={MODELS} columns={3} />
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="benefits-title">
        <div className="container split">
          <Reveal>
            <h2 id="benefits-title">What partners get</h2>
            <ul className="checklist">
              {BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </Reveal>
          <Reveal delay={150}>
            <h2>How to start</h2>
            <p>
              Tell us about your company and the clients you serve. We will set up an introductory
              call within a week, agree on a first joint opportunity, and put the terms in writing
              before any work begins.
            </p>
            <Link to="/contact?subject=Partnership" className="button button--primary">
              Contact us about a partnership
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  );
}
