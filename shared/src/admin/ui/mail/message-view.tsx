/**
 * One message of a conversation (or of the Unmatched list): who wrote it to whom and when, its
 * delivery state (sent) or what it is (automatic, a bounce report, from an unexpected sender), the
 * new text first, its files and, for a message received, the relay's sender checks.
 */
import type { ReactNode } from 'react';
import type { ConversationMessage } from '../../../contract/conversations';
import { OUTBOX_STATE_LABELS, type OutboxState } from '../../../contract/notifications';
import { formatDateTime } from '../format-date';
import { AuthResults } from './auth-results';
import { MessageAttachments } from './message-attachments';
import { MessageBody } from './message-body';
import './mail.css';

const STATE_LOOK: Record<OutboxState, string> = {
  queued: 'admin-badge--muted',
  sending: 'admin-badge--muted',
  sent: 'admin-badge--success',
  failed: 'admin-badge--danger',
  'not-sent': 'admin-badge--muted',
  cancelled: 'admin-badge--muted',
};

/** An address as people read it: `"Name, Inc." <a@b>` without the quotes of its header form. */
export const readableAddress = (address: string) =>
  address.replace(
    /^\s*"((?:[^"\\]|\\.)*)"\s*</,
    (_, name: string) => `${name.replace(/\\(.)/g, '$1')} <`,
  );

/** Who a message is from, as the thread names it: a sent one by the person who wrote it. */
export const authorOf = (m: ConversationMessage) =>
  m.direction === 'out' && m.sentBy ? m.sentBy : readableAddress(m.from);

function Flags({ message: m }: { message: ConversationMessage }) {
  const flags: Array<[string, string]> = [];
  if (m.direction === 'out' && m.state)
    flags.push([OUTBOX_STATE_LABELS[m.state], STATE_LOOK[m.state]]);
  if (m.bounced) flags.push(['Bounced', 'admin-badge--danger']);
  if (m.bounce) flags.push(['Delivery failure report', 'admin-badge--danger']);
  else if (m.automatic) flags.push(['Automatic', 'admin-badge--info']);
  if (m.unexpectedSender) flags.push(['From an unexpected sender', 'admin-badge--warning']);
  if (flags.length === 0) return null;
  return (
    <ul className="admin-mail__flags" aria-label="Marks">
      {flags.map(([label, look]) => (
        <li key={label} className={`admin-badge ${look}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}

export function MessageView({
  message: m,
  attachmentPath,
  actions,
}: {
  message: ConversationMessage;
  /** The API path of one of its files. */
  attachmentPath: (attachmentId: string) => string;
  /** Buttons under it (Reply; Attach, Discard). */
  actions?: ReactNode;
}) {
  const received = m.direction === 'in';
  const when = formatDateTime(m.sentAt);
  const label = `${received ? 'Received from' : 'Sent by'} ${authorOf(m)}, ${when}`;
  return (
    <article
      className={`admin-mail admin-mail--${m.direction}${m.automatic ? ' admin-mail--automatic' : ''}`}
      aria-label={label}
      data-testid="conversation-message"
    >
      <header className="admin-mail__head">
        <p className="admin-mail__who">
          <span className="admin-muted">{received ? 'From' : 'Sent by'}</span>{' '}
          <strong>{authorOf(m)}</strong>
          {!received && m.sentBy && (
            <span className="admin-muted"> as {readableAddress(m.from)}</span>
          )}
        </p>
        <p className="admin-mail__meta">
          to {readableAddress(m.to)} · <time dateTime={m.sentAt}>{when}</time>
        </p>
        <Flags message={m} />
      </header>
      <h3 className="admin-mail__subject">{m.subject || '(no subject)'}</h3>
      <MessageBody text={m.text} html={m.html} title={`The whole message: ${label}`} />
      <MessageAttachments files={m.attachments} pathOf={attachmentPath} />
      {received && <AuthResults results={m.authResults} />}
      {actions && <div className="admin-mail__actions">{actions}</div>}
    </article>
  );
}
