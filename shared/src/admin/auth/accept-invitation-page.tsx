/** Where an invitation e-mail's link leads: choose a name and password, and be signed in. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api-client/transport';
import { newPassword } from '../../contract/admin';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../contract/roles';
import type { InvitationPreview } from '../../contract/team';
import { INVALID_LINK } from '../../contract/team-messages';
import { useAdminApi, useAdminSession } from '../app/admin-platform-context';
import { Banner } from '../ui/banner';
import { serverMessageOr } from '../ui/error-message';
import { LoadingPage } from '../ui/loading-screen';
import { PASSWORD_HINT, PasswordField, SignedOutPanel } from './signed-out-panel';
import { adminPaths } from '../app/admin-paths';
import { Field } from '../../forms/field';

export function AcceptInvitationPage() {
  const api = useAdminApi();
  const session = useAdminSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      setInvalid(true);
      return;
    }
    api.invitations
      .preview({ query: { token } })
      .then(setPreview)
      .catch(() => setInvalid(true));
  }, [api, token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Name is required';
    const rule = newPassword(preview?.email ?? '').safeParse(password);
    if (!rule.success) found.password = rule.error.issues[0]?.message ?? 'Invalid password';
    if (password !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const info = await api.invitations.accept({ body: { token, name: name.trim(), password } });
      await session.signedIn(info);
      void navigate(adminPaths.dashboard(), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) setErrors(caught.errors);
      setError(serverMessageOr(caught, 'Failed to accept the invitation'));
      setBusy(false);
    }
  }

  if (invalid) {
    return (
      <SignedOutPanel title="Invitation">
        <Banner kind="error">{INVALID_LINK} Ask whoever invited you for a new invitation.</Banner>
        <p className="admin-login__aside">
          <Link to={adminPaths.login}>Go to sign-in</Link>
        </p>
      </SignedOutPanel>
    );
  }
  if (!preview) return <LoadingPage />;

  return (
    <SignedOutPanel
      title="Join the team"
      subtitle={
        <>
          You are invited as <strong>{ROLE_LABELS[preview.role]}</strong>:{' '}
          {ROLE_DESCRIPTIONS[preview.role]}
        </>
      }
    >
      {error && <Banner kind="error">{error}</Banner>}
      <form className="admin-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field id="accept-email" label="Email">
          {(aria) => (
            <input
              className="admin-input"
              type="email"
              autoComplete="username"
              value={preview.email}
              readOnly
              {...aria}
            />
          )}
        </Field>
        <Field id="accept-name" label="Your name" error={errors.name}>
          {(aria) => (
            <input
              className="admin-input"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...aria}
            />
          )}
        </Field>
        <PasswordField
          id="accept-password"
          label="Password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={PASSWORD_HINT}
        />
        <PasswordField
          id="accept-confirm"
          label="Repeat the password"
          value={confirm}
          onChange={setConfirm}
          error={errors.confirm}
        />
        <button className="admin-btn admin-login__submit" type="submit" disabled={busy}>
          {busy ? 'Creating your account...' : 'Create my account'}
        </button>
      </form>
    </SignedOutPanel>
  );
}
