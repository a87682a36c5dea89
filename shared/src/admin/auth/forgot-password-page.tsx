/** Ask for a password-reset link by e-mail (the answer never says whether the account exists). */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdminApi } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { serverMessageOr } from '../ui/error-message';
import { SignedOutPanel } from './signed-out-panel';
import { adminPaths } from '../app/admin-paths';
import { Field } from '../../forms/field';

export function ForgotPasswordPage() {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (!email.trim()) return setFieldError('Email is required');
    setFieldError('');
    setBusy(true);
    try {
      setSent((await api.passwordReset.request({ body: { email: email.trim() } })).message);
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to send the link'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutPanel title="Forgot your password?" subtitle="We e-mail you a link to set a new one.">
      {sent && (
        <Banner kind="success">
          {sent} No e-mail? An owner or administrator of your team can send you a link from the Team
          page.
        </Banner>
      )}
      {error && <Banner kind="error">{error}</Banner>}
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field id="forgot-email" label="Email" error={fieldError || undefined}>
          {(aria) => (
            <input
              className="admin-input"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...aria}
            />
          )}
        </Field>
        <button className="admin-btn admin-login__submit" type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send me a link'}
        </button>
      </form>
      <p className="admin-login__aside">
        <Link to={adminPaths.login}>Back to sign-in</Link>
      </p>
    </SignedOutPanel>
  );
}
