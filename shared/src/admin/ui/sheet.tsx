import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Shows a sheet at once: from a tap handler, before React renders `open`, so that it is in the very
 * next frame. Focus goes to its first control, as a modal dialog's would.
 */
export function showSheet(dialog: HTMLDialogElement | null) {
  if (!dialog || dialog.matches(':popover-open')) return;
  dialog.showPopover();
  dialog
    .querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled), select, [href]')
    ?.focus();
}

/**
 * A panel on a <dialog> shown as a popover: a sheet rising from the bottom edge on a phone, a
 * centred box on a wide screen (admin.css), over a dimmed page that is part of the popover (a tap
 * there closes it and reaches nothing under it). Escape, that tap and its button close it; focus
 * goes into it and returns to what opened it. Not a modal dialog on purpose: making the rest of
 * the page inert restyles every element of it, 40-60 ms of a phone's main thread at each opening
 * (measured at 4x on a list of 30 cards), and a filter or "Move to…" sheet is a light choice that
 * a tap beside it may dismiss. Used for a list's filters and a card's "Move to…".
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
   * The <dialog>, for a button that opens it in its own tap handler (`showSheet`) before React
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
  const closed = useRef(onClose);
  /** Whether the owner holds it open: a close it asked for itself is not reported back. */
  const held = useRef(open);
  useLayoutEffect(() => {
    closed.current = onClose;
  });
  // Before the browser paints (a layout effect): the tap's answer is in the very next frame.
  useLayoutEffect(() => {
    const dialog = ref.current;
    held.current = open;
    if (!dialog) return;
    if (open) showSheet(dialog);
    else dialog.hidePopover();
  }, [open, ref]);
  // Closed by the browser (Escape, a tap outside): the state follows.
  useEffect(() => {
    const dialog = ref.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed' && held.current) closed.current();
    };
    dialog?.addEventListener('toggle', onToggle);
    return () => dialog?.removeEventListener('toggle', onToggle);
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className="admin-sheet"
      popover="auto"
      aria-labelledby={titleId}
      // A tap on the dimmed page around the box: the popover itself is tapped, and it closes.
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
