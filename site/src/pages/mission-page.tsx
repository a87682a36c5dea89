import { Link } from 'react-router-dom';
import { COMPANY } from '../content/company';
import { IconCardGrid } from '../ui/icon-card';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';

const VALUES = [
  {
    icon: 'people',
    title: 'People first',
    text: 'Technology is built and used by people. We treat candidates, clients and colleagues with the same respect and honesty.',
  },
  {
    icon: 'check',
    title: 'Craft and accountability',
    text: 'We do careful work, own our mistakes and fix them quickly. Our name is on every line of code and every placement.',
  },
  {
    icon: 'bulb',
    title: 'Practical innovation',
    text: 'We adopt new technology when it solves a real problem at a sensible cost, not because it is fashionable.',
  },
  {
    icon: 'layers',
    title: 'Long-term partnerships',
    text: 'Most of our clients have worked with us for more than five years. We measure success by the relationships we keep.',
  },
];

export function Component() {
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.mission.title}
        description={PAGE_SUMMARIES.mission.description}
      />
      <PageHero
        eyebrow="Our mission"
        title="Technology that works for people"
        lead="Our mission is to connect great engineers with meaningful work, and to build technology that our clients can depend on for years."
      />
      <section className="section" aria-labelledby="why-title">
        <div className="container split">
          <Reveal>
            <h2 id="why-title">Why we exist</h2>
            <p>
              Every business now depends on software, yet good engineers are hard to find and many
              technology projects still run late or over budget. We believe both problems have the
              same solution: skilled people, working in a disciplined way, with honest
              communication.
            </p>
            <p>
              That is why we run a staffing desk and delivery teams under one roof. It keeps our
              recruiters close to real engineering work, and it keeps our engineers close to the
              people who use what they build.
            </p>
          </Reveal>
          <Reveal delay={150} className="mission-quote">
            <p>
              “We want every engineer we place and every system we ship to make our clients’ work a
              little easier, and to still be doing so years from now.”
            </p>
            <p className="mission-quote__author">Founders of {COMPANY.name}</p>
          </Reveal>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="values-title">
        <div className="container">
          <div className="section__header">
            <h2 id="values-title">Our values</h2>
          </div>
          <IconCardGrid items={VALUES} columns={4} />
        </div>
      </section>
      <section className="section" aria-labelledby="join-title">
        <div className="container">
          <Reveal className="cta">
            <div>
              <h2 id="join-title" className="cta__title">
                Share our mission?
              </h2>
              <p className="cta__text">
                Work with us as a client, or join the team and help us build what comes next.
              </p>
            </div>
            <div className="cta__actions">
              <Link to="/contact" className="button button--accent">
                Contact Us
              </Link>
              <Link to="/careers" className="button button--ghost">
                View Careers
              </Link>
            </div>
          </Reveal>
        </div>
      </section>
    </>
  );
}
