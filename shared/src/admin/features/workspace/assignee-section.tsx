import { useEffect, useState } from 'react';
import type { SubmissionKind } from '../../../contract/notifications';
import { can, SUBMISSION_PERMISSION } from '../../../contract/roles';
import type { StaffDirectoryEntry } from '../../../contract/team';
import type { StaffRef } from '../../../contract/workspace';
import { useAdminApi, useAdminSession } from '../../app/admin-platform-context';
import type { PanelAction } from './use-panel-action';

/** Who handles the submission: anyone of the team whose role may see it, or nobody. */
export function AssigneeSection({
  kind,
  assignee,
  assign,
  action: { busy, run },
}: {
  kind: SubmissionKind;
  assignee: StaffRef | null;
  assign: (assigneeId: string | null) => Promise<void>;
  action: PanelAction;
}) {
  const api = useAdminApi();
  const { admin } = useAdminSession();
  const [people, setPeople] = useState<StaffDirectoryEntry[]>([]);

  useEffect(() => {
    api.team
      .directory()
      .then(({ items }) => items)
      .then((all) => setPeople(all.filter((p) => can(p.role, SUBMISSION_PERMISSION[kind]))))
      .catch(() => setPeople([]));
  }, [api, kind]);

  // The assignee stays offered even when their role no longer may see such submissions.
  const options =
    people.some((p) => p._id === assignee?._id) || !assignee
      ? people
      : [...people, { ...assignee, role: 'admin' as const }];

  return (
    <section className="admin-card admin-card--padded" aria-labelledby="workspace-assignee">
      <h2 id="workspace-assignee">Assignee</h2>
      <div className="admin-workspace__assign">
        <select
          className="admin-select"
          aria-label="Assignee"
          value={assignee?._id ?? ''}
          disabled={busy}
          onChange={(e) => {
            const id = e.target.value || null;
            const who = people.find((p) => p._id === id);
            void run(
              () => assign(id),
              id ? `Assigned to ${who?.name ?? 'them'}.` : 'Nobody is assigned now.',
              'Failed to assign',
            );
          }}
        >
          <option value="">Nobody</option>
          {options.map((p) => (
            <option key={p._id} value={p._id}>
              {p.name} ({p.email})
            </option>
          ))}
        </select>
        {admin && assignee?._id !== admin._id && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            disabled={busy}
            onClick={() =>
              void run(() => assign(admin._id), 'Assigned to you.', 'Failed to assign')
            }
          >
            Assign to me
          </button>
        )}
      </div>
    </section>
  );
}
