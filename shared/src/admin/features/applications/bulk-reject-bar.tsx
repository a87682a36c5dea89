import { statusLabel } from '../../../contract/status-labels';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { BulkReject } from './use-bulk-reject';

/** The bar of the selected applications and the "Reject selected" confirmation. */
export function BulkRejectBar({ reject }: { reject: BulkReject }) {
  const { selected, bulk, setBulk } = reject;
  return (
    <>
      <p role="status" aria-live="polite" className="admin-muted">
        {reject.status}
      </p>
      {selected.size > 0 && (
        <div className="admin-bulk-bar" role="group" aria-label="Selected applications">
          <span>{selected.size} selected</span>
          <button
            type="button"
            className="admin-btn admin-btn--danger admin-btn--small"
            disabled={bulk.busy}
            onClick={() => setBulk((b) => ({ ...b, open: true }))}
          >
            Reject selected
          </button>
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={reject.clear}
          >
            Clear selection
          </button>
        </div>
      )}
      <ConfirmDialog
        open={bulk.open}
        title={`Reject ${selected.size} application${selected.size === 1 ? '' : 's'}?`}
        message={`Each selected application moves to ${statusLabel('rejected')}.`}
        confirmLabel="Reject"
        onCancel={() => setBulk((b) => ({ ...b, open: false }))}
        onConfirm={() => void reject.rejectSelected()}
      >
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={bulk.email}
            onChange={(e) => setBulk((b) => ({ ...b, email: e.target.checked }))}
          />
          E-mail each candidate the rejection message (with their name and job)
        </label>
      </ConfirmDialog>
    </>
  );
}
