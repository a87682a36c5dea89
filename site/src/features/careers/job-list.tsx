import { Link } from 'react-router-dom';
import type { Job } from '@northbeam/shared/contract/job';
import { formatDate } from '../../lib/format';

export function JobList({ jobs }: { jobs: Job[] }) {
  if (jobs.length === 0) {
    return (
      <p className="empty-state">
        There are no open positions right now. New roles are posted here first, so please check back
        soon.
      </p>
    );
  }
  return (
    <ul className="job-list" data-testid="job-list">
      {jobs.map((job) => (
        <li key={job._id} className="job-card">
          <div className="job-card__main">
            <h3 className="job-card__title">{job.title}</h3>
            <p className="job-card__meta">
              <span className="tag-pill">{job.type}</span>
              <span>{job.location}</span>
              <span>
                Posted <time dateTime={job.postedDate}>{formatDate(job.postedDate)}</time>
              </span>
            </p>
          </div>
          <Link
            to={`/careers/${job._id}`}
            className="button button--outline"
            aria-label={`View Details: ${job.title}`}
          >
            View Details
          </Link>
        </li>
      ))}
    </ul>
  );
}
