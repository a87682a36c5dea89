import type { ReactNode } from 'react';
import './login-page.css';
import { COMPANY } from '../../brand/company';
import { CompanyLogo } from '../ui/company-logo';
import { Field } from '../../forms/field';

/** The centred card of the pages one reaches signed out: sign-in, invitation, password reset. */
export function SignedOutPanel({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="admin-login">
      <div className="admin-login__panel admin-card">
        <div className="admin-login__brand">
          <CompanyLogo />
          <span>{COMPANY.name}</span>
        </div>
        <h1 className="admin-login__title">{title}</h1>
        {subtitle && <p className="admin-login__subtitle">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

/** A password field with its error, as the signed-out forms use it. */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          className="admin-input"
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      )}
    </Field>
  );
}

export const PASSWORD_HINT = 'At least 12 characters, not your e-mail address.';
