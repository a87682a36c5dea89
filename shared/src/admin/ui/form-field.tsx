import type { ReactNode } from 'react';

/**
 * A form field: its label (with the required mark), the control (`children`, which carries `id`)
 * and an optional hint below it.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  children,
}: {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
        {required && <span className="admin-required">*</span>}
      </label>
      {children}
      {hint && <span className="admin-field__hint">{hint}</span>}
    </div>
  );
}
