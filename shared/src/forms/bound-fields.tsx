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

type ChangeHandler = (
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
) => void;

/**
 * Splits a bound field's props: what its box shows (label, hint, the form's message), what its
 * control gets (registration, `required`, the box's aria attributes) and the rest, passed to the
 * control as they are.
 */
function useBound<Rest extends object>(
  props: BoundFieldProps & { onChange?: ChangeHandler | undefined } & Rest,
) {
  const { name, label, required, hint, hideLabel, id, boxClassName, onChange, ...rest } = props;
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const prefix = useFormIdPrefix();
  const error = get(errors, name) as { message?: string } | undefined;
  const box = {
    id: id ?? `${prefix}-${name.replaceAll('.', '-')}`,
    label,
    required,
    hint,
    error: error?.message,
    hideLabel,
    className: boxClassName,
  };
  const registration = register(name, onChange ? { onChange } : {});
  return {
    box,
    rest,
    /** The control's own attributes after the caller's: the form's binding wins. */
    control: (aria: object) => ({ required, ...registration, ...aria }),
  };
}

type InputProps = BoundFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required'>;

export function TextField({ className, ...props }: InputProps) {
  const look = useFieldLook();
  const { box, rest, control } = useBound(props as typeof props & { onChange?: ChangeHandler });
  return (
    <Field {...box}>
      {(aria) => <input className={className ?? look.input} {...rest} {...control(aria)} />}
    </Field>
  );
}

type TextAreaProps = BoundFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required'>;

export function TextAreaField({ className, ...props }: TextAreaProps) {
  const look = useFieldLook();
  const { box, rest, control } = useBound(props as typeof props & { onChange?: ChangeHandler });
  return (
    <Field {...box}>
      {(aria) => <textarea className={className ?? look.textarea} {...rest} {...control(aria)} />}
    </Field>
  );
}

type SelectProps = BoundFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required'> & {
    children: ReactNode;
  };

export function SelectField({ className, children, ...props }: SelectProps) {
  const look = useFieldLook();
  const { box, rest, control } = useBound(props as typeof props & { onChange?: ChangeHandler });
  return (
    <Field {...box}>
      {(aria) => (
        <select className={className ?? look.select} {...rest} {...control(aria)}>
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

/**
 * One of a few choices, as radio buttons under a legend (a rating: strong no … strong yes). The
 * group is a `radiogroup` named by its legend; the form's message for it shows under the choices
 * and is read with the group. A wrong submit focuses its first choice.
 */
export function ChoiceField<Value extends string>({
  name,
  legend,
  choices,
  required,
  id,
}: {
  name: string;
  legend: ReactNode;
  choices: ReadonlyArray<{ value: Value; label: ReactNode }>;
  required?: boolean;
  /** The group's id (its message's is `${id}-error`), when not the form's prefix and the name. */
  id?: string;
}) {
  const look = useFieldLook();
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const prefix = useFormIdPrefix();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const groupId = id ?? `${prefix}-${name.replaceAll('.', '-')}`;
  const registration = register(name);
  return (
    <fieldset
      id={groupId}
      role="radiogroup"
      className={[look.field, look.choiceGroup, error ? look.invalid : '']
        .filter(Boolean)
        .join(' ')}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={error ? `${groupId}-error` : undefined}
    >
      <legend className={look.label}>
        {legend}
        {required ? (
          <span className={look.required} aria-hidden="true">
            {look.requiredMark}
          </span>
        ) : null}
      </legend>
      <div className={look.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={look.checkbox}>
            <input type="radio" value={choice.value} {...registration} />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${groupId}-error`} className={look.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
