import { useCallback, useState, type FormEvent } from 'react';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { useBotTrap } from '../../ui/bot-trap';
import { FormField } from '../../ui/form-field';
import { EmailField, NameFields } from '../../ui/person-fields';
import { useZodForm } from '../../ui/use-zod-form';

const loadSchema = () => import('@northbeam/shared/contract/contact').then((m) => m.contactInput);

type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', company: '', message: '' };

/** The message as it is sent: a subject picked up from the address opens it. */
const withSubject = (subject: string | undefined, message: string) =>
  subject ? `Subject: ${subject}\n\n${message}` : message;

interface ContactFormProps {
  /**
   * A subject picked up from the address (?subject=Partnership): shown above the fields and put at
   * the head of the message when it is sent. It is not written into the message field: React,
   * hydrating a text area the server rendered with text in it, writes that text back over whatever
   * the visitor had typed (or moves the caret to the start), and the server-rendered form can be
   * typed into before the app hydrates.
   */
  subject?: string | undefined;
}

/** The contact form: six fields validated with the API's schema; success clears the form. */
export function ContactForm({ subject }: ContactFormProps) {
  const prepare = useCallback(
    (values: typeof EMPTY) => ({ ...values, message: withSubject(subject, values.message) }),
    [subject],
  );
  const form = useZodForm(loadSchema, EMPTY, 'contact', prepare);
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
