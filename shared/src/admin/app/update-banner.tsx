/**
 * The desktop app's update, said in the window: downloading, then "Restart to update". A restart
 * never happens over unsaved work: the person is asked to save first, and the update waits.
 */
import { useEffect, useState } from 'react';
import type { UpdateState } from '../../platform/app-updates';
import { useAdminPlatform, useHasUnsavedChanges } from './admin-platform-context';

export function UpdateBanner() {
  const platform = useAdminPlatform();
  const hasUnsaved = useHasUnsavedChanges();
  const [state, setState] = useState<UpdateState>({ kind: 'idle' });
  const [message, setMessage] = useState('');

  useEffect(() => platform.updates?.onState(setState), [platform]);

  if (!platform.updates || state.kind !== 'ready') return null;

  async function restart() {
    const unsaved = hasUnsaved();
    const answer = await platform.updates!.restart(unsaved);
    setMessage(
      answer.restarting
        ? 'Restarting…'
        : unsaved
          ? 'Save your changes first: a form here holds work not saved yet. The update waits.'
          : 'The update could not start; it installs when you quit the app.',
    );
  }

  return (
    <div className="admin-update-banner" role="status" aria-live="polite">
      <span>Version {state.version} of the app is ready.</span>
      <button type="button" className="admin-btn admin-btn--small" onClick={() => void restart()}>
        Restart to update
      </button>
      {message && <span className="admin-update-banner__message">{message}</span>}
    </div>
  );
}
