import type { ReactNode } from 'react';
import { MESSAGES } from '../../contract/messages';
import type { AdminListOptions } from '../../api-client/admin-api';
import type { Page } from '../../contract/pagination';
import type { SpamMark } from '../../contract/spam';
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

/** The fields a contact submission and a consultation request have in common. */
export interface Inquiry<S extends string> {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  message: string;
  status: S;
  createdAt: string;
  spam?: SpamMark | undefined;
}

/**
 * A dashboard list of inquiries sent from the site (contact submissions, consultation requests):
 * name, email, company, message, date received and an editable status.
 */
export function InquiryList<S extends string, T extends Inquiry<S>>({
  title,
  noun,
  pagerLabel,
  rowTestId,
  statuses,
  searchPlaceholder,
  emailHeader,
  emailDetail,
  fetchPage,
  fetchError,
  updateStatus,
  updateError,
  setSpam,
}: {
  /** The section's accessible name, e.g. "Contact Submissions". */
  title: string;
  /** Lower-case plural used in the toolbar and empty state, e.g. "contact submissions". */
  noun: string;
  /** The pager's label, e.g. "Contact submissions". */
  pagerLabel: string;
  rowTestId: string;
  statuses: readonly S[];
  searchPlaceholder: string;
  emailHeader: string;
  /** Shown under the email link, e.g. the phone number. */
  emailDetail?: (item: T) => ReactNode;
  /** Must keep its identity between renders (`useCallback`): a new one reloads the list. */
  fetchPage: (options: AdminListOptions) => Promise<Page<T>>;
  fetchError: string;
  updateStatus: (id: string, status: S) => Promise<T>;
  updateError: string;
  setSpam: (id: string, spam: boolean) => Promise<T>;
}) {
  const list = usePagedList(fetchPage, fetchError);
  const action = useRowAction();

  const changeStatus = (id: string, status: S) =>
    action.run(id, async () => list.replaceItem(await updateStatus(id, status)), updateError);
  const changeSpam = (id: string, spam: boolean) =>
    action.run(
      id,
      async () => {
        const updated = await setSpam(id, spam);
        // A row that no longer belongs to this view (Spam or not) leaves it.
        if (list.spamOnly !== (updated.spam?.verdict === 'spam')) list.removeItem(id);
        else list.replaceItem(updated);
      },
      MESSAGES.dashboard.updateSpam,
    );

  return (
    <section aria-label={title}>
      <ListToolbar
        list={list}
        label={noun}
        statuses={statuses.map((s) => ({ value: s, label: s }))}
        searchPlaceholder={searchPlaceholder}
        spamFilter
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">{emailHeader}</th>
              <th scope="col">Company</th>
              <th scope="col">Message</th>
              <th scope="col">Received</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((c) => (
              <tr key={c._id} data-testid={rowTestId}>
                <td className="admin-strong">
                  {c.firstName} {c.lastName}
                </td>
                <td>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                  {emailDetail?.(c)}
                </td>
                <td>{c.company || <span className="admin-muted">—</span>}</td>
                <td className="admin-table__wide">
                  <LongText text={c.message} />
                </td>
                <td className="admin-nowrap">{formatDateTime(c.createdAt)}</td>
                <td>
                  <StatusSelect
                    value={c.status}
                    options={statuses}
                    label={`Status of ${c.firstName} ${c.lastName}`}
                    disabled={action.busy(c._id)}
                    onChange={(status) => void changeStatus(c._id, status)}
                  />
                  <SpamControls
                    mark={c.spam}
                    name={`${c.firstName} ${c.lastName}`}
                    busy={action.busy(c._id)}
                    onChange={(spam) => void changeSpam(c._id, spam)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState
          list={list}
          empty={list.spamOnly ? `No ${noun} in spam.` : `No ${noun} found.`}
        />
      </div>
      <Pager list={list} label={pagerLabel} />
    </section>
  );
}
