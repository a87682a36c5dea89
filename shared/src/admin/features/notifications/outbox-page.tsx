import { Fragment, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  OUTBOX_STATE_LABELS,
  OUTBOX_STATES,
  OUTBOX_TOPIC_LABELS,
  contentRemovedText,
  type OutboxMessage,
  type OutboxState,
  type OutboxSummary,
} from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import { ListState, Pager } from '../../ui/list/list-controls';
import { usePagedList } from '../../ui/list/use-paged-list';
import { RenderedEmail } from './rendered-email';
import './notifications.css';
import { adminPaths } from '../../app/admin-paths';

const RETRYABLE: readonly OutboxState[] = ['failed', 'not-sent', 'cancelled'];
const CANCELLABLE: readonly OutboxState[] = ['queued', 'failed', 'not-sent'];

export function StateBadge({ state }: { state: OutboxState }) {
  return (
    <span className={`admin-outbox-state admin-outbox-state--${state}`}>
      {OUTBOX_STATE_LABELS[state]}
    </span>
  );
}

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
        api.listOutbox({
          page,
          limit,
          ...(status ? { state: status as OutboxState } : {}),
          ...(endpointId ? { endpointId } : {}),
        }),
      [api, endpointId],
    ),
    'Failed to fetch the outbox',
  );

  useEffect(() => {
    api
      .notificationSettings()
      .then((s) => setMailConfigured(s.mailConfigured))
      .catch(() => undefined);
  }, [api]);

  async function open(id: string) {
    setActionError('');
    try {
      setSelected(await api.getOutboxMessage(id));
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
          ? await api.retryOutboxMessage(selected._id)
          : await api.cancelOutboxMessage(selected._id);
      setSelected(updated);
      list.reload();
    } catch (error) {
      setActionError(serverMessageOr(error, `Failed to ${kind} the message`));
    } finally {
      setBusy(false);
    }
  }

  const columns: Array<ListColumn<OutboxSummary>> = [
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
      cell: (m) => (
        <button type="button" className="admin-link-button" onClick={() => void open(m._id)}>
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
        <DataTable columns={columns} rows={list.items} rowTestId="outbox-row" />
        <ListState list={list} empty="Nothing has been sent yet." />
      </div>
      <Pager list={list} label="Outbox" />

      {selected && (
        <section className="admin-card admin-outbox-detail" aria-labelledby="outbox-detail-title">
          <div className="admin-outbox-detail__header">
            <h2 id="outbox-detail-title">
              {selected.contentRemovedAfterDays === null
                ? selected.subject
                : `${OUTBOX_TOPIC_LABELS[selected.topic]}: ${contentRemovedText(selected.contentRemovedAfterDays).toLowerCase()}`}
            </h2>
            <StateBadge state={selected.state} />
          </div>
          {actionError && <Banner kind="error">{actionError}</Banner>}
          {selected.lastError && (
            <p>
              <strong>Last error:</strong> {selected.lastError}
            </p>
          )}
          <div className="admin-outbox-detail__actions">
            {RETRYABLE.includes(selected.state) && (
              <button
                type="button"
                className="admin-btn admin-btn--primary"
                disabled={busy}
                onClick={() => void act('retry')}
              >
                Retry
              </button>
            )}
            {CANCELLABLE.includes(selected.state) && (
              <button
                type="button"
                className="admin-btn admin-btn--secondary"
                disabled={busy}
                onClick={() => void act('cancel')}
              >
                Cancel sending
              </button>
            )}
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={() => setSelected(null)}
            >
              Close
            </button>
          </div>
          {selected.email && (
            <>
              <dl className="admin-outbox-detail__fields">
                <dt>From</dt>
                <dd>{selected.email.from}</dd>
                <dt>To</dt>
                <dd>{selected.email.to}</dd>
                {selected.email.replyTo && (
                  <>
                    <dt>Reply to</dt>
                    <dd>{selected.email.replyTo}</dd>
                  </>
                )}
                <dt>Message-ID</dt>
                <dd>
                  <code>{selected.email.messageId}</code>
                </dd>
                {Object.entries(selected.email.headers ?? {}).map(([name, value]) => (
                  <Fragment key={name}>
                    <dt>{name}</dt>
                    <dd>
                      <code>{value}</code>
                    </dd>
                  </Fragment>
                ))}
              </dl>
              {selected.contentRemovedAfterDays === null ? (
                <RenderedEmail
                  title={`E-mail: ${selected.email.subject}`}
                  html={selected.email.html}
                  text={selected.email.text}
                />
              ) : (
                <p className="admin-muted">
                  {contentRemovedText(selected.contentRemovedAfterDays)}: its subject and text are
                  no longer kept.
                </p>
              )}
            </>
          )}
          {selected.webhook && (
            <>
              <dl className="admin-outbox-detail__fields">
                <dt>Address</dt>
                <dd>{selected.webhook.url}</dd>
                <dt>Event</dt>
                <dd>{selected.webhook.event}</dd>
                <dt>webhook-id</dt>
                <dd>
                  <code>{selected.webhook.webhookId}</code>
                </dd>
              </dl>
              {selected.contentRemovedAfterDays === null ? (
                <pre
                  className="admin-outbox-detail__json"
                  tabIndex={0}
                  role="region"
                  aria-label="Event JSON"
                >
                  {prettyJson(selected.webhook.body)}
                </pre>
              ) : (
                <p className="admin-muted">
                  {contentRemovedText(selected.contentRemovedAfterDays)}: the event&apos;s JSON is
                  no longer kept.
                </p>
              )}
            </>
          )}
        </section>
      )}
    </main>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
