/**
 * The team: who has access and with which role, invitations, deactivation, password-reset links
 * and (owners) the two-factor policy. The server enforces every rule (only owners change owners,
 * the last owner stays); this page offers only what the signed-in role may do and shows the
 * server's reason when it refuses.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import {
  assignableRoles,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '../../../contract/roles';
import type { Invitation, IssuedLink, StaffMember } from '../../../contract/team';
import { useAdminApi, useAdminSession } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import './team.css';
import { adminPaths } from '../../app/admin-paths';

const INVITATION_STATE_LABELS: Record<Invitation['state'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** A link made for someone when no mail server could send it: shown to copy and pass on. */
function LinkToPass({ what, issued }: { what: string; issued: IssuedLink & { link: string } }) {
  return (
    <Banner kind="info">
      <span className="admin-team__link">
        No mail server is configured, so the {what} was not e-mailed. Pass this link on (valid until{' '}
        {formatDateTime(issued.expiresAt)}, usable once):
        <code data-testid="issued-link">{issued.link}</code>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          onClick={() => void navigator.clipboard?.writeText(issued.link)}
        >
          Copy link
        </button>
      </span>
    </Banner>
  );
}

export function TeamPage() {
  const api = useAdminApi();
  const { admin: me } = useAdminSession();
  const myRole: Role = me?.role ?? 'editor';
  const offered = assignableRoles(myRole);
  const [people, setPeople] = useState<StaffMember[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [requireTwoFactor, setRequireTwoFactor] = useState<boolean | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('recruiter');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [issued, setIssued] = useState<{
    what: string;
    value: IssuedLink & { link: string };
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<StaffMember | null>(null);

  const load = useCallback(async () => {
    try {
      const [team, open, policy] = await Promise.all([
        api.listTeam(),
        api.listInvitations(),
        api.securityPolicy(),
      ]);
      setPeople(team);
      setInvitations(open);
      setRequireTwoFactor(policy.requireTwoFactor);
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to load the team'));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(work: () => Promise<string>, fallback: string) {
    setError('');
    setStatus('');
    setBusy(true);
    try {
      setStatus(await work());
      await load();
    } catch (caught) {
      if (caught instanceof ApiError && caught.errors) setFieldErrors(caught.errors);
      setError(serverMessageOr(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  const showIssued = (what: string, value: IssuedLink) =>
    setIssued(value.link ? { what, value: { ...value, link: value.link } } : null);

  function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    if (!email.trim()) return setFieldErrors({ email: 'Email is required' });
    return run(async () => {
      const answer = await api.invite({ email: email.trim(), role });
      showIssued('invitation', answer);
      setEmail('');
      return answer.emailed
        ? `Invitation e-mailed to ${answer.invitation.email}.`
        : `Invitation created for ${answer.invitation.email}.`;
    }, 'Failed to send the invitation');
  }

  const mayChange = (person: StaffMember) => myRole === 'owner' || person.role !== 'owner';

  return (
    <main className="admin-page admin-team">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Team</h1>
        <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--secondary">
          Back to Dashboard
        </Link>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite">
        {status}
      </p>
      {issued && <LinkToPass what={issued.what} issued={issued.value} />}

      <section className="admin-card admin-card--padded" aria-labelledby="team-invite-title">
        <h2 id="team-invite-title">Invite someone</h2>
        <form className="admin-team__invite" onSubmit={(e) => void invite(e)} noValidate>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="invite-email">
              E-mail
            </label>
            <input
              id="invite-email"
              className="admin-input"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? 'invite-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {fieldErrors.email && (
              <span id="invite-email-error" className="admin-field__error">
                {fieldErrors.email}
              </span>
            )}
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="invite-role">
              Role
            </label>
            <select
              id="invite-role"
              className="admin-select"
              value={role}
              aria-describedby="invite-role-hint"
              onChange={(e) => setRole(e.target.value as Role)}
            >
              {offered.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
            <span id="invite-role-hint" className="admin-field__hint">
              {ROLE_DESCRIPTIONS[role]}
            </span>
          </div>
          <button type="submit" className="admin-btn" disabled={busy}>
            Send invitation
          </button>
        </form>
      </section>

      <section aria-labelledby="team-people-title">
        <h2 id="team-people-title">People</h2>
        {!people ? (
          <p>Loading...</p>
        ) : (
          <div className="admin-table-wrap admin-card">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Two-factor</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => (
                  <tr key={person._id} data-testid="team-row">
                    <td>
                      {person.name}
                      {person._id === me?._id && ' (you)'}
                      <div className="admin-muted">{person.email}</div>
                    </td>
                    <td>
                      {mayChange(person) ? (
                        <select
                          className="admin-select"
                          aria-label={`Role of ${person.name}`}
                          value={person.role}
                          disabled={busy}
                          onChange={(e) => {
                            const next = e.target.value as Role;
                            void run(async () => {
                              await api.updateMember(person._id, { role: next });
                              return `${person.name} is now ${ROLE_LABELS[next]}.`;
                            }, 'Failed to change the role');
                          }}
                        >
                          {ROLES.filter((r) => offered.includes(r) || r === person.role).map(
                            (r) => (
                              <option key={r} value={r}>
                                {ROLE_LABELS[r]}
                              </option>
                            ),
                          )}
                        </select>
                      ) : (
                        ROLE_LABELS[person.role]
                      )}
                    </td>
                    <td>{person.twoFactor ? 'On' : 'Off'}</td>
                    <td>{person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'}</td>
                    <td>
                      <span
                        className={`admin-badge ${person.active ? 'admin-badge--success' : 'admin-badge--muted'}`}
                      >
                        {person.active ? 'Active' : 'Deactivated'}
                      </span>
                    </td>
                    <td>
                      {mayChange(person) && person._id !== me?._id && (
                        <div className="admin-team__actions">
                          {person.active ? (
                            <>
                              <button
                                type="button"
                                className="admin-btn admin-btn--small admin-btn--secondary"
                                disabled={busy}
                                onClick={() =>
                                  void run(async () => {
                                    const answer = await api.sendPasswordResetLink(person._id);
                                    showIssued('password-reset link', answer);
                                    return answer.emailed
                                      ? `Password-reset link e-mailed to ${person.email}.`
                                      : `Password-reset link created for ${person.email}.`;
                                  }, 'Failed to send the link')
                                }
                              >
                                Send password reset
                              </button>
                              <button
                                type="button"
                                className="admin-btn admin-btn--small admin-btn--danger"
                                disabled={busy}
                                onClick={() => setConfirm(person)}
                              >
                                Deactivate
                              </button>
                            </>
                          ) : (
                            <button
                              type="button"
                              className="admin-btn admin-btn--small admin-btn--secondary"
                              disabled={busy}
                              onClick={() =>
                                void run(async () => {
                                  await api.updateMember(person._id, { active: true });
                                  return `${person.name} can sign in again.`;
                                }, 'Failed to reactivate')
                              }
                            >
                              Reactivate
                            </button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="team-invitations-title">
        <h2 id="team-invitations-title">Invitations</h2>
        {invitations.length === 0 ? (
          <p>No open invitations.</p>
        ) : (
          <div className="admin-table-wrap admin-card">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">State</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Valid until</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((invitation) => (
                  <tr key={invitation._id} data-testid="invitation-row">
                    <td>{invitation.email}</td>
                    <td>{ROLE_LABELS[invitation.role]}</td>
                    <td>{INVITATION_STATE_LABELS[invitation.state]}</td>
                    <td>{invitation.invitedBy ?? '(removed)'}</td>
                    <td>{formatDateTime(invitation.expiresAt)}</td>
                    <td>
                      {offered.includes(invitation.role) && (
                        <div className="admin-team__actions">
                          <button
                            type="button"
                            className="admin-btn admin-btn--small admin-btn--secondary"
                            disabled={busy}
                            onClick={() =>
                              void run(async () => {
                                const answer = await api.resendInvitation(invitation._id);
                                showIssued('invitation', answer);
                                return `A new invitation link was made for ${invitation.email}; the old one no longer works.`;
                              }, 'Failed to resend the invitation')
                            }
                          >
                            Resend
                          </button>
                          <button
                            type="button"
                            className="admin-btn admin-btn--small admin-btn--danger"
                            disabled={busy}
                            onClick={() =>
                              void run(async () => {
                                await api.revokeInvitation(invitation._id);
                                return `The invitation of ${invitation.email} was revoked.`;
                              }, 'Failed to revoke the invitation')
                            }
                          >
                            Revoke
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="admin-card admin-card--padded" aria-labelledby="team-policy-title">
        <h2 id="team-policy-title">Two-factor sign-in</h2>
        {requireTwoFactor === null ? null : myRole === 'owner' ? (
          <label className="admin-checkbox">
            <input
              type="checkbox"
              checked={requireTwoFactor}
              disabled={busy}
              onChange={(e) => {
                const next = e.target.checked;
                void run(async () => {
                  await api.setSecurityPolicy({ requireTwoFactor: next });
                  return next
                    ? 'Everyone must now use two-factor sign-in.'
                    : 'Two-factor sign-in is now optional.';
                }, 'Failed to change the policy');
              }}
            />
            Require two-factor sign-in for everyone
          </label>
        ) : (
          <p>
            {requireTwoFactor
              ? 'Everyone must use two-factor sign-in.'
              : 'Two-factor sign-in is optional. Owners can require it.'}
          </p>
        )}
      </section>

      <ConfirmDialog
        open={confirm !== null}
        title="Deactivate this person?"
        message={
          confirm
            ? `${confirm.name} (${confirm.email}) is signed out everywhere at once and cannot sign in until reactivated.`
            : ''
        }
        confirmLabel="Deactivate"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const person = confirm!;
          setConfirm(null);
          void run(async () => {
            await api.updateMember(person._id, { active: false });
            return `${person.name} was deactivated and signed out.`;
          }, 'Failed to deactivate');
        }}
      />
    </main>
  );
}
