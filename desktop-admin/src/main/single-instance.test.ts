import { describe, expect, it, vi } from 'vitest';
import { enforceSingleInstance, type FocusableWindow } from './single-instance';

function fakeWindow(minimized: boolean): FocusableWindow & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: () => void calls.push('restore'),
    show: () => void calls.push('show'),
    focus: () => void calls.push('focus'),
  };
}

describe('single instance', () => {
  it('quits a second instance', () => {
    const app = { requestSingleInstanceLock: () => false, quit: vi.fn(), on: vi.fn() };
    expect(enforceSingleInstance(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalledOnce();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('focuses (and restores) the first window when launched again', () => {
    let onSecond: ((event: unknown, argv: string[]) => void) | undefined;
    const app = {
      requestSingleInstanceLock: () => true,
      quit: vi.fn(),
      on: (_event: 'second-instance', listener: (event: unknown, argv: string[]) => void) =>
        (onSecond = listener),
    };
    const win = fakeWindow(true);
    const argvs: string[][] = [];
    expect(
      enforceSingleInstance(
        app,
        () => win,
        (argv) => argvs.push(argv),
      ),
    ).toBe(true);
    onSecond?.({}, ['app', 'northbeam-admin://contacts/x']);
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
    // The second launch's arguments (a deep link) reach the running app.
    expect(argvs).toEqual([['app', 'northbeam-admin://contacts/x']]);
    expect(app.quit).not.toHaveBeenCalled();
  });
});
