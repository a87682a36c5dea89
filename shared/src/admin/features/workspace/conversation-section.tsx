/**
 * The item's conversation, the one place of it: every e-mail sent from the item and every answer
 * that came back, oldest first, each with its sender, time and delivery state and its new text
 * first; "Reply" answers a message in its thread, the e-mail form below writes a new one (from the
 * templates). Whose turn it is, and whether the person's address bounces, head it.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Awaiting, ConversationMessage } from '../../../contract/conversations';
import type { SubmissionKind } from '../../../contract/notifications';
import { shapePath } from '../../../contract/route-shape';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { useAdminApi } from '../../app/admin-platform-context';
import { AwaitingBadge } from '../../ui/awaiting-badge';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDateTime } from '../../ui/format-date';
import { authorOf, MessageView } from '../../ui/mail/message-view';
import { EmailSection } from './email-section';
import type { EmailTemplate } from './email-templates';
import { ReplyForm, type ReplyDraft } from './reply-form';
import { usePanelAction } from './use-panel-action';
import './conversation.css';

const FILES = {
  application: ROUTE_SHAPES.applicationMessages.attachment,
  contact: ROUTE_SHAPES.contactMessages.attachment,
  consultation: ROUTE_SHAPES.consultationMessages.attachment,
} as const;

/** Each kind's conversation calls, by their name in the route table. */
const MESSAGES = {
  application: 'applicationMessages',
  contact: 'contactMessages',
  consultation: 'consultationMessages',
} as const;

/** What the team answers: a person's own words (not an auto-reply, not a bounce report). */
const answerable = (m: ConversationMessage) => m.direction === 'in' && !m.automatic && !m.bounce;

export interface ConversationData {
  messages: ConversationMessage[];
  awaiting: Awaiting | null;
  emailBounce: { at: string; reason: string } | null;
  email: string;
}

export function ConversationSection({
  kind,
  id,
  data,
  recipient,
  templates,
  sendEmail,
  reload,
}: {
  kind: SubmissionKind;
  id: string;
  data: ConversationData;
  /** Who an e-mail goes to ("Grace Hopper <grace@example.com>"). */
  recipient: string;
  /** Starting points offered for a new e-mail (the first is the default). */
  templates: readonly EmailTemplate[];
  sendEmail: (subject: string, body: string) => Promise<{ emailed: boolean }>;
  /** Reads the item again (after a reply). */
  reload: () => Promise<void>;
}) {
  const api = useAdminApi();
  const action = usePanelAction();
  // The item's page: an e-mail typed and not sent yet is kept for it (and only it).
  const { pathname: draftKey } = useLocation();
  const [replyingTo, setReplyingTo] = useState<ConversationMessage | null>(null);
  const [revoking, setRevoking] = useState(false);
  const { messages, awaiting, emailBounce } = data;

  const reply = (message: ConversationMessage, draft: ReplyDraft) => {
    let emailed = true;
    return action
      .run(
        async () => {
          const queued = await api[MESSAGES[kind]].reply({
            params: { id },
            body: { ...draft, inReplyTo: message.id },
          });
          emailed = queued.emailed;
          setReplyingTo(null);
          await reload();
        },
        'Reply queued.',
        'Failed to send the reply',
      )
      .then(() => {
        if (!emailed)
          action.setStatus('No mail server is configured: the reply waits in the Outbox.');
      });
  };

  const revoke = () => {
    setRevoking(false);
    let answer = '';
    return action
      .run(
        async () => {
          answer = (await api[MESSAGES[kind]].revokeReplyAddress({ params: { id } })).message;
        },
        'Reply address revoked.',
        'Failed to revoke the reply address',
      )
      .then(() => {
        if (answer) action.setStatus(`${answer}.`);
      });
  };

  return (
    <section className="admin-card admin-card--padded admin-thread" aria-labelledby="thread-title">
      <div className="admin-thread__head">
        <h2 id="thread-title">Conversation</h2>
        <AwaitingBadge awaiting={awaiting} />
      </div>
      {emailBounce && (
        <p className="admin-thread__bounce" data-testid="email-bounce">
          <strong>Mail to {data.email} bounces</strong> (reported {formatDateTime(emailBounce.at)}):{' '}
          {emailBounce.reason}
        </p>
      )}
      {action.error && <Banner kind="error">{action.error}</Banner>}
      <p role="status" aria-live="polite" className="admin-muted admin-thread__status">
        {action.status}
      </p>
      {messages.length === 0 ? (
        <p className="admin-muted">No e-mails yet.</p>
      ) : (
        <ol className="admin-thread__messages">
          {messages.map((m) => (
            <li key={m.id}>
              <MessageView
                message={m}
                attachmentPath={(attachmentId) => shapePath(FILES[kind], { id, attachmentId })}
                actions={
                  answerable(m) && (
                    <button
                      type="button"
                      className="admin-btn admin-btn--secondary admin-btn--small"
                      aria-pressed={replyingTo?.id === m.id}
                      onClick={() => setReplyingTo(m)}
                    >
                      Reply
                      <span className="admin-visually-hidden">
                        {' '}
                        to {authorOf(m)}, {formatDateTime(m.sentAt)}
                      </span>
                    </button>
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
      {replyingTo ? (
        <ReplyForm
          key={replyingTo.id}
          message={replyingTo}
          busy={action.busy}
          send={(draft) => reply(replyingTo, draft)}
          cancel={() => setReplyingTo(null)}
        />
      ) : (
        <div className="admin-thread__compose">
          <EmailSection
            key={`email:${draftKey}`}
            draftKey={draftKey}
            recipient={recipient}
            templates={templates}
            sendEmail={sendEmail}
            action={action}
          />
        </div>
      )}
      {messages.some((m) => m.direction === 'out') && (
        <div className="admin-thread__foot">
          <button
            type="button"
            className="admin-btn admin-btn--link admin-btn--small"
            onClick={() => setRevoking(true)}
            disabled={action.busy}
          >
            Revoke the reply address
          </button>
        </div>
      )}
      <ConfirmDialog
        open={revoking}
        title="Revoke the reply address?"
        message="Answers to the e-mails already sent will no longer reach this item (they wait in Unmatched); the next e-mail carries a new address."
        confirmLabel="Revoke"
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(false)}
      />
    </section>
  );
}
