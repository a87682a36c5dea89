/**
 * Where a recruiter or a salesperson starts the day: what arrived since their last visit (never
 * called "new", which is a status of leads), how many are in each status (by their labels), and, highlighted, what has waited more than one business day for a
 * first answer (the site promises one).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { SubmissionKind } from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { statusLabel } from '../../../contract/status-labels';
import { formatDateTime } from '../../ui/format-date';
import { plural } from '../../ui/plural';
import { LoadingScreen } from '../../ui/loading-screen';
import './workspace.css';
import { adminPaths, type DashboardTab } from '../../app/admin-paths';
import { overviewQuery } from '../../app/first-screen';

const KIND: Record<
  SubmissionKind,
  { title: string; tab: DashboardTab; detail: (id: string) => string; noun: string }
> = {
  contact: {
    title: 'Contact messages',
    tab: 'contacts',
    detail: adminPaths.contact,
    noun: 'message',
  },
  consultation: {
    title: 'Consultation requests',
    tab: 'consultations',
    detail: adminPaths.consultation,
    noun: 'request',
  },
  application: {
    title: 'Job applications',
    tab: 'applications',
    detail: adminPaths.application,
    noun: 'application',
  },
};

export function OverviewPage() {
  const api = useAdminApi();
  const { data, error } = useQuery(overviewQuery(api));

  if (error) {
    return (
      <main className="admin-page">
        <Banner kind="error">{serverMessageOr(error, 'Failed to load the overview')}</Banner>
      </main>
    );
  }
  if (!data) return <LoadingScreen />;

  return (
    <main className="admin-page admin-overview">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Overview</h1>
      </div>
      {/* Two different things, never both called "new": arrival since the last visit, and the
          items' status (whose first value for leads is the status New). */}
      <p className="admin-muted" data-testid="overview-explained">
        {data.lastVisit
          ? `"Since your last visit" counts what arrived after ${formatDateTime(data.lastVisit)}, whatever its status.`
          : '"Since your last visit" counts everything received so far: this is your first visit.'}{' '}
        "By status" counts every item in each status.
      </p>
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
                <Link to={adminPaths.dashboard(meta.tab)} className="admin-link-alone">
                  {meta.title}
                </Link>
              </h2>
              <p className="admin-overview__new">
                <strong>{k.newSinceLastVisit}</strong> since your last visit
              </p>
              <p className="admin-overview__awaiting" data-testid={`overview-${k.kind}-awaiting`}>
                <Link to={adminPaths.dashboard(meta.tab, { awaiting: 'us' })}>
                  <strong>{k.awaitingUs}</strong> awaiting us
                </Link>{' '}
                <span className="admin-muted">(the person wrote last)</span>
              </p>
              <h3 className="admin-overview__subtitle">By status</h3>
              <ul className="admin-overview__statuses">
                {Object.entries(k.byStatus).map(([status, count]) => (
                  <li key={status}>
                    {statusLabel(status)}: {count}
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
                      {plural(k.waitingTotal, meta.noun)} waiting more than one business day for a
                      first answer
                    </strong>
                  </p>
                  <ul>
                    {k.waiting.map((w) => (
                      <li key={w._id} className="admin-overview__person">
                        <Link to={meta.detail(w._id)} className="admin-truncate" title={w.name}>
                          {w.name}
                        </Link>{' '}
                        <span className="admin-muted admin-truncate" title={w.email}>
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
