import { ROLE_LABELS, type Role } from '../../../contract/roles';
import type { Invitation } from '../../../contract/team';
import { formatDateTime } from '../../ui/format-date';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
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
  const columns: Array<ListColumn<Invitation>> = [
    { id: 'email', header: 'E-mail', card: 'title', cell: (invitation) => invitation.email },
    { id: 'role', header: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
    {
      id: 'state',
      header: 'State',
      cell: (invitation) => INVITATION_STATE_LABELS[invitation.state],
    },
    {
      id: 'invited-by',
      header: 'Invited by',
      cell: (invitation) => invitation.invitedBy ?? '(removed)',
    },
    {
      id: 'valid-until',
      header: 'Valid until',
      cell: (invitation) => formatDateTime(invitation.expiresAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (invitation) => (
        <>
          {offered.includes(invitation.role) && (
            <div className="admin-team__actions">
              <button
                type="button"
                className="admin-btn admin-btn--small admin-btn--secondary"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const answer = await api.invitations.resend({ params: { id: invitation._id } });
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
                    await api.invitations.revoke({ params: { id: invitation._id } });
                    return `The invitation of ${invitation.email} was revoked.`;
                  }, 'Failed to revoke the invitation')
                }
              >
                Revoke
              </button>
            </div>
          )}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="team-invitations-title">
      <h2 id="team-invitations-title">Invitations</h2>
      {invitations.length === 0 ? (
        <p>No open invitations.</p>
      ) : (
        <div className="admin-table-wrap admin-card">
          <DataTable columns={columns} rows={invitations} rowTestId="invitation-row" />
        </div>
      )}
    </section>
  );
}
