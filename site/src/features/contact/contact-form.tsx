import { useMemo, useState, type FormEvent } from 'react';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { useBotTrap } from '../../ui/bot-trap';
import { FormField } from '../../ui/form-field';
import { EmailField, NameFields } from '../../ui/person-fields';
import { useZodForm } from '../../ui/use-zod-form';

const loadSchema = () => import('@northbeam/shared/contract/contact').then((m) => m.contactInput);

type Status = 'idle' | 'submitting' | 'success' | 'error';

interface ContactFormProps {
  /** A subject picked up from the address (?subject=Partnership); it opens the message. */
  subject?: string | undefined;
}

/** The contact form: six fields validated with the API's schema; success clears the form. */
export function ContactForm({ subject }: ContactFormProps) {
  const initial = useMemo(
    () => ({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      message: subject ? `Subject: ${subject}\n\n` : '',
    }),
    [subject],
  );
  const form = useZodForm(loadSchema, initial, 'contact');
  const trap = useBotTrap();
  const [status, setStatus] = useState<Status>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'submitting') setStatus('idle');
    const data = await form.validate();
    if (!data) return;
    setStatus('submitting');
    try {
      await (await publicApi()).submitContact({ ...data, ...trap.values() });
      form.reset();
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  const submitting = status === 'submitting';
  return (
    <form
      className="form"
      noValidate
      onSubmit={onSubmit}
      {...form.formProps}
      aria-label="Contact us"
    >
      {status === 'success' ? <Banner tone="success">{MESSAGES.contact.success}</Banner> : null}
      {status === 'error' ? <Banner tone="error">{MESSAGES.contact.failed}</Banner> : null}
      {subject ? (
        <p className="form__subject">
          Subject: <strong>{subject}</strong>
        </p>
      ) : null}
      <NameFields bind={form.bind} />
      <div className="form__row">
        <EmailField {...form.bind('email')} />
        <FormField label="Phone" type="tel" required autoComplete="tel" {...form.bind('phone')} />
      </div>
      <FormField label="Company (optional)" autoComplete="organization" {...form.bind('company')} />
      <FormField label="Message (optional)" multiline rows={6} {...form.bind('message')} />
      {trap.field}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
