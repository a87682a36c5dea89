/**
 * The team: who has access and with which role, invitations, deactivation, password-reset links
 * and (owners) the two-factor policy. The server enforces every rule (only owners change owners,
 * the last owner stays); this page offers only what the signed-in role may do and shows the
 * server's reason when it refuses.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { assignableRoles, type Role } from '../../../contract/roles';
import type { StaffMember } from '../../../contract/team';
import { useAdminSession } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InvitationsTable } from './invitations-table';
import { InviteForm } from './invite-form';
import { LinkToPass } from './link-to-pass';
import { PeopleTable } from './people-table';
import { TwoFactorPolicy } from './two-factor-policy';
import { useTeam } from './use-team';
import './team.css';

export function TeamPage() {
  const { admin: me } = useAdminSession();
  const myRole: Role = me?.role ?? 'editor';
  const offered = assignableRoles(myRole);
  const team = useTeam();
  const [confirm, setConfirm] = useState<StaffMember | null>(null);
  const mayChange = (person: StaffMember) => myRole === 'owner' || person.role !== 'owner';

  return (
    <main className="admin-page admin-team">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Team</h1>
        <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--secondary">
          Back to Dashboard
        </Link>
      </div>
      {team.error && <Banner kind="error">{team.error}</Banner>}
      <p role="status" aria-live="polite">
        {team.status}
      </p>
      {team.issued && <LinkToPass issued={team.issued} />}
      <InviteForm team={team} offered={offered} />
      <PeopleTable
        team={team}
        myId={me?._id}
        offered={offered}
        mayChange={mayChange}
        onDeactivate={setConfirm}
      />
      <InvitationsTable team={team} offered={offered} />
      <TwoFactorPolicy team={team} isOwner={myRole === 'owner'} />
      <ConfirmDialog
        open={confirm !== null}
        title="Deactivate this person?"
        message={
          confirm
            ? `${confirm.name} (${confirm.email}) is signed out everywhere at once and cannot sign in until reactivated.`
            : ''
        }
        confirmLabel="Deactivate"
        busy={team.busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const person = confirm!;
          setConfirm(null);
          void team.run(async () => {
            await team.api.team.update({ params: { id: person._id }, body: { active: false } });
            return `${person.name} was deactivated and signed out.`;
          }, 'Failed to deactivate');
        }}
      />
    </main>
  );
}
