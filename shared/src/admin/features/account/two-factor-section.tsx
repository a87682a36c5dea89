/**
 * Two-factor sign-in on the account page: scan a QR code (drawn here, in the page: the secret
 * never leaves for a QR service), enter the app's code, keep the ten recovery codes; turning it
 * off needs the password and a code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { ApiError } from '../../../api-client/transport';
import type { TwoFactorSetup } from '../../../contract/team';
import { useAdminApi, useAdminSession } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { Field } from '../../../forms/field';

function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (drawn) => live && setSvg(drawn),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return null;
  return (
    <img
      className="admin-qr"
      width={192}
      height={192}
      alt="QR code to scan with your authenticator app"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
    />
  );
}

export function TwoFactorSection() {
  const api = useAdminApi();
  const session = useAdminSession();
  const on = session.admin?.twoFactor === true;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, fallback: string) {
    setError('');
    setErrors({});
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) setErrors(caught.errors);
      setError(serverMessageOr(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      setRecovery(null);
      setSetup(await api.twoFactor.setup());
      setCode('');
    }, 'Failed to start the set-up');

  const enable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setErrors({ code: 'Enter the code' });
    return run(async () => {
      const { recoveryCodes } = await api.twoFactor.enable({ body: { code } });
      setRecovery(recoveryCodes);
      setSetup(null);
      setCode('');
      await session.refresh();
      setStatus('Two-factor sign-in is on.');
    }, 'Failed to turn on two-factor sign-in');
  };

  const disable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = 'Password is required';
    if (!code.trim()) found.code = 'Enter the code';
    if (Object.keys(found).length) return setErrors(found);
    return run(async () => {
      await api.twoFactor.disable({ body: { password, code } });
      setPassword('');
      setCode('');
      setRecovery(null);
      await session.refresh();
      setStatus('Two-factor sign-in is off.');
    }, 'Failed to turn off two-factor sign-in');
  };

  const codeField = (
    <Field
      id="two-factor-code"
      label={on ? 'Code from your app, or a recovery code' : 'Code from your app'}
      error={errors.code}
    >
      {(aria) => (
        <input
          className="admin-input"
          autoComplete="one-time-code"
          // Turning it on takes the app's digits; turning it off, a recovery code too.
          inputMode={on ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          {...aria}
        />
      )}
    </Field>
  );

  return (
    <section
      className="admin-card admin-card--padded admin-form"
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {session.admin?.twoFactorSetupRequired && (
        <Banner kind="info">
          Your organisation requires two-factor sign-in. Set it up here to open the rest of the
          admin.
        </Banner>
      )}
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite" className="admin-muted">
        {status ||
          (on
            ? 'On: signing in asks for a code from your authenticator app.'
            : 'Off: signing in needs your password only.')}
      </p>

      {recovery && (
        <div className="admin-recovery" data-testid="recovery-codes">
          <p>
            <strong>Your recovery codes, shown only this once.</strong> Each signs in once when you
            do not have your phone. Keep them somewhere safe.
          </p>
          <ul className="admin-recovery__codes">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--secondary"
            onClick={() => void navigator.clipboard?.writeText(recovery.join('\n'))}
          >
            Copy codes
          </button>
        </div>
      )}

      {!on && !setup && (
        <div className="admin-form__actions">
          <button type="button" className="admin-btn" onClick={() => void start()} disabled={busy}>
            Set up two-factor sign-in
          </button>
        </div>
      )}

      {!on && setup && (
        <form onSubmit={(e) => void enable(e)} noValidate className="admin-form">
          <p>
            Scan this code with an authenticator app (1Password, Google Authenticator, Microsoft
            Authenticator, Authy…), then enter the 6-digit code it shows.
          </p>
          <QrCode text={setup.otpauthUrl} />
          <p className="admin-muted">
            Cannot scan? Enter this key in the app:{' '}
            <code data-testid="totp-secret">{setup.secret}</code>
          </p>
          {codeField}
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn" disabled={busy}>
              Turn on
            </button>
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={() => setSetup(null)}
              disabled={busy}
            >
              Cancel
            </button>
          </div>
        </form>
      )}

      {on && (
        <form onSubmit={(e) => void disable(e)} noValidate className="admin-form">
          <Field id="two-factor-password" label="Password" error={errors.password}>
            {(aria) => (
              <input
                className="admin-input"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          {codeField}
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn admin-btn--danger" disabled={busy}>
              Turn off two-factor sign-in
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
