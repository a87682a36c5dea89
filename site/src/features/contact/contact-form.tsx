import { useCallback, useState, type FormEvent } from 'react';
import {
  CONTACT_SUBJECT_FIELD,
  messageWithSubject,
} from '@northbeam/shared/contract/contact-subject';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { formAnchor, formStatusAnchor } from '@northbeam/shared/contract/native-forms';
import { yieldToMain } from '../../app/progressive/yield-to-main';
import { attribution } from '../../app/progressive/landing-memory';
import { publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { BotTrapFields } from '../../ui/bot-trap';
import { FormField } from '../../ui/form-field';
import { EmailField, NameFields } from '../../ui/person-fields';
import { useZodForm } from '../../ui/use-zod-form';
import { useFormOutcome, useSentNatively } from '../forms/form-outcome';
import { useOutcomeFocus } from '../forms/outcome-focus';

const loadSchema = () => import('@northbeam/shared/contract/contact').then((m) => m.contactInput);

type Status = 'idle' | 'submitting' | 'success' | 'error';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'message'] as const;

interface ContactFormProps {
  /**
   * A subject picked up from the address (?subject=Partnership): shown above the fields and put at
   * the head of the message when it is sent (a hidden field carries it in a native post).
   */
  subject?: string | undefined;
}

/**
 * The contact form: six fields validated with the API's schema; success clears the form. The app
 * sends it as JSON; before and without the app the browser posts it to this page, where the server
 * stores it the same way and answers with the page again (see features/forms/form-outcome.ts).
 */
export function ContactForm({ subject }: ContactFormProps) {
  const outcome = useFormOutcome('contact');
  const sent = useSentNatively('contact');
  const prepare = useCallback(
    (values: Record<string, string>) => ({
      ...values,
      message: messageWithSubject(subject, values.message ?? ''),
    }),
    [subject],
  );
  const form = useZodForm(loadSchema, 'contact', outcome ?? {}, prepare);
  const [status, setStatus] = useState<Status>(sent ? 'success' : outcome ? 'error' : 'idle');
  const [error, setError] = useState(outcome?.message ?? MESSAGES.contact.failed);
  const message = useOutcomeFocus(status);
  const statusId = formStatusAnchor('contact');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setStatus('idle');
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
      await (await publicApi()).submitContact({ ...data, attribution: attribution() });
      form.clear(FIELDS);
      setStatus('success');
    } catch {
      setError(MESSAGES.contact.failed);
      setStatus('error');
    }
  };

  const submitting = status === 'submitting';
  return (
    <form
      id={formAnchor('contact')}
      className="form"
      method="post"
      action={`#${statusId}`}
      onSubmit={onSubmit}
      {...form.formProps}
      aria-label="Contact us"
    >
      {status === 'success' ? (
        <Banner tone="success" id={statusId} focusable ref={message}>
          {MESSAGES.contact.success}
        </Banner>
      ) : null}
      {status === 'error' ? (
        <Banner tone="error" id={statusId} focusable ref={message}>
          {error}
        </Banner>
      ) : null}
      {subject ? (
        <p className="form__subject">
          Subject: <strong>{subject}</strong>
          <input type="hidden" name={CONTACT_SUBJECT_FIELD} value={subject} />
        </p>
      ) : null}
      <NameFields field={form.field} />
      <div className="form__row">
        <EmailField {...form.field('email')} />
        <FormField label="Phone" type="tel" required autoComplete="tel" {...form.field('phone')} />
      </div>
      <FormField
        label="Company (optional)"
        autoComplete="organization"
        {...form.field('company')}
      />
      <FormField label="Message (optional)" multiline rows={6} {...form.field('message')} />
      <BotTrapFields />
      <button
        type="submit"
        className="button button--primary"
        disabled={submitting}
        data-pending-label="Sending..."
      >
        {submitting ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}
