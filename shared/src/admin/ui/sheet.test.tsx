// @vitest-environment jsdom
/**
 * A sheet tells its owner once that it closed: when its own button or the owner closes it, and
 * when the browser does (Escape, a tap beside it: light dismiss).
 */
import { useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Popovers for jsdom, as the admin's component tests have them.
import '../testing/admin-test-host';
import { Sheet } from './sheet';

afterEach(cleanup);

function Owner({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet
      open={open}
      title="Filters"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      <label>
        Status <input />
      </label>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('is shown with focus on its first control, and its button closes it with one report', async () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' }) as HTMLDialogElement;
    expect(dialog.matches(':popover-open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Status'));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog.matches(':popover-open')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closed by the browser (light dismiss): the owner is told once', () => {
    const onClose = vi.fn();
    render(<Owner onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' }) as HTMLDialogElement;
    act(() => dialog.hidePopover());
    expect(dialog.matches(':popover-open')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
