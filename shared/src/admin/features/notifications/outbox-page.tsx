import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  OUTBOX_STATE_LABELS,
  OUTBOX_STATES,
  type OutboxMessage,
  type OutboxState,
  type OutboxSummary,
} from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { DataTable } from '../../ui/list/data-table';
import { ListState, Pager } from '../../ui/list/list-controls';
import { usePagedList } from '../../ui/list/use-paged-list';
import { outboxColumns } from './outbox-columns';
import { OutboxMessageDetail } from './outbox-message-detail';
import './notifications.css';

/**
 * Every e-mail and webhook event the product sends, with its state; one opens to show exactly
 * what goes out, and a failed or unsent one can be retried or cancelled.
 */
export function OutboxPage() {
  const api = useAdminApi();
  const [params] = useSearchParams();
  const endpointId = params.get('endpointId') ?? undefined;
  const [mailConfigured, setMailConfigured] = useState(true);
  const [selected, setSelected] = useState<OutboxMessage | null>(null);
  const [actionError, setActionError] = useState('');
  const [busy, setBusy] = useState(false);

  const list = usePagedList<OutboxSummary>(
    useCallback(
      ({ status, page, limit }) =>
        api.outbox.list({
          query: {
            page,
            limit,
            ...(status ? { state: status as OutboxState } : {}),
            ...(endpointId ? { endpointId } : {}),
          },
        }),
      [api, endpointId],
    ),
    'Failed to fetch the outbox',
  );

  useEffect(() => {
    api.notifications
      .settings()
      .then((s) => setMailConfigured(s.mailConfigured))
      .catch(() => undefined);
  }, [api]);

  async function open(id: string) {
    setActionError('');
    try {
      setSelected(await api.outbox.get({ params: { id } }));
    } catch (error) {
      setActionError(serverMessageOr(error, 'Failed to open the message'));
    }
  }

  async function act(kind: 'retry' | 'cancel') {
    if (!selected) return;
    setBusy(true);
    setActionError('');
    try {
      const updated =
        kind === 'retry'
          ? await api.outbox.retry({ params: { id: selected._id } })
          : await api.outbox.cancel({ params: { id: selected._id } });
      setSelected(updated);
      list.reload();
    } catch (error) {
      setActionError(serverMessageOr(error, `Failed to ${kind} the message`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Outbox</h1>
        <Link to={adminPaths.notifications} className="admin-btn admin-btn--secondary">
          Notification settings
        </Link>
      </div>
      {!mailConfigured && (
        <Banner kind="info">
          No mail server is configured, so e-mails are kept here instead of being sent. Open one to
          see exactly what would go out. Set SMTP_URL on the server to send them.
        </Banner>
      )}
      {endpointId && (
        <Banner kind="info">
          Showing the deliveries to one webhook endpoint.{' '}
          <Link to={adminPaths.outbox()}>Show all</Link>
        </Banner>
      )}
      <div className="admin-list-toolbar">
        <div className="admin-list-toolbar__filters">
          <select
            className="admin-select"
            aria-label="Filter messages by state"
            value={list.status}
            onChange={(e) => list.setStatus(e.target.value)}
          >
            <option value="">All states</option>
            {OUTBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {OUTBOX_STATE_LABELS[state]}
              </option>
            ))}
          </select>
          <button type="button" className="admin-btn admin-btn--secondary" onClick={list.reload}>
            Refresh
          </button>
        </div>
      </div>
      {list.error && <Banner kind="error">{list.error}</Banner>}
      <div className="admin-table-wrap admin-card">
        <DataTable
          columns={outboxColumns((id) => void open(id))}
          rows={list.items}
          rowTestId="outbox-row"
        />
        <ListState list={list} empty="Nothing has been sent yet." />
      </div>
      <Pager list={list} label="Outbox" />
      {selected && (
        <OutboxMessageDetail
          message={selected}
          error={actionError}
          busy={busy}
          onAct={(kind) => void act(kind)}
          onClose={() => setSelected(null)}
        />
      )}
    </main>
  );
}
