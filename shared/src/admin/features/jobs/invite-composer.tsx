import { ApiError } from '../../../api-client/transport';
import { personalEmailInput, type PersonalEmailInput } from '../../../contract/workspace';
import { TextAreaField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { Banner } from '../../ui/banner';
import { failureMessage } from '../../ui/error-message';
import { useState } from 'react';

/**
 * "Invite to apply", written before it is sent: the invitation's subject and message, checked
 * with the contract's personalEmailInput (its messages by the field); a failure keeps the text.
 */
export function InviteComposer({
  to,
  draft,
  send,
  cancel,
  idPrefix,
}: {
  to: string;
  draft: PersonalEmailInput;
  send: (email: PersonalEmailInput) => Promise<unknown>;
  cancel: () => void;
  idPrefix: string;
}) {
  const form = useContractForm({ schema: personalEmailInput, defaultValues: draft, idPrefix });
  const [error, setError] = useState('');
  const { isSubmitting } = form.formState;
  const submit = (email: PersonalEmailInput) =>
    send(email).catch((caught: unknown) => {
      if (caught instanceof ApiError) form.showServerErrors(caught.errors);
      setError(failureMessage(caught, 'Failed to send the invitation'));
    });

  return (
    <ContractFormElement
      form={form}
      onValid={submit}
      onAttempt={() => setError('')}
      className="admin-form"
    >
      {error && <Banner kind="error">{error}</Banner>}
      <p className="admin-muted">To {to}</p>
      <TextField name="subject" label="Subject" autoComplete="off" />
      <TextAreaField name="body" label="Message" rows={7} />
      <div className="admin-form__actions">
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={cancel}
        >
          Cancel
        </button>
        <button type="submit" className="admin-btn admin-btn--small" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </button>
      </div>
    </ContractFormElement>
  );
}
