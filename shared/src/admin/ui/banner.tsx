import type { ReactNode } from 'react';

/** The dashboard's and forms' coloured message bar. Errors are announced immediately. */
export function Banner({
  kind,
  children,
  onDismiss,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div
      className={`admin-banner admin-banner--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <span className="admin-banner__text">{children}</span>
      {onDismiss && (
        <button
          type="button"
          className="admin-banner__close"
          aria-label="Dismiss message"
          onClick={onDismiss}
        >
          ×
        </button>
      )}
    </div>
  );
}
