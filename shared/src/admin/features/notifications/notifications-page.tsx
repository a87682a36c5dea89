import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ACK_TEMPLATE_KEYS,
  CANDIDATE_TEMPLATE_KEYS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type NotificationSettings,
  type TemplateKey,
} from '../../../contract/notifications';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { MyPreferences } from './my-preferences';
import { TemplateEditor } from './template-editor';
import { TimeZoneSection } from './time-zone-section';
import { WebhooksSection } from './webhooks-section';
import './notifications.css';
import { adminPaths } from '../../app/admin-paths';

const TEMPLATE_GROUPS: Array<{
  id: string;
  title: string;
  about: string;
  keys: readonly TemplateKey[];
}> = [
  {
    id: 'templates',
    title: 'Acknowledgements',
    about: 'What the visitor or the applicant receives right after sending the form.',
    keys: ACK_TEMPLATE_KEYS,
  },
  {
    id: 'candidate-templates',
    title: 'E-mails to candidates',
    about:
      "Where a recruiter's e-mail from an application's page starts (they can still change it before sending).",
    keys: CANDIDATE_TEMPLATE_KEYS,
  },
];

/** Who is told about new submissions, with which words, and where webhook events go. */
export function NotificationsPage() {
  const api = useAdminApi();
  // Everyone chooses their own notifications; the rest is the owners' and administrators'.
  const manages = useCan()('settings');
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    if (!manages) return;
    api.notifications
      .settings()
      .then(setSettings)
      .catch((e: unknown) => setError(serverMessageOr(e, 'Failed to load the settings')));
  }, [api, manages]);
  useEffect(load, [load]);

  return (
    <main className="admin-page admin-notifications">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Notifications</h1>
        {manages && (
          <Link to={adminPaths.outbox()} className="admin-btn admin-btn--secondary">
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
              the <Link to={adminPaths.outbox()}>Outbox</Link>, shown exactly as it would go out.
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
        <TimeZoneSection
          setting={settings.time}
          onSaved={(time) => setSettings({ ...settings, time })}
        />
      )}

      {settings &&
        TEMPLATE_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            <p className="admin-muted">{group.about}</p>
            {settings.templates
              .filter((template) => group.keys.includes(template.key))
              .map((template) => (
                <TemplateEditor
                  key={template.key}
                  template={template}
                  onChange={(changed) =>
                    setSettings({
                      ...settings,
                      templates: settings.templates.map((t) =>
                        t.key === changed.key ? changed : t,
                      ),
                    })
                  }
                />
              ))}
          </section>
        ))}

      {manages && <WebhooksSection />}
    </main>
  );
}
