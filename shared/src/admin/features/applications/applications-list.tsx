import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import type { JobApplication } from '../../../contract/application';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi, useAdminPlatform } from '../../app/admin-platform-context';
import { AwaitingBadge } from '../../ui/awaiting-badge';
import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import {
  ListErrors,
  ListState,
  ListToolbar,
  Pager,
  SpamControls,
  StatusSelect,
} from '../../ui/list/list-controls';
import { AgeCell, AssigneeCell } from '../../ui/list/cells';
import { LongText } from '../../ui/list/long-text';
import { listQuery, usePagedList } from '../../ui/list/use-paged-list';
import { useRowAction } from '../../ui/list/use-row-action';
import { ExportCsvButton } from '../../ui/list/export-csv-button';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { statusLabel } from '../../../contract/status-labels';
import { adminPaths } from '../../app/admin-paths';
import { BulkRejectBar } from './bulk-reject-bar';
import { useBulkReject } from './use-bulk-reject';
import { useOpenFromList } from '../../ui/list/list-summary';

export function ApplicationsList() {
  const api = useAdminApi();
  const platform = useAdminPlatform();
  const list = usePagedList(
    useCallback(
      (options) => api.applications.list({ query: listQuery(options, APPLICATION_STATUSES) }),
      [api],
    ),
    MESSAGES.dashboard.fetchApplications,
  );
  const action = useRowAction();
  const openFromList = useOpenFromList<JobApplication>('application', (id) =>
    api.applications.get({ params: { id } }),
  );
  const [downloadError, setDownloadError] = useState('');
  const reject = useBulkReject(list.reload, setDownloadError);
  const changeStatus = (id: string, status: ApplicationStatus) =>
    action.run(
      id,
      async () => {
        const updated = await api.applications.updateStatus({ params: { id }, body: { status } });
        // Keep the job title already shown if the answer leaves it out.
        list.replaceItem({ ...list.items.find((a) => a._id === id), ...updated } as JobApplication);
      },
      MESSAGES.dashboard.updateApplicationStatus,
    );

  const changeSpam = (id: string, spam: boolean) =>
    action.run(
      id,
      async () => {
        const updated = await api.applications.setSpam({ params: { id }, body: { spam } });
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

  const columns: Array<ListColumn<JobApplication>> = [
    {
      id: 'select',
      header: 'Select',
      hideHeader: true,
      card: 'select',
      cell: (a) => (
        <label className="admin-hit">
          <input
            type="checkbox"
            aria-label={`Select ${a.fullName}`}
            checked={reject.selected.has(a._id)}
            onChange={(e) => reject.toggle(a._id, e.target.checked)}
          />
        </label>
      ),
    },
    {
      id: 'applicant',
      header: 'Applicant',
      className: 'admin-strong',
      card: 'title',
      cell: (a) => (
        <Link
          to={adminPaths.application(a._id)}
          className="admin-truncate admin-truncate--cell"
          title={a.fullName}
          {...openFromList(a._id, a)}
        >
          {a.fullName}
        </Link>
      ),
    },
    {
      id: 'job',
      header: 'Job',
      card: 'line',
      cell: (a) =>
        a.job ? (
          <span className="admin-truncate admin-truncate--cell" title={a.job.title}>
            {a.job.title}
          </span>
        ) : (
          <span className="admin-muted">Job removed</span>
        ),
    },
    {
      id: 'contact',
      header: 'Contact',
      card: 'hidden',
      cell: (a) => (
        <>
          <a href={`mailto:${a.email}`}>{a.email}</a>
          <div className="admin-muted">{a.phone}</div>
        </>
      ),
    },
    {
      id: 'cover-letter',
      header: 'Cover letter',
      className: 'admin-table__wide',
      card: 'hidden',
      cell: (a) => <LongText text={a.coverLetter} />,
    },
    {
      id: 'resume',
      header: 'Resume',
      card: 'hidden',
      cell: (a) => (
        <button
          type="button"
          className="admin-btn admin-btn--link"
          title={a.resumeName}
          onClick={() => void download(a)}
        >
          Download resume
        </button>
      ),
    },
    {
      id: 'applied',
      header: 'Applied',
      className: 'admin-nowrap',
      cell: (a) => formatDateTime(a.appliedAt),
      cardCell: (a) => <AgeCell iso={a.appliedAt} />,
    },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: (a) => <AssigneeCell assignee={a.assignee} />,
    },
    {
      id: 'awaiting',
      header: 'Conversation',
      cell: (a) => <AwaitingBadge awaiting={a.awaiting} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (a) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <section aria-label="Job Applications">
      <ListToolbar
        list={list}
        label="job applications"
        statuses={APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        searchPlaceholder="Search name, email, job title"
        spamFilter
        mineFilter
        awaitingFilter
        actions={
          <div className="admin-list-toolbar__actions">
            <Link
              to={adminPaths.pipeline}
              className="admin-btn admin-btn--secondary admin-btn--small"
            >
              Board view
            </Link>
            <ExportCsvButton
              list={list}
              path={ROUTE_SHAPES.exports.applications.path}
              name="job-applications"
              label="job applications"
            />
          </div>
        }
      />
      <ListErrors list={list} action={action} />
      <BulkRejectBar reject={reject} />
      {downloadError && (
        <Banner kind="error" onDismiss={() => setDownloadError('')}>
          {downloadError}
        </Banner>
      )}
      <div className="admin-table-wrap admin-card">
        <DataTable columns={columns} rows={list.items} rowTestId="application-row" />
        <ListState
          list={list}
          empty={list.spamOnly ? 'No job applications in spam.' : 'No job applications found.'}
        />
      </div>
      <Pager list={list} label="Job applications" />
    </section>
  );
}
