import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  OUTBOX_STATE_LABELS,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  type CreatedWebhook,
  type WebhookEndpoint,
  type WebhookFormat,
} from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { adminPaths } from '../../app/admin-paths';
import { Field } from '../../../forms/field';

/** The endpoints that receive an event for each new submission and status change. */
export function WebhooksSection() {
  const api = useAdminApi();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>([]);
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<WebhookFormat>('standard');
  const [description, setDescription] = useState('');
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  const load = useCallback(() => {
    api.webhooks
      .list()
      .then(setEndpoints)
      .catch((e: unknown) => setError(serverMessageOr(e, 'Failed to load the webhooks')));
  }, [api]);
  useEffect(load, [load]);

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await action();
      load();
    } catch (e) {
      setError(serverMessageOr(e, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="webhooks">
      <h2 id="webhooks">Webhooks</h2>
      <p className="admin-muted">
        Each endpoint receives a signed JSON event (Standard Webhooks) for every new submission and
        status change, or a message in Slack’s or Microsoft Teams’ format.
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite">
        {status}
      </p>
      {created && (
        <Banner kind="success" onDismiss={() => setCreated(null)}>
          <span className="admin-webhook-secret">
            Endpoint added. Its signing secret, shown only this once:
            <code data-testid="webhook-secret">{created.secret}</code>
            <button
              type="button"
              className="admin-btn admin-btn--small admin-btn--secondary"
              onClick={() => void navigator.clipboard?.writeText(created.secret)}
            >
              Copy secret
            </button>
          </span>
        </Banner>
      )}
      {endpoints.length === 0 ? (
        <p>No webhook endpoints yet.</p>
      ) : (
        <div className="admin-table-wrap admin-card">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Format</th>
                <th scope="col">Secret</th>
                <th scope="col">Last delivery</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {endpoints.map((w) => (
                <tr key={w._id} data-testid="webhook-row">
                  <td>
                    {w.url}
                    {w.description && <div className="admin-muted">{w.description}</div>}
                    {!w.enabled && <div className="admin-muted">Turned off</div>}
                  </td>
                  <td>{WEBHOOK_FORMAT_LABELS[w.format]}</td>
                  <td>
                    <code>{w.secretHint}</code>
                  </td>
                  <td>
                    {w.lastDelivery
                      ? `${OUTBOX_STATE_LABELS[w.lastDelivery.state]}, ${formatDateTime(w.lastDelivery.at)}`
                      : 'None yet'}
                  </td>
                  <td>
                    <div className="admin-webhook__actions">
                      <button
                        type="button"
                        className="admin-btn admin-btn--small admin-btn--secondary"
                        disabled={busy}
                        onClick={() =>
                          void run(async () => {
                            await api.webhooks.test({ params: { id: w._id } });
                            setStatus(`Test event queued for ${w.url}.`);
                          }, 'Failed to send the test event')
                        }
                      >
                        Send test event
                      </button>
                      <Link
                        className="admin-btn admin-btn--small admin-btn--secondary"
                        to={adminPaths.outbox(w._id)}
                      >
                        Deliveries
                      </Link>
                      {!w.fromEnvironment && (
                        <>
                          <button
                            type="button"
                            className="admin-btn admin-btn--small admin-btn--secondary"
                            disabled={busy}
                            onClick={() =>
                              void run(async () => {
                                await api.webhooks.update({
                                  params: { id: w._id },
                                  body: {
                                    url: w.url,
                                    format: w.format,
                                    description: w.description,
                                    enabled: !w.enabled,
                                  },
                                });
                                setStatus(
                                  w.enabled ? 'Endpoint turned off.' : 'Endpoint turned on.',
                                );
                              }, 'Failed to change the endpoint')
                            }
                          >
                            {w.enabled ? 'Turn off' : 'Turn on'}
                          </button>
                          <button
                            type="button"
                            className="admin-btn admin-btn--small admin-btn--danger"
                            disabled={busy}
                            onClick={() => setDeleting(w)}
                          >
                            Delete
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <form
        className="admin-card admin-template"
        aria-labelledby="add-webhook"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            setCreated(
              await api.webhooks.create({ body: { url: url.trim(), format, description } }),
            );
            setUrl('');
            setDescription('');
          }, 'Failed to add the endpoint');
        }}
      >
        <h3 id="add-webhook">Add an endpoint</h3>
        <div className="admin-notifications__grid">
          <Field id="webhook-url" label="Address (https://)">
            {(aria) => (
              <input
                className="admin-input"
                type="url"
                required
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                {...aria}
              />
            )}
          </Field>
          <Field id="webhook-format" label="Format">
            {(aria) => (
              <select
                className="admin-select"
                value={format}
                onChange={(e) => setFormat(e.target.value as WebhookFormat)}
                {...aria}
              >
                {WEBHOOK_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {WEBHOOK_FORMAT_LABELS[f]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="webhook-description" label="Description (optional)">
            {(aria) => (
              <input
                className="admin-input"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                {...aria}
              />
            )}
          </Field>
        </div>
        <div className="admin-template__actions">
          <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
            Add endpoint
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this endpoint?"
        message={`${deleting?.url ?? ''} will receive no more events.`}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          void run(async () => {
            if (deleting) await api.webhooks.remove({ params: { id: deleting._id } });
            setDeleting(null);
            setStatus('Endpoint deleted.');
          }, 'Failed to delete the endpoint')
        }
      />
    </section>
  );
}
