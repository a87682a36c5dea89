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
