import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An accessible modal confirmation on the native <dialog> element (works in browsers and in the
 * Electron renderer, unlike window.prompt). Escape or Cancel answers no.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The confirm button's text while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Choices that go with the action (a checkbox), between the message and the buttons. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="admin-dialog-title"
      aria-describedby="admin-dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="admin-dialog-title" className="admin-dialog__title">
        {title}
      </h2>
      <p id="admin-dialog-message" className="admin-dialog__message">
        {message}
      </p>
      {children}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--danger"
          onClick={onConfirm}
          disabled={busy}
          autoFocus
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
