import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type NotificationSettings,
} from '../../../contract/notifications';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { MyPreferences } from './my-preferences';
import { TemplateEditor } from './template-editor';
import { WebhooksSection } from './webhooks-section';
import './notifications.css';

/** Who is told about new submissions, with which words, and where webhook events go. */
export function NotificationsPage() {
  const api = useAdminApi();
  // Everyone chooses their own notifications; the rest is the owners' and administrators'.
  const manages = useCan()('settings');
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    if (!manages) return;
    api
      .notificationSettings()
      .then(setSettings)
      .catch((e: unknown) => setError(serverMessageOr(e, 'Failed to load the settings')));
  }, [api, manages]);
  useEffect(load, [load]);

  return (
    <main className="admin-page admin-notifications">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Notifications</h1>
        {manages && (
          <Link to="/admin/outbox" className="admin-btn admin-btn--secondary">
            Outbox
          </Link>
        )}
      </div>
      {error && <Banner kind="error">{error}</Banner>}

      {settings && (
        <section aria-labelledby="delivery">
          <h2 id="delivery">Delivery</h2>
          {settings.mailConfigured ? (
            <p>
              E-mails are sent from <strong>{settings.mailFrom}</strong>.
            </p>
          ) : (
            <Banner kind="info">
              No mail server is configured (SMTP_URL), so e-mails are not sent: each one is kept in
              the <Link to="/admin/outbox">Outbox</Link>, shown exactly as it would go out.
            </Banner>
          )}
          <p>
            Every new submission is announced to:{' '}
            {settings.notifyEmails.length
              ? settings.notifyEmails.join(', ')
              : 'no fixed address (NOTIFY_EMAIL is not set)'}
            .
          </p>
          <ul>
            {SUBMISSION_KINDS.map((kind) => (
              <li key={kind}>
                {SUBMISSION_KIND_LABELS[kind]}, also to:{' '}
                {settings.optedIn[kind].length
                  ? settings.optedIn[kind].join(', ')
                  : 'nobody else has opted in'}
              </li>
            ))}
          </ul>
        </section>
      )}

      <MyPreferences onSaved={load} />

      {settings && (
        <section aria-labelledby="templates">
          <h2 id="templates">Acknowledgements</h2>
          <p className="admin-muted">
            What the visitor or the applicant receives right after sending the form.
          </p>
          {settings.templates.map((template) => (
            <TemplateEditor
              key={template.key}
              template={template}
              onChange={(changed) =>
                setSettings({
                  ...settings,
                  templates: settings.templates.map((t) => (t.key === changed.key ? changed : t)),
                })
              }
            />
          ))}
        </section>
      )}

      {manages && <WebhooksSection />}
    </main>
  );
}
