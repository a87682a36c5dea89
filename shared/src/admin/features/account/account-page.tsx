/**
 * The signed-in administrator's account: change the password (every session ends, this one
 * included, so a stolen session dies with the old password) and sign out everywhere.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { newPassword, PASSWORD_CHANGED_MESSAGE } from '../../../contract/admin';
import { ApiError } from '../../../api-client/transport';
import { useAdminApi, useAdminSession } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import '../../ui/form-page.css';
import { TwoFactorSection } from './two-factor-section';
import { adminPaths } from '../../app/admin-paths';
import { Field } from '../../../forms/field';

export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You were signed out on every device.';

/** `children`: further sections (scheduling's availability, from admin-routes). */
export function AccountPage({ children }: { children?: ReactNode } = {}) {
  const api = useAdminApi();
  const session = useAdminSession();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** The server has ended this session too: forget it here and go to the sign-in page. */
  async function signedOut(notice: string) {
    await session.logout();
    void navigate(adminPaths.login, { replace: true, state: { notice } });
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found: Record<string, string> = {};
    if (!current) found.currentPassword = 'Current password is required';
    const rule = newPassword(session.admin?.email ?? '').safeParse(next);
    if (!rule.success) found.newPassword = rule.error.issues[0]?.message ?? 'Invalid password';
    if (next !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.admin.password({ body: { currentPassword: current, newPassword: next } });
      await signedOut(PASSWORD_CHANGED_MESSAGE);
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) setErrors(caught.errors);
      setError(serverMessageOr(caught, 'Failed to change the password'));
      setBusy(false);
    }
  }

  async function signOutEverywhere() {
    setError('');
    setBusy(true);
    try {
      await api.admin.logoutAll();
      await signedOut(SIGNED_OUT_EVERYWHERE_MESSAGE);
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to sign out everywhere'));
      setBusy(false);
    }
  }

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field id={`account-${id}`} label={label} hint={hint} error={errors[id]}>
      {(aria) => (
        <input
          className="admin-input"
          type="password"
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => set(e.target.value)}
          {...aria}
        />
      )}
    </Field>
  );

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Account</h1>
        <button
          type="button"
          className="admin-btn admin-btn--secondary"
          onClick={() => navigate(adminPaths.dashboard())}
        >
          Back to Dashboard
        </button>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <form
        className="admin-card admin-card--padded admin-form"
        onSubmit={changePassword}
        noValidate
        aria-labelledby="account-password-title"
      >
        <h2 id="account-password-title">Change password</h2>
        <p className="admin-muted">
          Signed in as {session.admin?.email}. Changing the password signs you out on every device,
          this one included.
        </p>
        {field('currentPassword', 'Current password', current, setCurrent, 'current-password')}
        {field(
          'newPassword',
          'New password',
          next,
          setNext,
          'new-password',
          'At least 12 characters, not your e-mail address.',
        )}
        {field('confirm', 'Repeat the new password', confirm, setConfirm, 'new-password')}
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
      <TwoFactorSection />
      {children}
      <section
        className="admin-card admin-card--padded admin-form"
        aria-labelledby="account-sessions-title"
      >
        <h2 id="account-sessions-title">Sessions</h2>
        <p className="admin-muted">
          Lost a device or signed in somewhere you should not have? End every session of this
          account, in every browser and the desktop app.
        </p>
        <div className="admin-form__actions">
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            onClick={signOutEverywhere}
            disabled={busy}
          >
            Sign out everywhere
          </button>
        </div>
      </section>
    </main>
  );
}
