import { useEffect } from 'react';
import { replyInput, type ConversationMessage } from '../../../contract/conversations';
import { CheckboxField, TextAreaField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { formatDateTime } from '../../ui/format-date';
import { authorOf } from '../../ui/mail/message-view';

export interface ReplyDraft {
  subject?: string | undefined;
  body: string;
  quote: boolean;
}

/** "Re: " once, as mail programs (and the server, when none is given) write it. */
export const reSubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/**
 * An answer to one message of the thread: sent with its In-Reply-To and References, so that the
 * person's mail program puts it in the same thread, and (by default) their message quoted below.
 */
export function ReplyForm({
  message,
  busy,
  send,
  cancel,
}: {
  message: ConversationMessage;
  busy: boolean;
  send: (draft: ReplyDraft) => Promise<void>;
  cancel: () => void;
}) {
  const form = useContractForm({
    schema: replyInput,
    defaultValues: { subject: reSubject(message.subject), body: '', quote: true },
    idPrefix: 'thread-reply',
  });
  const { setFocus } = form;
  useEffect(() => setFocus('body'), [setFocus, message.id]);

  return (
    <section className="admin-thread__compose" aria-labelledby="thread-reply-title">
      <h3 id="thread-reply-title" className="admin-thread__compose-title">
        Reply to {authorOf(message)}
      </h3>
      <p className="admin-muted">
        Answers “{message.subject || '(no subject)'}” of {formatDateTime(message.sentAt)}, in the
        same thread of their mail program.
      </p>
      <ContractFormElement
        form={form}
        onValid={(draft) => send({ subject: draft.subject, body: draft.body, quote: draft.quote })}
        className="admin-form"
      >
        <TextField name="subject" label="Subject" />
        <TextAreaField name="body" label="Message" rows={8} />
        <CheckboxField name="quote" label="Quote their message below mine" />
        <div className="admin-form__actions">
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={cancel}
          >
            Write a new e-mail instead
          </button>
          <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
            Send reply
          </button>
        </div>
      </ContractFormElement>
    </section>
  );
}
