/** Cells more than one list shows: an item's age, who handles it. */
import type { StaffRef } from '../../../contract/staff-ref';
import { formatAge, formatDateTime } from '../format-date';

/** "3 hours ago", with the date and time as its machine-readable value and on hover. */
export function AgeCell({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatAge(iso)}
    </time>
  );
}

/** The assignee's name, or "Nobody" (undefined: the answer did not say). */
export function AssigneeCell({ assignee }: { assignee: StaffRef | null | undefined }) {
  if (assignee === undefined) return <span className="admin-muted">—</span>;
  return assignee ? (
    <span className="admin-truncate admin-truncate--cell" title={assignee.email}>
      {assignee.name || assignee.email}
    </span>
  ) : (
    <span className="admin-muted">Nobody</span>
  );
}
