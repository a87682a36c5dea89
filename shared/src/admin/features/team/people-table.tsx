import { ROLE_LABELS, ROLES, type Role } from '../../../contract/roles';
import type { StaffMember } from '../../../contract/team';
import { formatDateTime } from '../../ui/format-date';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import type { Team } from './use-team';

/**
 * Everyone with access: role (changeable where this person may), two-factor, last sign-in,
 * state, and the password-reset, deactivate and reactivate actions.
 */
export function PeopleTable({
  team,
  myId,
  offered,
  mayChange,
  onDeactivate,
}: {
  team: Team;
  myId: string | undefined;
  offered: readonly Role[];
  mayChange: (person: StaffMember) => boolean;
  onDeactivate: (person: StaffMember) => void;
}) {
  const { api, people, busy, run, showIssued } = team;
  const columns: Array<ListColumn<StaffMember>> = [
    {
      id: 'name',
      header: 'Name',
      card: 'title',
      cell: (person) => (
        <>
          {person.name}
          {person._id === myId && ' (you)'}
          <div className="admin-muted">{person.email}</div>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (person) => (
        <>
          {mayChange(person) ? (
            <select
              className="admin-select"
              aria-label={`Role of ${person.name}`}
              value={person.role}
              disabled={busy}
              onChange={(e) => {
                const next = e.target.value as Role;
                void run(async () => {
                  await api.team.update({ params: { id: person._id }, body: { role: next } });
                  return `${person.name} is now ${ROLE_LABELS[next]}.`;
                }, 'Failed to change the role');
              }}
            >
              {ROLES.filter((r) => offered.includes(r) || r === person.role).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          ) : (
            ROLE_LABELS[person.role]
          )}
        </>
      ),
    },
    { id: 'two-factor', header: 'Two-factor', cell: (person) => (person.twoFactor ? 'On' : 'Off') },
    {
      id: 'last-sign-in',
      header: 'Last sign-in',
      cell: (person) => (person.lastSignInAt ? formatDateTime(person.lastSignInAt) : 'Never'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (person) => (
        <span
          className={`admin-badge ${person.active ? 'admin-badge--success' : 'admin-badge--muted'}`}
        >
          {person.active ? 'Active' : 'Deactivated'}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (person) => (
        <>
          {mayChange(person) && person._id !== myId && (
            <div className="admin-team__actions">
              {person.active ? (
                <>
                  <button
                    type="button"
                    className="admin-btn admin-btn--small admin-btn--secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        const answer = await api.team.passwordResetLink({
                          params: { id: person._id },
                        });
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
                    onClick={() => onDeactivate(person)}
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
                      await api.team.update({ params: { id: person._id }, body: { active: true } });
                      return `${person.name} can sign in again.`;
                    }, 'Failed to reactivate')
                  }
                >
                  Reactivate
                </button>
              )}
            </div>
          )}
        </>
      ),
    },
  ];
  return (
    <section aria-labelledby="team-people-title">
      <h2 id="team-people-title">People</h2>
      {!people ? (
        <p>Loading...</p>
      ) : (
        <div className="admin-table-wrap admin-card">
          <DataTable columns={columns} rows={people} rowTestId="team-row" />
        </div>
      )}
    </section>
  );
}
