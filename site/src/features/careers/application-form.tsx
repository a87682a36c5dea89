import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { formAnchor, formStatusAnchor } from '@northbeam/shared/contract/native-forms';
import type { FilePart } from '@northbeam/shared/api-client/transport';
import { attribution } from '../../app/progressive/landing-memory';
import { yieldToMain } from '../../app/progressive/yield-to-main';
import { isApiError, publicApi } from '../../lib/api';
import { Banner } from '../../ui/banner';
import { BotTrapFields } from '../../ui/bot-trap';
import { Field } from '@northbeam/shared/forms/field.tsx';
import { FormField } from '../../ui/form-field';
import { useZodForm } from '../../ui/use-zod-form';
import { useFormOutcome, useSentNatively } from '../forms/form-outcome';
import { useOutcomeFocus } from '../forms/outcome-focus';

const loadSchema = () =>
  import('@northbeam/shared/contract/application').then((m) => m.applicationInput);

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

const WORD_AND_PDF_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The browser's check of the resume; the API checks it again (type by content, size). */
export function resumeProblem(file: File | null): string | null {
  if (!file) return MESSAGES.application.resumeRequired;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext)))
    return 'The resume must be a PDF or Word document (.pdf, .doc, .docx)';
  if (file.size > RESUME_MAX_BYTES) return `The resume must be ${MAX_MB} MB or smaller`;
  if (file.size === 0) return 'The resume file is empty';
  return null;
}

async function toFilePart(file: File): Promise<FilePart> {
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  return {
    name: file.name,
    type: file.type || WORD_AND_PDF_TYPES[ext] || 'application/octet-stream',
    data: new Uint8Array(await file.arrayBuffer()),
  };
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The application form. The app checks the fields and the resume and sends them (multipart);
 * before and without the app the browser posts the same multipart form to the job's page, where
 * the server stores it as the API does (see features/forms/form-outcome.ts).
 */
export function ApplicationForm({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const outcome = useFormOutcome('application');
  const sent = useSentNatively('application');
  const form = useZodForm(loadSchema, 'application', outcome ?? {});
  const [resumeError, setResumeError] = useState<string | null>(outcome?.errors.resume ?? null);
  const [status, setStatus] = useState<Status>(sent ? 'success' : outcome ? 'error' : 'idle');
  const [error, setError] = useState(outcome?.message ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const message = useOutcomeFocus(status);
  const statusId = formStatusAnchor('application');
  const pickedFile = () => fileInput.current?.files?.[0] ?? null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setResumeError(file ? resumeProblem(file) : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    setError('');
    const checked = form.validate();
    // The schema may still be loading (the form was filled in before the app ran): the button shows
    // its pending label at once, as it does before the app, not once the schema has arrived.
    if (checked instanceof Promise) setStatus('submitting');
    const data = checked instanceof Promise ? await checked : checked;
    // Read from the field itself: a file picked before the app ran counts too.
    const resume = pickedFile();
    const problem = resumeProblem(resume);
    setResumeError(problem);
    if (!data || problem || !resume) {
      setStatus('idle');
      if (data) fileInput.current?.focus();
      return;
    }
    setStatus('submitting');
    try {
      // The pending label is painted before the request is prepared (the client loads then).
      await yieldToMain();
      await (
        await publicApi()
      ).applyToJob(jobId, { ...data, attribution: attribution() }, await toFilePart(resume));
      setStatus('success');
    } catch (caught) {
      setError(
        isApiError(caught) && caught.fromServer ? caught.message : MESSAGES.application.failed,
      );
      setStatus('error');
    }
  };

  if (status === 'success') {
    return (
      <div
        id={formAnchor('application')}
        className="application-success"
        data-testid="application-success"
      >
        <Banner tone="success" id={statusId} focusable ref={message}>
          <p>
            <strong>{MESSAGES.application.success}</strong>
          </p>
          <p>{MESSAGES.application.successDetail}</p>
        </Banner>
        <Link to="/careers" className="button button--primary">
          Browse other job openings
        </Link>
      </div>
    );
  }

  const submitting = status === 'submitting';
  return (
    <form
      id={formAnchor('application')}
      className="form"
      method="post"
      encType="multipart/form-data"
      action={`#${statusId}`}
      onSubmit={onSubmit}
      {...form.formProps}
      aria-label={`Apply for ${jobTitle}`}
    >
      {status === 'error' ? (
        <Banner tone="error" id={statusId} focusable ref={message}>
          {error}
        </Banner>
      ) : null}
      <FormField label="Full name" required autoComplete="name" {...form.field('fullName')} />
      <div className="form__row">
        <FormField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.field('email')}
        />
        <FormField label="Phone" type="tel" required autoComplete="tel" {...form.field('phone')} />
      </div>
      <FormField
        label="Cover letter (optional)"
        multiline
        rows={6}
        {...form.field('coverLetter')}
      />
      <Field
        id="application-resume"
        label="Resume"
        required
        hint={`Accepted formats: PDF, DOC, DOCX (max ${MAX_MB}MB)`}
        error={resumeError || undefined}
      >
        {(aria) => (
          <input
            ref={fileInput}
            name="resume"
            type="file"
            className="field__control field__control--file"
            accept={[...RESUME_EXTENSIONS, ...Object.values(WORD_AND_PDF_TYPES)].join(',')}
            required
            onChange={onFile}
            {...aria}
          />
        )}
      </Field>
      <BotTrapFields />
      <button
        type="submit"
        className="button button--primary"
        disabled={submitting}
        data-pending-label="Submitting..."
      >
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
    </form>
  );
}
