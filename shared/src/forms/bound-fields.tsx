/**
 * The kit's fields bound to the contract form around them (by `name`): each registers its
 * control, shows the form's message for it and takes its id from the form's prefix.
 */
import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useFormIdPrefix } from './contract-form';
import { Field } from './field';
import { useFieldLook } from './field-look';

interface BoundFieldProps {
  /** The field's dotted path in the form's values (`salary.min`). */
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** The control's id, when it is not the form's prefix and the name (`job-salaryMin`). */
  id?: string;
  /** The field box's own class. */
  boxClassName?: string;
}

/** The control's id, its registration and its message. */
function useBinding(
  name: string,
  id: string | undefined,
  onChange?: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void,
) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const prefix = useFormIdPrefix();
  const error = get(errors, name) as { message?: string } | undefined;
  return {
    id: id ?? `${prefix}-${name.replaceAll('.', '-')}`,
    error: error?.message,
    registration: register(name, onChange ? { onChange } : {}),
  };
}

type InputProps = BoundFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>;

export function TextField({
  name,
  label,
  required,
  hint,
  hideLabel,
  id,
  boxClassName,
  onChange,
  className,
  ...input
}: InputProps) {
  const look = useFieldLook();
  const bound = useBinding(name, id, onChange as never);
  return (
    <Field
      id={bound.id}
      label={label}
      required={required}
      hint={hint}
      error={bound.error}
      hideLabel={hideLabel}
      className={boxClassName}
    >
      {(aria) => (
        <input
          className={className ?? look.input}
          required={required}
          {...input}
          {...bound.registration}
          {...aria}
        />
      )}
    </Field>
  );
}

type TextAreaProps = BoundFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required'>;

export function TextAreaField({
  name,
  label,
  required,
  hint,
  hideLabel,
  id,
  boxClassName,
  onChange,
  className,
  ...textarea
}: TextAreaProps) {
  const look = useFieldLook();
  const bound = useBinding(name, id, onChange as never);
  return (
    <Field
      id={bound.id}
      label={label}
      required={required}
      hint={hint}
      error={bound.error}
      hideLabel={hideLabel}
      className={boxClassName}
    >
      {(aria) => (
        <textarea
          className={className ?? look.textarea}
          required={required}
          {...textarea}
          {...bound.registration}
          {...aria}
        />
      )}
    </Field>
  );
}

type SelectProps = BoundFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required'> & {
    children: ReactNode;
  };

export function SelectField({
  name,
  label,
  required,
  hint,
  hideLabel,
  id,
  boxClassName,
  onChange,
  className,
  children,
  ...select
}: SelectProps) {
  const look = useFieldLook();
  const bound = useBinding(name, id, onChange as never);
  return (
    <Field
      id={bound.id}
      label={label}
      required={required}
      hint={hint}
      error={bound.error}
      hideLabel={hideLabel}
      className={boxClassName}
    >
      {(aria) => (
        <select
          className={className ?? look.select}
          required={required}
          {...select}
          {...bound.registration}
          {...aria}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label on one line (a yes/no field: it shows no message). */
export function CheckboxField({
  name,
  label,
  ...input
}: { name: string; label: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type'
>) {
  const look = useFieldLook();
  const { register } = useFormContext();
  return (
    <label className={look.checkbox}>
      <input type="checkbox" {...input} {...register(name)} />
      {label}
    </label>
  );
}
