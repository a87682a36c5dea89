import { JOB_LIST_STATUSES as JOB_STATUSES } from '../../../contract/constants';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate } from '../../ui/format-date';
import { truncate } from '../../ui/truncate';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import { ListErrors, ListState, ListToolbar, Pager } from '../../ui/list/list-controls';
import { AgeCell } from '../../ui/list/cells';
import { RowActions } from '../../ui/list/row-actions';
import { ExportCsvButton } from '../../ui/list/export-csv-button';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { listQuery, usePagedList } from '../../ui/list/use-paged-list';
import { useRowAction } from '../../ui/list/use-row-action';
import { adminPaths } from '../../app/admin-paths';

export const DELETE_JOB_CONFIRM = 'Are you sure you want to delete this job posting?';
export const DELETE_JOB_FAILED = 'Failed to delete job';

export function JobsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback((options) => api.jobs.list({ query: listQuery(options, JOB_STATUSES) }), [api]),
    MESSAGES.dashboard.fetchJobs,
  );
  const action = useRowAction();
  const [pendingDelete, setPendingDelete] = useState<Job | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const id = pendingDelete._id;
    await action.run(
      id,
      async () => {
        await api.job.remove({ params: { id } });
        list.removeItem(id);
      },
      DELETE_JOB_FAILED,
    );
    setPendingDelete(null);
  }

  const columns: Array<ListColumn<Job>> = [
    {
      id: 'job',
      header: 'Job',
      card: 'title',
      cell: (job) => (
        <>
          <div className="admin-strong admin-truncate admin-truncate--cell" title={job.title}>
            {job.title}
          </div>
          <div className="admin-muted admin-truncate admin-truncate--cell" title={job.location}>
            {job.location}
          </div>
        </>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      className: 'admin-table__wide',
      card: 'hidden',
      cell: (job) => truncate(job.description),
    },
    { id: 'type', header: 'Type', className: 'admin-nowrap', cell: (job) => job.type },
    {
      id: 'posted',
      header: 'Posted',
      className: 'admin-nowrap',
      cell: (job) => formatDate(job.postedDate),
      cardCell: (job) => <AgeCell iso={job.postedDate} />,
    },
    {
      id: 'visibility',
      header: 'Visibility',
      cell: (job) =>
        job.isActive ? (
          <span className="admin-badge admin-badge--success">Active</span>
        ) : (
          <span className="admin-badge admin-badge--muted">Inactive</span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      card: 'actions',
      cell: (job) => (
        <RowActions
          name={job.title}
          editTo={adminPaths.job(job._id)}
          busy={action.busy(job._id)}
          onDelete={() => setPendingDelete(job)}
        >
          <Link
            to={adminPaths.newJob(job._id)}
            className="admin-btn admin-btn--secondary admin-btn--small"
            aria-label={`Re-list ${job.title}`}
          >
            Re-list
          </Link>
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label="Job Postings">
      <ListToolbar
        list={list}
        label="job postings"
        statusLabel="Visibility"
        allLabel="Active and inactive"
        statuses={[
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ]}
        searchPlaceholder="Search title, location, description"
        actions={
          <div className="admin-list-toolbar__actions">
            <ExportCsvButton
              list={list}
              path={ROUTE_SHAPES.exports.jobs.path}
              name="job-postings"
              label="job postings"
            />
            <Link to={adminPaths.newJob()} className="admin-btn">
              Add New Job
            </Link>
          </div>
        }
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <DataTable columns={columns} rows={list.items} rowTestId="job-row" />
        <ListState list={list} empty="No job postings yet." />
      </div>
      <Pager list={list} label="Job postings" />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete job posting"
        message={DELETE_JOB_CONFIRM}
        busy={pendingDelete !== null && action.busy(pendingDelete._id)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
