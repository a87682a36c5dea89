import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api-client/transport';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../contract/team-messages';
import { loginInput } from '../../contract/admin';
import { MESSAGES } from '../../contract/messages';
import { useAdminSession } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { LoadingPage } from '../ui/loading-screen';
import { serverMessageOr } from '../ui/error-message';
import { DEFAULT_RETURN, safeReturnPath } from './return-path';
import './login-page.css';
import { COMPANY } from '../../brand/company';
import { CompanyLogo } from '../ui/company-logo';
import { adminPaths } from '../app/admin-paths';
import { Field } from '../../forms/field';

export function LoginPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // After the right password of someone with two-factor sign-in: the code step.
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  // A recovery code has letters: the phone's keyboard then offers them (the app's code: digits).
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const routeState = location.state as { from?: string; notice?: string } | null;
  const from = routeState?.from;
  // Set by the account page after a password change or "Sign out everywhere".
  const notice = typeof routeState?.notice === 'string' ? routeState.notice : '';
  // Back to the page that asked for the sign-in (only a page of this admin: see return-path.ts).
  const target =
    safeReturnPath(new URLSearchParams(location.search).get('next')) ??
    safeReturnPath(from) ??
    DEFAULT_RETURN;

  // While the session is checked: the form at once once nobody is remembered as signed in here;
  // someone who was is most likely sent on by the check, and a form would only flash.
  const waitForCheck = !session.recalled || session.admin !== null;
  if (session.status === 'loading' && waitForCheck && !busy) return <LoadingPage />;
  if (session.status === 'authenticated' && !busy) return <Navigate to={target} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (askCode && !code.trim()) {
      setFieldErrors({ code: 'Enter the code' });
      return;
    }
    const parsed = loginInput.safeParse({ email, password, ...(askCode ? { code } : {}) });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '_');
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await session.login(parsed.data);
      void navigate(target, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.twoFactorRequired) {
        // The first time it is a question, not an error: show the code field.
        if (askCode) setError(err.message);
        setAskCode(true);
        setCode('');
      } else {
        setError(serverMessageOr(err, MESSAGES.login.failed));
      }
      setBusy(false);
    }
  }

  return (
    <main className="admin-login">
      <div className="admin-login__panel admin-card">
        <div className="admin-login__brand">
          <CompanyLogo />
          <span>{COMPANY.name}</span>
        </div>
        <h1 className="admin-login__title">Admin Login</h1>
        <p className="admin-login__subtitle">Sign in to manage requests, jobs and blog posts.</p>
        {notice && !error && <Banner kind="info">{notice}</Banner>}
        {error && <Banner kind="error">{error}</Banner>}
        <form className="admin-form" onSubmit={onSubmit} noValidate>
          <Field id="login-email" label="Email" error={fieldErrors.email}>
            {(aria) => (
              <input
                className="admin-input"
                type="email"
                name="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field id="login-password" label="Password" error={fieldErrors.password}>
            {(aria) => (
              <input
                className="admin-input"
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          {askCode && (
            <>
              <Field
                id="login-code"
                label={recovery ? 'Recovery code' : 'Two-factor code'}
                hint={TWO_FACTOR_REQUIRED_MESSAGE}
                error={fieldErrors.code}
              >
                {(aria) => (
                  <input
                    className="admin-input"
                    name="code"
                    autoComplete={recovery ? 'off' : 'one-time-code'}
                    inputMode={recovery ? 'text' : 'numeric'}
                    autoCapitalize="none"
                    spellCheck={false}
                    autoFocus
                    required
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    {...aria}
                  />
                )}
              </Field>
              <button
                type="button"
                className="admin-btn admin-btn--link admin-login__switch"
                onClick={() => {
                  setRecovery((on) => !on);
                  setCode('');
                }}
              >
                {recovery ? 'Use the code from your app' : 'Use a recovery code'}
              </button>
            </>
          )}
          <button className="admin-btn admin-login__submit" type="submit" disabled={busy}>
            {busy ? 'Signing in...' : askCode ? 'Verify' : 'Sign In'}
          </button>
        </form>
        <p className="admin-login__aside">
          <Link to={adminPaths.forgotPassword}>Forgot your password?</Link>
        </p>
      </div>
    </main>
  );
}
