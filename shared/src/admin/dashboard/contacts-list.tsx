import { useCallback } from 'react';
import { CONTACT_STATUSES, type ContactStatus } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import { useAdminApi } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { formatDateTime } from '../ui/format-date';
import { ListState, ListToolbar, Pager, StatusSelect } from './list-controls';
import { LongText } from './long-text';
import { usePagedList } from './use-paged-list';
import { useRowAction } from './use-row-action';

export function ContactsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback((options) => api.listContacts(options), [api]),
    MESSAGES.dashboard.fetchContacts,
  );
  const action = useRowAction();

  const changeStatus = (id: string, status: ContactStatus) =>
    action.run(
      id,
      async () => list.replaceItem(await api.updateContactStatus(id, status)),
      MESSAGES.dashboard.updateContactStatus,
    );

  return (
    <section aria-label="Contact Submissions">
      <ListToolbar
        list={list}
        label="contact submissions"
        statuses={CONTACT_STATUSES.map((s) => ({ value: s, label: s }))}
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
              <th scope="col">Contact</th>
              <th scope="col">Company</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c._id} data-testid="contact-row">
                <td className="admin-strong">
                  {c.firstName} {c.lastName}
                </td>
                <td>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                  <div className="admin-muted">{c.phone}</div>
                </td>
                <td>{c.company || <span className="admin-muted">—</span>}</td>
                <td className="admin-table__wide">
                  <LongText text={c.message} />
                </td>
                <td className="admin-nowrap">{formatDateTime(c.createdAt)}</td>
                <td>
                  <StatusSelect
                    value={c.status}
                    options={CONTACT_STATUSES}
                    label={`Status of ${c.firstName} ${c.lastName}`}
                    disabled={action.busy(c._id)}
                    onChange={(status) => void changeStatus(c._id, status)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState list={list} empty="No contact submissions found." />
      </div>
      <Pager list={list} label="Contact submissions" />
    </section>
  );
}
