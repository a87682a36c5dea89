/** One application, whole: the candidate, the cover letter, the resume, and the workspace. */
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { JobApplication } from '../../../contract/application';
import type { ApplicationDetail } from '../../../contract/workspace';
import { CANDIDATE_TEMPLATES } from '../../../contract/candidate-templates';
import { useAdminApi, useAdminPlatform } from '../../app/admin-platform-context';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { Banner } from '../../ui/banner';
import { failureMessage } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { StatusSelect } from '../../ui/list/list-controls';
import { LoadingScreen } from '../../ui/loading-screen';
import { useListSummary } from '../../ui/list/list-summary';
import { ConversationSection } from './conversation-section';
import { PossibleDuplicates } from './possible-duplicates';
import { ResumePreview } from './resume-preview';
import { StatusLinkControl } from './status-link-control'; // status page (issue 30)
import { useSubmissionDetail } from './use-submission-detail';
import { WorkspacePanel, type EmailTemplate } from './workspace-panel';
import { AttributionPanel } from './attribution-panel';
import { statusLabel } from '../../../contract/status-labels';
import { adminPaths } from '../../app/admin-paths';

// The built-in texts until the saved ones (Notifications page) arrive.
const CANDIDATE_EMAILS: readonly EmailTemplate[] = [
  { ...CANDIDATE_TEMPLATES.interview, key: 'candidate-interview' },
  { ...CANDIDATE_TEMPLATES.rejection, key: 'candidate-rejection' },
  { label: 'Blank', subject: 'Your application for {jobTitle}', body: 'Hello {firstName},\n\n' },
];

/**
 * `interviews`: scheduling's interviews and scorecards; `submittals`: the staffing desk's
 * "Submit to client" (both from admin-routes).
 */
export function ApplicationPage({
  interviews,
  submittals,
}: { interviews?: ReactNode; submittals?: ReactNode } = {}) {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const platform = useAdminPlatform();
  const {
    detail,
    loadError,
    reload: load,
    show: setDetail,
  } = useSubmissionDetail<ApplicationDetail>(
    ['application', id],
    () => api.applications.get({ params: { id } }),
    'Failed to load the application',
  );
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Opened from the list: its row is shown at once, the rest when the whole detail arrives.
  const summary = useListSummary<JobApplication>('application', id);
  const app = detail ?? summary;

  if (!app) {
    return loadError ? (
      <main className="admin-page">
        <Banner kind="error">{loadError}</Banner>
        <Link to={adminPaths.dashboard('applications')}>Back to Job Applications</Link>
      </main>
    ) : (
      <LoadingScreen />
    );
  }

  async function changeStatus(status: ApplicationStatus) {
    setBusy(true);
    setError('');
    try {
      await api.applications.updateStatus({ params: { id }, body: { status } });
      await load();
    } catch (caught) {
      setError(failureMessage(caught, MESSAGES.dashboard.updateApplicationStatus));
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    setError('');
    try {
      await platform.download(app!.resumeUrl, app!.resumeName);
      await load();
    } catch {
      setError('Failed to download resume');
    }
  }

  return (
    <main className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{app.fullName}</h1>
        <Link to={adminPaths.dashboard('applications')} className="admin-btn admin-btn--secondary">
          Back to Job Applications
        </Link>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <div className="admin-detail">
        <article className="admin-card admin-card--padded" aria-label="Application">
          <dl className="admin-detail__fields">
            <dt>Job</dt>
            <dd>{app.job?.title ?? 'Job removed'}</dd>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${app.email}`}>{app.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{app.phone}</dd>
            <dt>Applied</dt>
            <dd>{formatDateTime(app.appliedAt)}</dd>
            <dt>Status</dt>
            <dd>
              <StatusSelect
                value={app.status}
                options={APPLICATION_STATUSES}
                label="Application status"
                disabled={busy}
                onChange={(s) => void changeStatus(s)}
              />
            </dd>
            <dt>Resume</dt>
            <dd>
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                onClick={() => void download()}
              >
                Download {app.resumeName}
              </button>
            </dd>
          </dl>
          {app.spam && (
            <Banner kind="info">
              {app.spam.verdict === 'spam' ? 'Kept as spam' : 'Possible spam'}: {app.spam.reason}
            </Banner>
          )}
          <AfterFirstPaint>
            {interviews}
            {submittals}
            <h2>Resume</h2>
            <ResumePreview url={app.resumeUrl} name={app.resumeName} onViewed={() => void load()} />
            <h2>Cover letter</h2>
            {app.coverLetter ? (
              <p className="admin-detail__text">{app.coverLetter}</p>
            ) : (
              <p className="admin-muted">No cover letter.</p>
            )}
            {/* Search (issue 33): other people who may be this one, and their merge. */}
            <PossibleDuplicates applicationId={id} />
            <h2>Other applications from {app.email}</h2>
            {!detail ? (
              <p className="admin-muted">Loading...</p>
            ) : detail.otherApplications.length === 0 ? (
              <p className="admin-muted">None.</p>
            ) : (
              <ul>
                {detail.otherApplications.map((o) => (
                  <li key={o._id}>
                    <Link to={adminPaths.application(o._id)}>{o.jobTitle ?? 'Job removed'}</Link> ·{' '}
                    {statusLabel(o.status)} · {formatDateTime(o.appliedAt)}
                  </li>
                ))}
              </ul>
            )}
            {detail && <AttributionPanel attribution={detail.attribution} />}
            {/* The candidate's status page link (status-link-control.tsx, issue 30). */}
            <StatusLinkControl applicationId={id} />
          </AfterFirstPaint>
        </article>
        <AfterFirstPaint>
          {!detail ? (
            <p className="admin-muted">Loading...</p>
          ) : (
            <>
              {/* The conversation with the candidate, e-mails written from it included. */}
              <ConversationSection
                kind="application"
                id={id}
                data={detail}
                reload={load}
                recipient={`${detail.fullName} <${detail.email}>`}
                templates={CANDIDATE_EMAILS}
                sendEmail={async (subject, body) => {
                  const queued = await api.applications.email({
                    params: { id },
                    body: { subject, body },
                  });
                  await load();
                  return queued;
                }}
              />
              <WorkspacePanel
                kind="application"
                data={detail}
                addNote={async (body) => {
                  await api.applications.addNote({ params: { id }, body: { body } });
                  await load();
                }}
                assign={async (assigneeId) =>
                  setDetail(await api.applications.assign({ params: { id }, body: { assigneeId } }))
                }
              />
            </>
          )}
        </AfterFirstPaint>
      </div>
    </main>
  );
}
