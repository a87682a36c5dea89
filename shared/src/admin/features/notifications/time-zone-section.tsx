import { useMemo, useState, type FormEvent } from 'react';
import { type TimeZoneSetting } from '../../../contract/notifications';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { Field } from '../../../forms/field';

/** The company's time zone: how times read in e-mails, and the daily digest's hour. */
export function TimeZoneSection({
  setting,
  onSaved,
}: {
  setting: TimeZoneSetting;
  onSaved: (setting: TimeZoneSetting) => void;
}) {
  const api = useAdminApi();
  const [timeZone, setTimeZone] = useState(setting.timeZone);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => {
    const all = ['UTC', ...Intl.supportedValuesOf('timeZone')];
    return all.includes(setting.timeZone) ? all : [setting.timeZone, ...all];
  }, [setting.timeZone]);
  const example = useMemo(() => {
    try {
      return new Intl.DateTimeFormat('en-GB', {
        timeZone,
        dateStyle: 'full',
        timeStyle: 'short',
      }).format(new Date());
    } catch {
      return '';
    }
  }, [timeZone]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    setStatus('');
    try {
      onSaved(await api.notifications.saveTimeZone({ body: { timeZone } }));
      setStatus('Saved');
    } catch (e) {
      setError(serverMessageOr(e, 'Failed to save the time zone'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="time-zone">
      <h2 id="time-zone">Time zone</h2>
      <p className="admin-muted">
        Times in e-mails are written in this zone, and the daily digests go out at{' '}
        {String(setting.digestHour).padStart(2, '0')}:00 there (DIGEST_HOUR). The company
        address&apos;s zone is {setting.defaultTimeZone}.
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      <form className="admin-time-zone" onSubmit={(e) => void save(e)}>
        <Field id="time-zone-select" label="Time zone" describedBy="time-zone-example">
          {(aria) => (
            <select
              className="admin-input"
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
              {...aria}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p id="time-zone-example" className="admin-muted">
          Now there: {example}
        </p>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={busy}>
          Save time zone
        </button>{' '}
        <span role="status" aria-live="polite">
          {status}
        </span>
      </form>
    </section>
  );
}
