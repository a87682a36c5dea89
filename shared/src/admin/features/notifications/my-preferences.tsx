import { useEffect, useState } from 'react';
import {
  NOTIFICATION_MODE_LABELS,
  NOTIFICATION_MODES,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_KINDS,
  type NotificationMode,
  type NotificationPreferences,
} from '../../../contract/notifications';
import { SUBMISSION_PERMISSION } from '../../../contract/roles';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { Field } from '../../../forms/field';

/** The signed-in administrator's own choice per kind: each one by e-mail, a daily digest, or off. */
export function MyPreferences({ onSaved }: { onSaved: () => void }) {
  const api = useAdminApi();
  const may = useCan();
  const [prefs, setPrefs] = useState<NotificationPreferences | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.notifications
      .preferences()
      .then(setPrefs)
      .catch((e: unknown) => setError(serverMessageOr(e, 'Failed to load your preferences')));
  }, [api]);

  async function save() {
    if (!prefs) return;
    setBusy(true);
    setError('');
    setSaved(false);
    try {
      setPrefs(await api.notifications.savePreferences({ body: prefs }));
      setSaved(true);
      onSaved();
    } catch (e) {
      setError(serverMessageOr(e, 'Failed to save your preferences'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="my-notifications">
      <h2 id="my-notifications">My notifications</h2>
      <p className="admin-muted">
        What you are told about, by e-mail and in the desktop app.{' '}
        {/* The setting's name is a hint for those who configure the server, not for everyone. */}
        {may('settings')
          ? 'The addresses in NOTIFY_EMAIL (server configuration) are told about everything in any case.'
          : "The company's fixed notification addresses are told about everything in any case."}
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      {prefs && (
        <div className="admin-notifications__grid">
          {SUBMISSION_KINDS.filter((kind) => may(SUBMISSION_PERMISSION[kind])).map((kind) => (
            <Field key={kind} id={`my-notifications-${kind}`} label={SUBMISSION_KIND_LABELS[kind]}>
              {(aria) => (
                <select
                  className="admin-select"
                  value={prefs[kind]}
                  onChange={(e) => {
                    setSaved(false);
                    setPrefs({ ...prefs, [kind]: e.target.value as NotificationMode });
                  }}
                  {...aria}
                >
                  {NOTIFICATION_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {NOTIFICATION_MODE_LABELS[mode]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        </div>
      )}
      <div className="admin-template__actions">
        <button
          type="button"
          className="admin-btn admin-btn--primary"
          disabled={!prefs || busy}
          onClick={() => void save()}
        >
          {busy ? 'Saving...' : 'Save my notifications'}
        </button>
        <span role="status" aria-live="polite">
          {saved ? 'Saved' : ''}
        </span>
      </div>
    </section>
  );
}
