import { ROLE_LABELS, type Role } from '../../../contract/roles';
import type { Invitation } from '../../../contract/team';
import { formatDateTime } from '../../ui/format-date';
import type { Team } from './use-team';

const INVITATION_STATE_LABELS: Record<Invitation['state'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The open invitations, resent or revoked by those who may give their role. */
export function InvitationsTable({ team, offered }: { team: Team; offered: readonly Role[] }) {
  const { api, invitations, busy, run, showIssued } = team;
  return (
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
  );
}
