import { useState } from 'react';
import type { FieldErrors } from '../../../contract/fields';
import type {
  NotificationTemplate,
  RenderedEmail as Rendered,
} from '../../../contract/notifications';
import { ApiError } from '../../../api-client/transport';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { RenderedEmail } from './rendered-email';
import { Field } from '../../../forms/field';

/** One acknowledgement's subject and body: preview with sample values, save, or reset. */
export function TemplateEditor({
  template,
  onChange,
}: {
  template: NotificationTemplate;
  onChange: (template: NotificationTemplate) => void;
}) {
  const api = useAdminApi();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [preview, setPreview] = useState<Rendered | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `template-${template.key}`;

  async function run(action: () => Promise<void>, failure: string) {
    setBusy(true);
    setError('');
    setErrors({});
    setStatus('');
    try {
      await action();
    } catch (e) {
      // A field's problem is shown at the field; anything else above the form.
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      else setError(serverMessageOr(e, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-card admin-template">
      <h3 id={`${id}-title`}>{template.label}</h3>
      <p className="admin-muted">
        {template.customised ? 'Edited text.' : 'The built-in text.'} You may use{' '}
        {template.placeholders.map((p, i) => (
          <span key={p}>
            {i > 0 && ', '}
            <code>{`{${p}}`}</code>
          </span>
        ))}
        . A blank line starts a new paragraph.
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      <Field id={`${id}-subject`} label="Subject" error={errors.subject}>
        {(aria) => (
          <input
            className="admin-input"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            {...aria}
          />
        )}
      </Field>
      <Field id={`${id}-body`} label="Body" error={errors.body}>
        {(aria) => (
          <textarea
            className="admin-input"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...aria}
          />
        )}
      </Field>
      <div className="admin-template__actions">
        <button
          type="button"
          className="admin-btn admin-btn--secondary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              setPreview(
                await api.notifications.previewTemplate({
                  params: { key: template.key },
                  body: { subject, body },
                }),
              );
            }, 'Failed to preview the e-mail')
          }
        >
          Preview
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              onChange(
                await api.notifications.saveTemplate({
                  params: { key: template.key },
                  body: { subject, body },
                }),
              );
              setStatus('Saved');
            }, 'Failed to save the template')
          }
        >
          Save
        </button>
        {template.customised && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                const reset = await api.notifications.resetTemplate({
                  params: { key: template.key },
                });
                setSubject(reset.subject);
                setBody(reset.body);
                setPreview(null);
                onChange(reset);
                setStatus('Back to the built-in text');
              }, 'Failed to reset the template')
            }
          >
            Reset to default
          </button>
        )}
        <span role="status" aria-live="polite">
          {status}
        </span>
      </div>
      {preview && (
        <div className="admin-template__preview">
          <p>
            <strong>Subject:</strong> {preview.subject}
          </p>
          <RenderedEmail
            title={`Preview: ${template.label}`}
            html={preview.html}
            text={preview.text}
          />
        </div>
      )}
    </div>
  );
}
