/** Where a password-reset e-mail's link leads: set a new password, then sign in with it. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api-client/transport';
import { PASSWORD_MIN_LENGTH } from '../../contract/admin';
import { INVALID_LINK } from '../../contract/team-messages';
import { useAdminApi, useAdminSession } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { serverMessageOr } from '../ui/error-message';
import { PASSWORD_HINT, PasswordField, SignedOutPanel } from './signed-out-panel';
import { adminPaths } from '../app/admin-paths';

export function ResetPasswordPage() {
  const api = useAdminApi();
  const session = useAdminSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found: Record<string, string> = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      found.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
    }
    if (password !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const { message } = await api.passwordReset.reset({ body: { token, password } });
      // Every session of this person ended, this browser's included.
      await session.logout();
      void navigate(adminPaths.login, { replace: true, state: { notice: message } });
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) setErrors(caught.errors);
      setError(serverMessageOr(caught, 'Failed to set the password'));
      setBusy(false);
    }
  }

  return (
    <SignedOutPanel title="Set a new password" subtitle="Setting it signs you out on every device.">
      {!token && <Banner kind="error">{INVALID_LINK}</Banner>}
      {error && (
        <Banner kind="error">
          {error}
          {errors.token && (
            <>
              {' '}
              <Link to={adminPaths.forgotPassword}>Ask for a new link</Link>
            </>
          )}
        </Banner>
      )}
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <PasswordField
          id="reset-password"
          label="New password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={PASSWORD_HINT}
        />
        <PasswordField
          id="reset-confirm"
          label="Repeat the new password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <button className="admin-btn admin-login__submit" type="submit" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Set password'}
        </button>
      </form>
      <p className="admin-login__aside">
        <Link to={adminPaths.login}>Back to sign-in</Link>
      </p>
    </SignedOutPanel>
  );
}
