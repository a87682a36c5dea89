import { useImperativeHandle, useState, type Ref } from 'react';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import { statusLabel } from '../../../contract/status-labels';
import { Sheet } from '../../ui/sheet';

/** "Move to…": the statuses a card may go to, one tap (or Enter) each; the current one is shown. */
export function MoveSheet({
  application,
  onMove,
  onClose,
}: {
  application: JobApplication | null;
  onMove: (application: JobApplication, to: ApplicationStatus) => void;
  onClose: () => void;
}) {
  return (
    <Sheet
      open={application !== null}
      title={application ? `Move ${application.fullName} to` : 'Move to'}
      closeLabel="Cancel"
      onClose={onClose}
    >
      <div className="admin-sheet__controls" role="group" aria-label="Statuses">
        {application &&
          APPLICATION_STATUSES.map((s) =>
            s === application.status ? (
              <button key={s} type="button" className="admin-btn admin-btn--secondary" disabled>
                {statusLabel(s)} (now)
              </button>
            ) : (
              <button
                key={s}
                type="button"
                className="admin-btn admin-btn--secondary"
                onClick={() => onMove(application, s)}
              >
                {statusLabel(s)}
              </button>
            ),
          )}
      </div>
    </Sheet>
  );
}

export interface MoveMenuHandle {
  open: (application: JobApplication) => void;
}

/**
 * The "Move to…" sheet with its own state, opened through `ref`: a tap draws the sheet alone.
 * Kept by the board, the open card drew the whole board again (its drag context, columns and
 * cards: ~45 ms of the tap at 4x CPU throttling).
 */
export function MoveMenu({
  ref,
  onMove,
}: {
  ref: Ref<MoveMenuHandle>;
  onMove: (application: JobApplication, to: ApplicationStatus) => void;
}) {
  const [application, setApplication] = useState<JobApplication | null>(null);
  useImperativeHandle(ref, () => ({ open: setApplication }), []);
  return (
    <MoveSheet
      application={application}
      onMove={(moved, to) => {
        setApplication(null);
        onMove(moved, to);
      }}
      onClose={() => setApplication(null)}
    />
  );
}
