import { FormField } from './form-field';
import type { FieldBinding } from './use-zod-form';

/** The required "First name" / "Last name" row of the contact and consultation forms. */
export function NameFields({ field }: { field: (name: 'firstName' | 'lastName') => FieldBinding }) {
  return (
    <div className="form__row">
      <FormField label="First name" required autoComplete="given-name" {...field('firstName')} />
      <FormField label="Last name" required autoComplete="family-name" {...field('lastName')} />
    </div>
  );
}

/** The required email field of a form. */
export function EmailField(binding: FieldBinding) {
  return <FormField label="Email" type="email" required autoComplete="email" {...binding} />;
}
