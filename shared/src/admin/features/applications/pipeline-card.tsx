import { useDraggable } from '@dnd-kit/core';
import { Link } from 'react-router-dom';
import type { JobApplication } from '../../../contract/application';
import { adminPaths } from '../../app/admin-paths';
import { formatDate } from '../../ui/format-date';

/** A card's text: the applicant (a link to the application), the job, the day they applied. */
export function CardBody({ application }: { application: JobApplication }) {
  return (
    <div className="admin-board__body">
      <Link
        to={adminPaths.application(application._id)}
        className="admin-strong admin-truncate"
        title={application.fullName}
      >
        {application.fullName}
      </Link>
      <div className="admin-muted admin-truncate" title={application.job?.title}>
        {application.job?.title ?? 'Job removed'}
      </div>
      <div className="admin-muted">{formatDate(application.appliedAt)}</div>
    </div>
  );
}

/**
 * A card of a column, placed by the column's virtualiser and moved by its handle (drag, or Space
 * and the arrows), or by its "Move to…" menu (a tap, or Enter: the same for touch and keyboard).
 */
export function Card({
  application,
  index,
  start,
  measure,
  onMoveMenu,
}: {
  application: JobApplication;
  index: number;
  start: number;
  measure: (node: Element | null) => void;
  onMoveMenu: (application: JobApplication) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: application._id,
    data: { status: application.status },
  });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measure(node);
      }}
      data-index={index}
      style={{ transform: `translateY(${start}px)` }}
      className={`admin-board__card${isDragging ? ' admin-board__card--placeholder' : ''}`}
      data-testid="board-card"
    >
      <button
        type="button"
        className="admin-board__handle"
        aria-label={`Move ${application.fullName}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <CardBody application={application} />
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small admin-board__move"
        aria-haspopup="dialog"
        aria-label={`Move to… (${application.fullName})`}
        onClick={() => onMoveMenu(application)}
      >
        Move to…
      </button>
    </li>
  );
}

/** The card that follows the pointer while it moves. */
export function DraggedCard({ application }: { application: JobApplication }) {
  return (
    <div className="admin-board__card admin-board__card--dragging" aria-hidden="true">
      <span className="admin-board__handle">⠿</span>
      <CardBody application={application} />
    </div>
  );
}
