import {
  OUTBOX_TOPIC_LABELS,
  contentRemovedText,
  type OutboxSummary,
} from '../../../contract/notifications';
import { formatDateTime } from '../../ui/format-date';
import type { ListColumn } from '../../ui/list/data-table';
import { StateBadge } from './outbox-state-badge';

/** The outbox table's columns; the subject (or what was removed) opens the message. */
export function outboxColumns(open: (id: string) => void): Array<ListColumn<OutboxSummary>> {
  return [
    {
      id: 'created',
      header: 'Created',
      className: 'admin-nowrap',
      cell: (m) => formatDateTime(m.createdAt),
    },
    { id: 'topic', header: 'Kind', cell: (m) => OUTBOX_TOPIC_LABELS[m.topic] },
    { id: 'recipient', header: 'To', cell: (m) => m.recipient },
    {
      id: 'subject',
      header: 'Subject or event',
      className: 'admin-table__wide',
      card: 'title',
      cell: (m) => (
        <button type="button" className="admin-link-button" onClick={() => open(m._id)}>
          {m.contentRemovedAfterDays === null ? (
            m.subject
          ) : (
            <span className="admin-muted">{contentRemovedText(m.contentRemovedAfterDays)}</span>
          )}
        </button>
      ),
    },
    { id: 'state', header: 'State', cell: (m) => <StateBadge state={m.state} /> },
    {
      id: 'attempts',
      header: 'Attempts',
      cell: (m) => `${m.attempts} of ${m.maxAttempts}`,
    },
    {
      id: 'error',
      header: 'Last error',
      cell: (m) => m.lastError ?? <span className="admin-muted">—</span>,
    },
  ];
}
