import { useDroppable } from '@dnd-kit/core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import { statusLabel } from '../../../contract/status-labels';
import type { Columns } from './pipeline-columns';

/**
 * On a phone the board shows one column at a time: these buttons choose it, with each status's
 * count. The other statuses' buttons are also where a card dragged by touch may be dropped.
 */
export function StatusSwitcher({
  columns,
  shown,
  onShow,
}: {
  columns: Columns;
  shown: ApplicationStatus;
  onShow: (status: ApplicationStatus) => void;
}) {
  return (
    <div className="admin-board__switcher" role="group" aria-label="Show the column of">
      {APPLICATION_STATUSES.map((s) =>
        s === shown ? (
          <SwitchButton key={s} status={s} total={columns[s].total} shown onShow={onShow} />
        ) : (
          <DropButton key={s} status={s} total={columns[s].total} onShow={onShow} />
        ),
      )}
    </div>
  );
}

function SwitchButton({
  status,
  total,
  shown,
  over = false,
  onShow,
  setRef,
}: {
  status: ApplicationStatus;
  total: number;
  shown: boolean;
  over?: boolean;
  onShow: (status: ApplicationStatus) => void;
  setRef?: (node: HTMLElement | null) => void;
}) {
  return (
    <button
      ref={setRef}
      type="button"
      className={`admin-board__switch${over ? ' admin-board__switch--over' : ''}`}
      aria-pressed={shown}
      data-testid={`switch-${status}`}
      onClick={() => onShow(status)}
    >
      {statusLabel(status)} <span className="admin-board__count">{total}</span>
    </button>
  );
}

/** A status not shown: a drop target too (its id is the status, like a column's). */
function DropButton({
  status,
  total,
  onShow,
}: {
  status: ApplicationStatus;
  total: number;
  onShow: (status: ApplicationStatus) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <SwitchButton
      status={status}
      total={total}
      shown={false}
      over={isOver}
      onShow={onShow}
      setRef={setNodeRef}
    />
  );
}
