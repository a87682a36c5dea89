import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A list row's actions: Edit (a link to the form), any actions of the list's own (`children`,
 * between the two), and Delete, which asks first (`onDelete` opens the confirmation).
 */
export function RowActions({
  name,
  editTo,
  busy,
  onDelete,
  children,
}: {
  /** The row's title, for the buttons' accessible names ("Edit …", "Delete …"). */
  name: string;
  editTo: string;
  busy: boolean;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="admin-row-actions">
      <Link
        to={editTo}
        className="admin-btn admin-btn--secondary admin-btn--small"
        aria-label={`Edit ${name}`}
      >
        Edit
      </Link>
      {children}
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small admin-btn--danger-link"
        aria-label={`Delete ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}
