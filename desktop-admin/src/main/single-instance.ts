/**
 * One running app: a second launch focuses the first window and quits, handing over its
 * arguments (a deep link clicked while the app runs, on Windows and Linux).
 */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
}

export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function focusWindow(win: FocusableWindow | null | undefined): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/** Returns false (after asking the app to quit) when another instance already runs. */
export function enforceSingleInstance(
  app: SingleInstanceApp,
  getWindow: () => FocusableWindow | null | undefined,
  onArgv: (argv: string[]) => void = () => undefined,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv) => {
    focusWindow(getWindow());
    onArgv(Array.isArray(argv) ? argv : []);
  });
  return true;
}
