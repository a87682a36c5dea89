import { useState, type FormEvent } from 'react';
import type { DesktopBridge } from '../preload/index';

/** First run (and File › Change Server…): the server address, checked before it is kept. */
export function ServerSetup({
  bridge,
  current,
  onDone,
  onCancel,
}: {
  bridge: Pick<DesktopBridge, 'settings'>;
  current: string | null;
  onDone: (origin: string) => void;
  onCancel?: () => void;
}) {
  const [address, setAddress] = useState(current ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const result = await bridge.settings.setServer(address);
      if (result.ok) onDone(result.origin);
      else setError(result.error);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="desktop-setup">
      <form className="desktop-setup__card" onSubmit={onSubmit} noValidate>
        <h1>Northbeam Admin</h1>
        <p>
          {current
            ? 'Enter the address of the server to manage. You will sign in again there.'
            : 'Enter the address of your website to connect this app to its admin.'}
        </p>
        <label htmlFor="server-address">Server address</label>
        <input
          id="server-address"
          name="address"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'server-error' : undefined}
          autoFocus
          required
        />
        {error && (
          <p id="server-error" className="desktop-setup__error" role="alert">
            {error}
          </p>
        )}
        <div className="desktop-setup__actions">
          {onCancel && (
            <button type="button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          )}
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Checking...' : 'Connect'}
          </button>
        </div>
      </form>
    </main>
  );
}
