import { OUTBOX_STATE_LABELS, type OutboxState } from '../../../contract/notifications';

/** A message's state (queued, sent, failed, …) as a coloured badge. */
export function StateBadge({ state }: { state: OutboxState }) {
  return (
    <span className={`admin-outbox-state admin-outbox-state--${state}`}>
      {OUTBOX_STATE_LABELS[state]}
    </span>
  );
}
