import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from '../../contract/job';
import { MESSAGES } from '../../contract/messages';
import { useAdminApi } from '../app/admin-platform-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDate } from '../ui/format-date';
import { truncate } from '../ui/truncate';
import { ListErrors, ListState, ListToolbar, Pager } from './list-controls';
import { RowActions } from './row-actions';
import { usePagedList } from './use-paged-list';
import { useRowAction } from './use-row-action';

export const DELETE_JOB_CONFIRM = 'Are you sure you want to delete this job posting?';
export const DELETE_JOB_FAILED = 'Failed to delete job';

export function JobsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback((options) => api.listJobs(options), [api]),
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
        await api.deleteJob(id);
        list.removeItem(id);
      },
      DELETE_JOB_FAILED,
    );
    setPendingDelete(null);
  }

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
          <Link to="/admin/jobs/new" className="admin-btn">
            Add New Job
          </Link>
        }
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Description</th>
              <th scope="col">Type</th>
              <th scope="col">Posted</th>
              <th scope="col">Visibility</th>
              <th scope="col">
                <span className="admin-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((job) => (
              <tr key={job._id} data-testid="job-row">
                <td>
                  <div className="admin-strong">{job.title}</div>
                  <div className="admin-muted">{job.location}</div>
                </td>
                <td className="admin-table__wide">{truncate(job.description)}</td>
                <td className="admin-nowrap">{job.type}</td>
                <td className="admin-nowrap">{formatDate(job.postedDate)}</td>
                <td>
                  {job.isActive ? (
                    <span className="admin-badge admin-badge--success">Active</span>
                  ) : (
                    <span className="admin-badge admin-badge--muted">Inactive</span>
                  )}
                </td>
                <td>
                  <RowActions
                    name={job.title}
                    editTo={`/admin/jobs/${job._id}`}
                    busy={action.busy(job._id)}
                    onDelete={() => setPendingDelete(job)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
