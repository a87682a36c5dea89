/**
 * The forms of the candidate's status page and of the deletion's confirm page. Native forms,
 * posted to the page itself with or without the app (the server answers `303` back to the page
 * with `?sent=<form>`, or renders it again with the refusal: features/forms/form-outcome.ts), so
 * the page works the same without JavaScript.
 */
import type { ReactNode } from 'react';
import { formAnchor, formStatusAnchor } from '@northbeam/shared/contract/native-forms';
import {
  STATUS_FORM_FIELD,
  STATUS_PAGE_TEXT,
  type StatusPageForm,
} from '@northbeam/shared/contract/status-page';
import { Banner } from '../../ui/banner';
import { FormField } from '../../ui/form-field';
import { useFormOutcome, useSentNatively } from '../forms/form-outcome';

const SENT: Record<StatusPageForm, string> = {
  'status-message': STATUS_PAGE_TEXT.messageSent,
  'status-withdraw': STATUS_PAGE_TEXT.withdrawn,
  'status-delete': STATUS_PAGE_TEXT.deleteRequested,
  'status-delete-confirm': STATUS_PAGE_TEXT.deleted,
};

/** A form of the page: its outcome banner (focused through the address's fragment), its fields. */
function StatusForm({
  form,
  label,
  button,
  pending,
  children,
}: {
  form: StatusPageForm;
  label: string;
  button: string;
  /** The button's label once pressed (shown at once, before the page answers). */
  pending: string;
  children?: (outcome: ReturnType<typeof useFormOutcome>) => ReactNode;
}) {
  const outcome = useFormOutcome(form);
  const sent = useSentNatively(form) && !outcome;
  const statusId = formStatusAnchor(form);
  return (
    <form
      id={formAnchor(form)}
      className="form"
      method="post"
      action={`#${statusId}`}
      aria-label={label}
    >
      {sent ? (
        <Banner tone="success" id={statusId} focusable>
          {SENT[form]}
        </Banner>
      ) : null}
      {outcome ? (
        <Banner tone="error" id={statusId} focusable>
          {outcome.message}
        </Banner>
      ) : null}
      <input type="hidden" name={STATUS_FORM_FIELD} value={form} />
      {children?.(outcome)}
      <p className="status-form__actions">
        <button
          type="submit"
          className={`button ${form === 'status-message' ? 'button--primary' : 'button--outline'}`}
          data-pending-label={pending}
        >
          {button}
        </button>
      </p>
    </form>
  );
}

export function MessageForm() {
  return (
    <StatusForm
      form="status-message"
      label="Write to the recruiter"
      button="Send message"
      pending="Sending..."
    >
      {(outcome) => (
        <FormField
          id="status-message-text"
          name="text"
          label="Your message"
          multiline
          rows={5}
          required
          maxLength={5000}
          defaultValue={outcome?.values.text ?? ''}
          error={outcome?.errors.text}
        />
      )}
    </StatusForm>
  );
}

export function WithdrawForm() {
  return (
    <StatusForm
      form="status-withdraw"
      label="Withdraw my application"
      button="Withdraw my application"
      pending="Withdrawing..."
    >
      {(outcome) => (
        <FormField
          id="status-withdraw-reason"
          name="reason"
          label="Why are you withdrawing? (optional)"
          multiline
          rows={3}
          maxLength={1000}
          defaultValue={outcome?.values.reason ?? ''}
          error={outcome?.errors.reason}
        />
      )}
    </StatusForm>
  );
}

export function DeleteRequestForm() {
  return (
    <StatusForm
      form="status-delete"
      label="Delete my data"
      button="Delete my data"
      pending="Sending..."
    />
  );
}

export function DeleteConfirmForm() {
  return (
    <StatusForm
      form="status-delete-confirm"
      label="Confirm the deletion"
      button="Delete my data now"
      pending="Deleting..."
    />
  );
}

/** The banner of a form just sent, outside the form (it may be gone from the page since). */
export function SentBanner({ form }: { form: StatusPageForm }) {
  const sent = useSentNatively(form);
  if (!sent) return null;
  return (
    <Banner tone="success" id={formStatusAnchor(form)} focusable>
      {SENT[form]}
    </Banner>
  );
}
