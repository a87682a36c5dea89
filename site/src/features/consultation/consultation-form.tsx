import { useEffect, useState, type FormEvent } from 'react';
import { CONSULTATION_BANNER_MS } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { isApiError, publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { useBotTrap } from '../../ui/bot-trap';
import { FormField } from '../../ui/form-field';
import { EmailField, NameFields } from '../../ui/person-fields';
import { useZodForm } from '../../ui/use-zod-form';

const loadSchema = () =>
  import('@northbeam/shared/contract/consultation').then((m) => m.consultationInput);

const EMPTY = { firstName: '', lastName: '', email: '', company: '', message: '' };

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The free-consultation form: idle → submitting ('Sending...', disabled) → success (banner, form
 * cleared, banner gone after 5000 ms) or error (banner). The error clears at each new submit.
 */
export function ConsultationForm() {
  const form = useZodForm(loadSchema, EMPTY, 'consultation');
  const trap = useBotTrap();
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), CONSULTATION_BANNER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    if (status === 'error' || status === 'success') setStatus('idle');
    const data = await form.validate();
    if (!data) return;
    setStatus('submitting');
    try {
      await (await publicApi()).submitConsultation({ ...data, ...trap.values() });
      form.reset();
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
      className="form consultation-form"
      noValidate
      onSubmit={onSubmit}
      {...form.formProps}
      aria-label="Free consultation"
    >
      {status === 'success' ? (
        <Banner tone="success">{MESSAGES.consultation.success}</Banner>
      ) : null}
      {status === 'error' ? <Banner tone="error">{error}</Banner> : null}
      <NameFields bind={form.bind} />
      <div className="form__row">
        <EmailField {...form.bind('email')} />
        <FormField
          label="Company (optional)"
          autoComplete="organization"
          {...form.bind('company')}
        />
      </div>
      <FormField
        label="Message (optional)"
        multiline
        rows={4}
        placeholder="Message (Optional)"
        {...form.bind('message')}
      />
      {trap.field}
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
