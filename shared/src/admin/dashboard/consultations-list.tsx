import { useCallback } from 'react';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { useAdminApi } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { formatDateTime } from '../ui/format-date';
import { ListState, ListToolbar, Pager, StatusSelect } from './list-controls';
import { LongText } from './long-text';
import { usePagedList } from './use-paged-list';
import { useRowAction } from './use-row-action';

export function ConsultationsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback((options) => api.listConsultations(options), [api]),
    MESSAGES.dashboard.fetchConsultations,
  );
  const action = useRowAction();

  const changeStatus = (id: string, status: ConsultationStatus) =>
    action.run(
      id,
      async () => list.replaceItem(await api.updateConsultationStatus(id, status)),
      MESSAGES.dashboard.updateStatus,
    );

  return (
    <section aria-label="Consultation Requests">
      <ListToolbar
        list={list}
        label="consultation requests"
        statuses={CONSULTATION_STATUSES.map((s) => ({ value: s, label: s }))}
        searchPlaceholder="Search name, email, company, message"
      />
      {list.error && <Banner kind="error">{list.error}</Banner>}
      {action.error && (
        <Banner kind="error" onDismiss={action.clearError}>
          {action.error}
        </Banner>
      )}
      <div className="admin-table-wrap admin-card">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Company</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c._id} data-testid="consultation-row">
                <td className="admin-strong">
                  {c.firstName} {c.lastName}
                </td>
                <td>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </td>
                <td>{c.company || <span className="admin-muted">—</span>}</td>
                <td className="admin-table__wide">
                  <LongText text={c.message} />
                </td>
                <td className="admin-nowrap">{formatDateTime(c.createdAt)}</td>
                <td>
                  <StatusSelect
                    value={c.status}
                    options={CONSULTATION_STATUSES}
                    label={`Status of ${c.firstName} ${c.lastName}`}
                    disabled={action.busy(c._id)}
                    onChange={(status) => void changeStatus(c._id, status)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState list={list} empty="No consultation requests found." />
      </div>
      <Pager list={list} label="Consultation requests" />
    </section>
  );
}
