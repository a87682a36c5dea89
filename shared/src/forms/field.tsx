import type { ReactNode } from 'react';
import { useFieldLook } from './field-look';

/** What a field's control carries: its id (the label's target) and its ties to hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids of a field's hint and error, and the control's attributes that point at them. */
export function controlAria(
  id: string,
  { hint, error, describedBy }: { hint?: boolean; error?: boolean; describedBy?: string },
): ControlAria {
  const ids = [describedBy, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.join(' ') || undefined,
  };
}

export interface FieldProps {
  /** The control's id, which the label points at; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  /** The field's message, shown under it and announced with the control. */
  error?: string | undefined;
  /** Keep the label for assistive technology only (a placeholder shows instead). */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  /** Further ids that describe the control (read before the hint and error). */
  describedBy?: string | undefined;
  /** The control, given the attributes that tie it to the label, hint and error. */
  children: (control: ControlAria) => ReactNode;
}

/**
 * A labelled control with its hint and error tied to it: the label names it, `aria-describedby`
 * reads the error and the hint with it, `aria-invalid` marks it while it is wrong.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  hideLabel,
  className,
  describedBy,
  children,
}: FieldProps) {
  const look = useFieldLook();
  const box = [look.field, error ? look.invalid : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={box}>
      <label htmlFor={id} className={hideLabel ? look.hiddenLabel : look.label}>
        {label}
        {required && !hideLabel ? (
          <span className={look.required} aria-hidden="true">
            {look.requiredMark}
          </span>
        ) : null}
      </label>
      {children(
        controlAria(id, {
          hint: Boolean(hint),
          error: Boolean(error),
          ...(describedBy ? { describedBy } : {}),
        }),
      )}
      {hint ? (
        <p id={`${id}-hint`} className={look.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={look.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Fields under one legend (a salary's minimum, maximum, currency and unit). */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  const look = useFieldLook();
  return (
    <fieldset className={look.group}>
      <legend className={look.label}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A message of a group of fields (no one field's own), in the look of a field's error. */
export function FieldMessage({ id, children }: { id?: string; children: ReactNode }) {
  const look = useFieldLook();
  return (
    <p id={id} className={look.error}>
      {children}
    </p>
  );
}
