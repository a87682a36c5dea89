import { Suspense } from 'react';
import {
  Await,
  Link,
  useAsyncError,
  useAsyncValue,
  useLoaderData,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { Job } from '@northbeam/shared/contract/job';
import { formatSalary } from '@northbeam/shared/contract/job-terms';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { breadcrumbLd, jobPostingLd } from '../app/structured-data';
import { ApplicationForm } from '../features/careers/application-form';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { jobById } from '../features/careers/careers-data';
import { readsOf } from '../lib/api';
import { formatDate, isNotFound } from '../lib/format';
import { Banner } from '../ui/banner';
import { PageHero } from '../ui/page-hero';
import { PageMeta, useOrigin } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';
import '../features/careers/careers.css';

export function loader({ params, context }: LoaderFunctionArgs) {
  return { job: jobById(readsOf(context), params.id ?? '') };
}

function BackToJobs() {
  return (
    <Link to="/careers" className="button button--outline">
      ← Back to all jobs
    </Link>
  );
}

function JobError() {
  const error = useAsyncError();
  const notFound = isNotFound(error);
  return (
    <section className="section container post-state">
      <PageMeta
        title={notFound ? MESSAGES.careers.jobNotFound : 'Careers'}
        description="This job posting could not be shown."
        noindex
      />
      {notFound ? (
        <h1>{MESSAGES.careers.jobNotFound}</h1>
      ) : (
        <>
          <h1 className="visually-hidden">Job details</h1>
          <Banner tone="error">{MESSAGES.careers.jobFailed}</Banner>
        </>
      )}
      <BackToJobs />
    </section>
  );
}

function JobView() {
  const job = useAsyncValue() as Job;
  const origin = useOrigin();
  const closed = job.closed === true;
  return (
    <>
      <PageMeta
        title={closed ? `${job.title} (closed)` : job.title}
        description={`${job.title}, ${job.type}, ${job.location}. ${job.description.slice(0, 110)}`}
        // A closed job stays reachable from old links, but leaves search results.
        noindex={closed}
        jsonLd={[
          ...(closed ? [] : [jobPostingLd(origin, job)]),
          breadcrumbLd(origin, [
            { name: 'Home', path: '/' },
            { name: 'Careers', path: '/careers' },
            { name: job.title, path: `/careers/${job._id}` },
          ]),
        ]}
      />
      <PageHero eyebrow="Careers" title={job.title}>
        <p className="job-hero-meta">
          <span className="tag-pill">{job.type}</span>
          <span>{job.location}</span>
          {job.clientName && <span data-testid="client">For {job.clientName}</span>}
          <span>
            Posted <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
          </span>
          {job.salary && <span data-testid="salary">{formatSalary(job.salary)}</span>}
          {job.closingDate && !closed && (
            <span>
              Apply by <time dateTime={job.closingDate}>{formatDate(job.closingDate)}</time>
            </span>
          )}
        </p>
      </PageHero>
      <section className="section">
        <div className="container job-layout">
          <div>
            <p>
              <Link to="/careers" className="text-link">
                ← Back to all jobs
              </Link>
            </p>
            <h2>Job description</h2>
            <p className="job-description">{job.description}</p>
            <h2>Requirements</h2>
            <ul className="checklist" data-testid="requirements">
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </div>
          <div className="card card--form">
            {closed ? (
              <>
                <h2>This position is closed</h2>
                <p>
                  Applications closed on{' '}
                  <time dateTime={job.closingDate!}>{formatDate(job.closingDate!)}</time>.{' '}
                  <Link to="/careers" className="text-link">
                    See our open positions
                  </Link>
                  .
                </p>
              </>
            ) : (
              <>
                <h2>Apply for this position</h2>
                <HydrationBoundary>
                  <ApplicationForm jobId={job._id} jobTitle={job.title} />
                </HydrationBoundary>
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export function Component() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <Suspense
      fallback={
        <section className="section container">
          <h1 className="visually-hidden">Job details</h1>
          <Spinner label="Loading job details" />
        </section>
      }
    >
      <Await resolve={job} errorElement={<JobError />}>
        <JobView />
      </Await>
    </Suspense>
  );
}
