import { memo, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from '@northbeam/shared/forms/field.tsx';

interface BaseProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Visually hide the label (it stays the accessible name); the placeholder shows instead. */
  hideLabel?: boolean;
  className?: string;
}

type InputProps = BaseProps & {
  multiline?: false;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'className'>;

type TextareaProps = BaseProps & {
  multiline: true;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'className'>;

/**
 * A labelled text control of the site's forms: the form kit's field (label, hint and error tied
 * to the control), in the site's look, around the browser's own input or textarea. Memoized: the
 * fields are uncontrolled, so a form's own state changing (its button's "Sending...") renders
 * again only the fields whose label or error changed, not all of them, within the tap's frame.
 */
export const FormField = memo(function FormField(props: InputProps | TextareaProps) {
  const { id, label, error, hint, required, hideLabel, className, ...rest } = props;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(aria) => {
        // The browser's own check stops an incomplete form before the app runs (see useZodForm).
        const common = { ...aria, required, className: 'field__control' } as const;
        if (rest.multiline) {
          const { multiline: _multiline, ...textarea } = rest;
          return <textarea {...textarea} {...common} />;
        }
        const { multiline: _multiline, ...input } = rest;
        return <input {...input} {...common} />;
      }}
    </Field>
  );
});
