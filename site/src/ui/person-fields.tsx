import { FormField } from './form-field';
import type { FieldBinding } from './use-zod-form';

/** The required "First name" / "Last name" row of the contact and consultation forms. */
export function NameFields({ bind }: { bind: (name: 'firstName' | 'lastName') => FieldBinding }) {
  return (
    <div className="form__row">
      <FormField label="First name" required autoComplete="given-name" {...bind('firstName')} />
      <FormField label="Last name" required autoComplete="family-name" {...bind('lastName')} />
    </div>
  );
}

/** The required email field of a form. */
export function EmailField(binding: FieldBinding) {
  return <FormField label="Email" type="email" required autoComplete="email" {...binding} />;
}
