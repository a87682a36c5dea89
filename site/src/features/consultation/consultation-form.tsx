import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { CONSULTATION_BANNER_MS } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { formAnchor, formStatusAnchor } from '@northbeam/shared/contract/native-forms';
import { yieldToMain } from '../../app/progressive/yield-to-main';
import { isApiError, publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { BotTrapFields } from '../../ui/bot-trap';
import { FormField } from '../../ui/form-field';
import { EmailField, NameFields } from '../../ui/person-fields';
import { useZodForm } from '../../ui/use-zod-form';
import { useFormOutcome, useSentNatively } from '../forms/form-outcome';
import { useOutcomeFocus } from '../forms/outcome-focus';

const loadSchema = () =>
  import('@northbeam/shared/contract/consultation').then((m) => m.consultationInput);

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'message'] as const;

// Scheduling: the booking picker loads only when the visitor asks to pick a time.
const BookingPicker = lazy(() =>
  import('../booking/booking-picker').then((m) => ({ default: m.BookingPicker })),
);

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The free-consultation form: idle → submitting ('Sending...', disabled) → success (banner, form
 * cleared, banner gone after 5000 ms) or error (banner). The error clears at each new submit.
 * Before and without the app the browser posts it to the page, and the server answers alike.
 */
export function ConsultationForm() {
  const outcome = useFormOutcome('consultation');
  const sent = useSentNatively('consultation');
  const form = useZodForm(loadSchema, 'consultation', outcome ?? {});
  const [status, setStatus] = useState<Status>(sent ? 'success' : outcome ? 'error' : 'idle');
  const [error, setError] = useState(outcome?.message ?? '');
  // The request's call: its booking link's token (offered after success), and whether it is open.
  const [callToken, setCallToken] = useState('');
  const [picking, setPicking] = useState(false);
  const message = useOutcomeFocus(status);
  const submitButton = useRef<HTMLButtonElement>(null);
  const statusId = formStatusAnchor('consultation');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      // Someone reading the banner stays in the form when it leaves, not at the page's top.
      if (message.current?.contains(document.activeElement)) {
        submitButton.current?.focus({ preventScroll: true });
      }
      setStatus('idle');
    }, CONSULTATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status, message]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setError('');
    setCallToken('');
    setPicking(false);
    if (status === 'error' || status === 'success') setStatus('idle');
    const checked = form.validate();
    // The schema may still be loading (the form was filled in before the app ran): the button shows
    // its pending label at once, as it does before the app, not once the schema has arrived.
    if (checked instanceof Promise) setStatus('submitting');
    const data = checked instanceof Promise ? await checked : checked;
    if (!data) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    try {
      // The pending label is painted before the request is prepared (the client loads then).
      await yieldToMain();
      const sent = await (await publicApi()).submitConsultation(data);
      setCallToken(sent.callBookingToken ?? '');
      form.clear(FIELDS);
      setStatus('success');
    } catch (caught) {
      // A non-success answer shows the spec's message; a network error shows its own.
      setError(
        isApiError(caught) || !(caught instanceof Error)
          ? MESSAGES.consultation.failed
          : caught.message,
      );
      setStatus('error');
    }
  };

  const submitting = status === 'submitting';
  return (
    <form
      id={formAnchor('consultation')}
      className="form consultation-form"
      method="post"
      action={`#${statusId}`}
      onSubmit={onSubmit}
      {...form.formProps}
      aria-label="Free consultation"
    >
      {status === 'success' ? (
        <Banner tone="success" id={statusId} focusable ref={message}>
          {MESSAGES.consultation.success}
        </Banner>
      ) : null}
      {callToken ? (
        <div className="call-offer">
          {picking ? (
            <Suspense fallback={<p>Loading the free times…</p>}>
              <BookingPicker token={callToken} headingLevel={3} />
            </Suspense>
          ) : (
            <button
              type="button"
              className="button button--outline button--block"
              onClick={() => setPicking(true)}
            >
              Pick a time for the call now
            </button>
          )}
        </div>
      ) : null}
      {status === 'error' ? (
        <Banner tone="error" id={statusId} focusable ref={message}>
          {error}
        </Banner>
      ) : null}
      <NameFields field={form.field} />
      <div className="form__row">
        <EmailField {...form.field('email')} />
        <FormField
          label="Company (optional)"
          autoComplete="organization"
          {...form.field('company')}
        />
      </div>
      <FormField
        label="Message (optional)"
        multiline
        rows={4}
        placeholder="Message (Optional)"
        {...form.field('message')}
      />
      <BotTrapFields />
      <button
        ref={submitButton}
        type="submit"
        className="button button--primary button--block"
        disabled={submitting}
        data-pending-label="Sending..."
      >
        {submitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
