import { useState } from 'react';
import { serverMessageOr } from '../../ui/error-message';

/** The workspace panel's one way of acting: what happened in its status line, or why not. */
export function usePanelAction() {
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>, done: string, fallback: string) {
    setError('');
    setStatus('');
    setBusy(true);
    try {
      await work();
      setStatus(done);
    } catch (caught) {
      setError(serverMessageOr(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { error, status, setStatus, busy, run };
}

export type PanelAction = ReturnType<typeof usePanelAction>;
