/** Updates of the desktop app, as the admin sees them (the browser admin has none). */
export type UpdateState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'downloading'; version: string; percent: number }
  | { kind: 'ready'; version: string }
  | { kind: 'error'; message: string };

export interface AppUpdates {
  /** The updater's state now and on every change; answers the unsubscribe. */
  onState(callback: (state: UpdateState) => void): () => void;
  /**
   * Restarts into the downloaded version. `unsavedChanges`: a form holds work not yet saved, and
   * the app refuses (it never restarts over someone's work).
   */
  restart(unsavedChanges: boolean): Promise<{ restarting: boolean }>;
}
