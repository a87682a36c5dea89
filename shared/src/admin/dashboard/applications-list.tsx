import { useCallback, useState } from 'react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../contract/constants';
import type { JobApplication } from '../../contract/application';
import { MESSAGES } from '../../contract/messages';
import { useAdminApi, useAdminPlatform } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { formatDateTime } from '../ui/format-date';
import {
  ListErrors,
  ListState,
  ListToolbar,
  Pager,
  SpamControls,
  StatusSelect,
} from './list-controls';
import { LongText } from './long-text';
import { usePagedList } from './use-paged-list';
import { useRowAction } from './use-row-action';

export function ApplicationsList() {
  const api = useAdminApi();
  const platform = useAdminPlatform();
  const list = usePagedList(
    useCallback((options) => api.listApplications(options), [api]),
    MESSAGES.dashboard.fetchApplications,
  );
  const action = useRowAction();
  const [downloadError, setDownloadError] = useState('');

  const changeStatus = (id: string, status: ApplicationStatus) =>
    action.run(
      id,
      async () => {
        const updated = await api.updateApplicationStatus(id, status);
        // Keep the job title already shown if the answer leaves it out.
        list.replaceItem({ ...list.items.find((a) => a._id === id), ...updated } as JobApplication);
      },
      MESSAGES.dashboard.updateApplicationStatus,
    );

  const changeSpam = (id: string, spam: boolean) =>
    action.run(
      id,
      async () => {
        const updated = await api.setApplicationSpam(id, spam);
        // A row that no longer belongs to this view (Spam or not) leaves it.
        if (list.spamOnly !== (updated.spam?.verdict === 'spam')) list.removeItem(id);
        else list.replaceItem(updated);
      },
      MESSAGES.dashboard.updateSpam,
    );

  async function download(application: JobApplication) {
    setDownloadError('');
    try {
      await platform.download(application.resumeUrl, application.resumeName);
    } catch {
      setDownloadError('Failed to download resume');
    }
  }

  return (
    <section aria-label="Job Applications">
      <ListToolbar
        list={list}
        label="job applications"
        statuses={APPLICATION_STATUSES.map((s) => ({ value: s, label: s }))}
        searchPlaceholder="Search name, email, job title"
        spamFilter
      />
      <ListErrors list={list} action={action} />
      {downloadError && (
        <Banner kind="error" onDismiss={() => setDownloadError('')}>
          {downloadError}
        </Banner>
      )}
      <div className="admin-table-wrap admin-card">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Job</th>
              <th scope="col">Contact</th>
              <th scope="col">Cover letter</th>
              <th scope="col">Resume</th>
              <th scope="col">Applied</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((a) => (
              <tr key={a._id} data-testid="application-row">
                <td className="admin-strong">{a.fullName}</td>
                <td>{a.job?.title ?? <span className="admin-muted">Job removed</span>}</td>
                <td>
                  <a href={`mailto:${a.email}`}>{a.email}</a>
                  <div className="admin-muted">{a.phone}</div>
                </td>
                <td className="admin-table__wide">
                  <LongText text={a.coverLetter} />
                </td>
                <td>
                  <button
                    type="button"
                    className="admin-btn admin-btn--link"
                    title={a.resumeName}
                    onClick={() => void download(a)}
                  >
                    Download resume
                  </button>
                </td>
                <td className="admin-nowrap">{formatDateTime(a.appliedAt)}</td>
                <td>
                  <StatusSelect
                    value={a.status}
                    options={APPLICATION_STATUSES}
                    label={`Status of ${a.fullName}`}
                    disabled={action.busy(a._id)}
                    onChange={(status) => void changeStatus(a._id, status)}
                  />
                  <SpamControls
                    mark={a.spam}
                    name={a.fullName}
                    busy={action.busy(a._id)}
                    onChange={(spam) => void changeSpam(a._id, spam)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          list={list}
          empty={list.spamOnly ? 'No job applications in spam.' : 'No job applications found.'}
        />
      </div>
      <Pager list={list} label="Job applications" />
    </section>
  );
}
