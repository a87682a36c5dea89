import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../contract/messages';
import type { AdminListOptions } from '../../../api-client/admin-api';
import type { Page } from '../../../contract/pagination';
import type { SpamMark } from '../../../contract/spam';
import type { Awaiting } from '../../../contract/awaiting';
import { AwaitingBadge } from '../../ui/awaiting-badge';
import type { StaffRef } from '../../../contract/staff-ref';
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
import { usePagedList } from '../../ui/list/use-paged-list';
import { useRowAction } from '../../ui/list/use-row-action';
import { ExportCsvButton } from '../../ui/list/export-csv-button';
import { statusLabel } from '../../../contract/status-labels';

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
  awaiting?: Awaiting | null | undefined;
  assignee?: StaffRef | null | undefined;
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
  detailPath,
  exportPath,
  exportName,
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
  /** Where a row's name leads: its detail with notes and timeline. */
  detailPath: (id: string) => string;
  /** The list's CSV export (routes.exports.*) and its file name. */
  exportPath: string;
  exportName: string;
}) {
  const list = usePagedList(fetchPage, fetchError);
  const action = useRowAction();

  const changeStatus = (id: string, status: S) =>
    action.run(
      id,
      async () => {
        const updated = await updateStatus(id, status);
        // The answer does not repeat who handles it: keep what the list showed.
        const shown = list.items.find((c) => c._id === id);
        list.replaceItem({ ...updated, assignee: updated.assignee ?? shown?.assignee });
      },
      updateError,
    );
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

  const columns: Array<ListColumn<T>> = [
    {
      id: 'name',
      header: 'Name',
      className: 'admin-strong',
      card: 'title',
      cell: (c) => (
        <Link
          to={detailPath(c._id)}
          className="admin-truncate admin-truncate--cell"
          title={`${c.firstName} ${c.lastName}`}
        >
          {`${c.firstName} ${c.lastName}`}
        </Link>
      ),
    },
    {
      id: 'email',
      header: emailHeader,
      card: 'hidden',
      cell: (c) => (
        <>
          <a
            href={`mailto:${c.email}`}
            className="admin-truncate admin-truncate--cell"
            title={c.email}
          >
            {c.email}
          </a>
          {emailDetail?.(c)}
        </>
      ),
    },
    {
      id: 'company',
      header: 'Company',
      card: 'line',
      cell: (c) => c.company || <span className="admin-muted">—</span>,
    },
    {
      id: 'message',
      header: 'Message',
      className: 'admin-table__wide',
      card: 'line',
      cell: (c) => <LongText text={c.message} />,
    },
    {
      id: 'received',
      header: 'Received',
      className: 'admin-nowrap',
      cell: (c) => formatDateTime(c.createdAt),
      cardCell: (c) => <AgeCell iso={c.createdAt} />,
    },
    {
      id: 'assignee',
      header: 'Assignee',
      cell: (c) => <AssigneeCell assignee={c.assignee} />,
    },
    {
      id: 'awaiting',
      header: 'Conversation',
      cell: (c) => <AwaitingBadge awaiting={c.awaiting} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <section aria-label={title}>
      <ListToolbar
        list={list}
        label={noun}
        statuses={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        searchPlaceholder={searchPlaceholder}
        mineFilter
        spamFilter
        awaitingFilter
        actions={<ExportCsvButton list={list} path={exportPath} name={exportName} label={noun} />}
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <DataTable columns={columns} rows={list.items} rowTestId={rowTestId} />
        <ListState
          list={list}
          empty={list.spamOnly ? `No ${noun} in spam.` : `No ${noun} found.`}
        />
      </div>
      <Pager list={list} label={pagerLabel} />
    </section>
  );
}
