import { Fragment } from 'react';
import {
  OUTBOX_TOPIC_LABELS,
  contentRemovedText,
  type OutboxMessage,
  type OutboxState,
} from '../../../contract/notifications';
import { Banner } from '../../ui/banner';
import { StateBadge } from './outbox-state-badge';
import { RenderedEmail } from './rendered-email';

const RETRYABLE: readonly OutboxState[] = ['failed', 'not-sent', 'cancelled'];
const CANCELLABLE: readonly OutboxState[] = ['queued', 'failed', 'not-sent'];

/**
 * One message of the outbox, exactly as it goes out (an e-mail's headers and rendering, a
 * webhook event's JSON), with Retry and Cancel sending where its state allows.
 */
export function OutboxMessageDetail({
  message,
  error,
  busy,
  onAct,
  onClose,
}: {
  message: OutboxMessage;
  error: string;
  busy: boolean;
  onAct: (kind: 'retry' | 'cancel') => void;
  onClose: () => void;
}) {
  const removed = message.contentRemovedAfterDays;
  return (
    <section className="admin-card admin-outbox-detail" aria-labelledby="outbox-detail-title">
      <div className="admin-outbox-detail__header">
        <h2 id="outbox-detail-title">
          {removed === null
            ? message.subject
            : `${OUTBOX_TOPIC_LABELS[message.topic]}: ${contentRemovedText(removed).toLowerCase()}`}
        </h2>
        <StateBadge state={message.state} />
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      {message.lastError && (
        <p>
          <strong>Last error:</strong> {message.lastError}
        </p>
      )}
      <div className="admin-outbox-detail__actions">
        {RETRYABLE.includes(message.state) && (
          <button
            type="button"
            className="admin-btn admin-btn--primary"
            disabled={busy}
            onClick={() => onAct('retry')}
          >
            Retry
          </button>
        )}
        {CANCELLABLE.includes(message.state) && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            disabled={busy}
            onClick={() => onAct('cancel')}
          >
            Cancel sending
          </button>
        )}
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {message.email && (
        <>
          <dl className="admin-outbox-detail__fields">
            <dt>From</dt>
            <dd>{message.email.from}</dd>
            <dt>To</dt>
            <dd>{message.email.to}</dd>
            {message.email.replyTo && (
              <>
                <dt>Reply to</dt>
                <dd>{message.email.replyTo}</dd>
              </>
            )}
            <dt>Message-ID</dt>
            <dd>
              <code>{message.email.messageId}</code>
            </dd>
            {Object.entries(message.email.headers ?? {}).map(([name, value]) => (
              <Fragment key={name}>
                <dt>{name}</dt>
                <dd>
                  <code>{value}</code>
                </dd>
              </Fragment>
            ))}
          </dl>
          {removed === null ? (
            <RenderedEmail
              title={`E-mail: ${message.email.subject}`}
              html={message.email.html}
              text={message.email.text}
            />
          ) : (
            <p className="admin-muted">
              {contentRemovedText(removed)}: its subject and text are no longer kept.
            </p>
          )}
        </>
      )}
      {message.webhook && (
        <>
          <dl className="admin-outbox-detail__fields">
            <dt>Address</dt>
            <dd>{message.webhook.url}</dd>
            <dt>Event</dt>
            <dd>{message.webhook.event}</dd>
            <dt>webhook-id</dt>
            <dd>
              <code>{message.webhook.webhookId}</code>
            </dd>
          </dl>
          {removed === null ? (
            <pre
              className="admin-outbox-detail__json"
              tabIndex={0}
              role="region"
              aria-label="Event JSON"
            >
              {prettyJson(message.webhook.body)}
            </pre>
          ) : (
            <p className="admin-muted">
              {contentRemovedText(removed)}: the event&apos;s JSON is no longer kept.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function prettyJson(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
