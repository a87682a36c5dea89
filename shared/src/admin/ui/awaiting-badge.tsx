import { AWAITING_LABELS, type Awaiting } from '../../contract/awaiting';

/**
 * Whose turn a conversation is: "Awaiting us" (the person wrote last) stands out, "Awaiting them"
 * does not. Nothing when no one has written yet.
 */
export function AwaitingBadge({ awaiting }: { awaiting: Awaiting | null | undefined }) {
  if (!awaiting) return null;
  return (
    <span
      className={`admin-badge ${awaiting === 'us' ? 'admin-badge--warning' : 'admin-badge--muted'}`}
      data-testid="awaiting"
    >
      {AWAITING_LABELS[awaiting]}
    </span>
  );
}
