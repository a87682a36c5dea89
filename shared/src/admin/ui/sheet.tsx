import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal panel on the native <dialog>: a sheet rising from the bottom edge on a phone, a centred
 * box on a wide screen (admin.css). The dialog keeps focus inside, Escape and the close button
 * close it, and focus returns to what opened it. Used for a list's filters and a card's "Move to…".
 */
export function Sheet({
  open,
  title,
  onClose,
  closeLabel = 'Done',
  dialogRef,
  children,
}: {
  open: boolean;
  /**
   * The <dialog>, for a button that opens it in its own tap handler (showModal) before React
   * renders `open`: the sheet then shows in the very next frame.
   */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  title: string;
  onClose: () => void;
  /** The button that closes it, at its foot. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const titleId = useId();
  // Before the browser paints (a layout effect): the tap's answer is in the very next frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, ref]);

  return (
    <dialog
      ref={ref}
      className="admin-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap on the backdrop (outside the sheet's box) closes it, as on a phone's own sheets.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="admin-sheet__box">
        <h2 id={titleId} className="admin-sheet__title">
          {title}
        </h2>
        {children}
        <div className="admin-sheet__actions">
          <button type="button" className="admin-btn" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
