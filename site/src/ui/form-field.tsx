import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

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

/** A labelled control with its hint and error tied to it (aria-describedby, aria-invalid). */
export function FormField(props: InputProps | TextareaProps) {
  const { id, label, error, hint, required, hideLabel, className, ...rest } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    // The browser's own check stops an incomplete form before the app runs (see useZodForm).
    required,
    className: 'field__control',
  } as const;

  let control: ReactNode;
  if (rest.multiline) {
    const { multiline: _multiline, ...textarea } = rest;
    control = <textarea {...textarea} {...common} />;
  } else {
    const { multiline: _multiline, ...input } = rest;
    control = <input {...input} {...common} />;
  }

  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required && !hideLabel ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
