import { Suspense } from 'react';
import { Await, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Job } from '@northbeam/shared/contract/job';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { COMPANY } from '../content/company';
import { activeJobs } from '../features/careers/careers-data';
import { JobList } from '../features/careers/job-list';
import { readsOf } from '../lib/api';
import { Banner } from '../ui/banner';
import { IconCardGrid } from '../ui/icon-card';
import { PageHero } from '../ui/page-hero';
import { PageMeta } from '../ui/page-meta';
import { PAGE_SUMMARIES } from '../content/page-summaries';
import { Reveal } from '../ui/reveal';
import { Spinner } from '../ui/spinner';
import '../features/careers/careers.css';

export function loader({ context }: LoaderFunctionArgs) {
  return { jobs: activeJobs(readsOf(context)) };
}

const WHY_JOIN = [
  {
    icon: 'rocket',
    title: 'Meaningful work',
    text: 'Build cloud platforms and products that hospitals, manufacturers and public agencies rely on every day.',
  },
  {
    icon: 'bulb',
    title: 'Grow your skills',
    text: 'A yearly learning budget of $2,500, paid certification exams and mentoring from principal engineers.',
  },
  {
    icon: 'people',
    title: 'A team that has your back',
    text: 'Code review, pairing and blameless post-mortems. Nobody is left alone with a hard problem.',
  },
  {
    icon: 'clock',
    title: 'Balance and flexibility',
    text: 'Hybrid and remote roles, core hours instead of clock-watching, and 25 days of paid time off.',
  },
];

const BENEFITS = [
  'Medical, dental and vision insurance from day one',
  '401(k) with a 5% company match',
  'Home-office equipment and internet allowance',
  'Paid parental leave of 16 weeks',
];

export function Component() {
  const { jobs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta
        title={PAGE_SUMMARIES.careers.title}
        description={PAGE_SUMMARIES.careers.description}
      />
      <PageHero
        eyebrow="Careers"
        title="Build your career with us"
        lead="Join a team of engineers, designers and consultants who care about doing excellent work and about each other."
      />
      <section className="section" aria-labelledby="openings-title">
        <div className="container">
          <div className="section__header">
            <h2 id="openings-title">Open positions</h2>
            <p>
              All roles are open to candidates across the United States unless a location is given.
            </p>
          </div>
          <Suspense fallback={<Spinner label="Loading job openings" />}>
            <Await
              resolve={jobs}
              errorElement={<Banner tone="error">{MESSAGES.careers.listFailed}</Banner>}
            >
              {(list: Job[]) => <JobList jobs={list} />}
            </Await>
          </Suspense>
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="why-join-title">
        <div className="container">
          <div className="section__header">
            <h2 id="why-join-title">Why join {COMPANY.name}?</h2>
          </div>
          <IconCardGrid items={WHY_JOIN} columns={4} />
        </div>
      </section>
      <section className="section" aria-labelledby="benefits-title">
        <div className="container split">
          <Reveal>
            <h2 id="benefits-title">Benefits</h2>
            <ul className="checklist">
              {BENEFITS.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </Reveal>
          <Reveal delay={150}>
            <h2>Don’t see the right role?</h2>
            <p>
              We are always glad to hear from talented people. Tell us about yourself and the kind
              of work you are looking for, and we will be in touch when something fits.
            </p>
            <Link to="/contact" className="button button--primary">
              Contact Us
            </Link>
          </Reveal>
        </div>
      </section>
    </>
  );
}
