/**
 * Where a recruiter or a salesperson starts the day: what arrived since their last visit, how
 * many are in each status, and, highlighted, what has waited more than one business day for a
 * first answer (the site promises one).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SubmissionKind } from '../../../contract/notifications';
import type { Overview } from '../../../contract/workspace';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { LoadingScreen } from '../../ui/loading-screen';
import './workspace.css';

const KIND: Record<SubmissionKind, { title: string; tab: string; detail: string }> = {
  contact: { title: 'Contact messages', tab: 'contacts', detail: '/admin/contacts/' },
  consultation: {
    title: 'Consultation requests',
    tab: 'consultations',
    detail: '/admin/consultations/',
  },
  application: {
    title: 'Job applications',
    tab: 'applications',
    detail: '/admin/applications/',
  },
};

export function OverviewPage() {
  const api = useAdminApi();
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    api
      .overview()
      .then(setData)
      .catch((caught: unknown) => setError(serverMessageOr(caught, 'Failed to load the overview')));
  }, [api]);

  if (error) {
    return (
      <main className="admin-page">
        <Banner kind="error">{error}</Banner>
      </main>
    );
  }
  if (!data) return <LoadingScreen />;

  return (
    <main className="admin-page admin-overview">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Overview</h1>
        <p className="admin-muted">
          {data.lastVisit
            ? `New since your last visit (${formatDateTime(data.lastVisit)}).`
            : 'Your first visit: everything counts as new.'}
        </p>
      </div>
      {data.kinds.length === 0 && <p>Your role has no leads or applications to follow.</p>}
      <div className="admin-overview__grid">
        {data.kinds.map((k) => {
          const meta = KIND[k.kind];
          return (
            <section
              key={k.kind}
              className="admin-card admin-card--padded"
              aria-labelledby={`overview-${k.kind}`}
              data-testid={`overview-${k.kind}`}
            >
              <h2 id={`overview-${k.kind}`}>
                <Link to={`/admin/dashboard?tab=${meta.tab}`}>{meta.title}</Link>
              </h2>
              <p className="admin-overview__new">
                <strong>{k.newSinceLastVisit}</strong> new
              </p>
              <ul className="admin-overview__statuses">
                {Object.entries(k.byStatus).map(([status, count]) => (
                  <li key={status}>
                    {status}: {count}
                  </li>
                ))}
              </ul>
              {k.waitingTotal > 0 ? (
                <div
                  className="admin-overview__waiting"
                  role="group"
                  aria-label="Waiting for an answer"
                >
                  <p>
                    <strong>
                      {k.waitingTotal} waiting more than one business day for a first answer
                    </strong>
                  </p>
                  <ul>
                    {k.waiting.map((w) => (
                      <li key={w._id}>
                        <Link to={`${meta.detail}${w._id}`}>{w.name}</Link>{' '}
                        <span className="admin-muted">
                          {w.email}, {formatDateTime(w.receivedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="admin-muted">Nothing waits for an answer.</p>
              )}
            </section>
          );
        })}
      </div>
    </main>
  );
}
