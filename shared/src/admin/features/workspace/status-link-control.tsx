/**
 * On an application's page: the candidate's status page link (README "The candidate's status
 * page"). The team never sees the link itself; it can revoke it (a leaked link) or e-mail the
 * candidate a new one (the old ones stop working).
 */
import { useCallback, useEffect, useState } from 'react';
import type { StatusLinkState } from '../../../contract/status';
import { STATUS_LINK_DAYS_AFTER_CLOSE } from '../../../contract/status-page';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { failureMessage, serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';

function describe(state: StatusLinkState): string {
  if (!state.issuedAt) return 'The candidate has no status page link yet.';
  if (!state.live) return `The last link (sent ${formatDateTime(state.issuedAt)}) no longer works.`;
  return state.expiresAt
    ? `The candidate's link works until ${formatDateTime(state.expiresAt)} (${STATUS_LINK_DAYS_AFTER_CLOSE} days after the application closed).`
    : `The candidate's link works (sent ${formatDateTime(state.issuedAt)}).`;
}

export function StatusLinkControl({ applicationId }: { applicationId: string }) {
  const api = useAdminApi();
  const [state, setState] = useState<StatusLinkState | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const load = useCallback(async () => {
    try {
      setState(await api.statusLinks.get({ params: { id: applicationId } }));
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to load the status page link'));
    }
  }, [api, applicationId]);
  useEffect(() => void load(), [load]);

  async function act(work: () => Promise<string>, failure: string) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      setDone(await work());
      await load();
    } catch (caught) {
      setError(serverMessageOr(caught, failureMessage(caught, failure)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="status-link-title">
      <h2 id="status-link-title">Candidate’s status page</h2>
      {error && <Banner kind="error">{error}</Banner>}
      {done && <Banner kind="success">{done}</Banner>}
      <p className="admin-muted">
        {state ? describe(state) : 'Loading…'} The link itself is the candidate’s alone: it is never
        shown here.
      </p>
      <p>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={busy || !state}
          onClick={() =>
            void act(
              async () => (await api.statusLinks.send({ params: { id: applicationId } })).message,
              'Failed to send a new link',
            )
          }
        >
          Send a new link
        </button>{' '}
        <button
          type="button"
          className="admin-btn admin-btn--danger admin-btn--small"
          disabled={busy || !state?.live}
          onClick={() => setConfirming(true)}
        >
          Revoke the link
        </button>
      </p>
      <ConfirmDialog
        open={confirming}
        title="Revoke the status page link?"
        message="The candidate's link stops working at once. You can e-mail them a new one."
        confirmLabel="Revoke"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void act(async () => {
            await api.statusLinks.revoke({ params: { id: applicationId } });
            return 'The link no longer works.';
          }, 'Failed to revoke the link');
        }}
      />
    </section>
  );
}
