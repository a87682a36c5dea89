/**
 * "Publish a release" (owners): the files electron-builder wrote, sent with a progress bar and
 * checked by the server as `npm run desktop:publish` checks a folder; a refusal says why and
 * changes nothing.
 */
import { useState, type FormEvent } from 'react';
import { publishDesktopRelease } from '../../../api-client/release-upload';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { failureMessage, serverMessageOr } from '../../ui/error-message';
import { Field } from '../../../forms/field';
import { plural } from '../../ui/plural';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function PublishRelease({ onPublished }: { onPublished: (version: string) => void }) {
  const platform = useAdminPlatform();
  const [files, setFiles] = useState<File[]>([]);
  const [notes, setNotes] = useState('');
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  /** A new file input after a release went out (the old one would still show its files). */
  const [picker, setPicker] = useState(0);

  if (!platform.uploadFiles) {
    return (
      <section className="admin-card admin-card--padded" aria-labelledby="publish-release">
        <h2 id="publish-release">Publish a release</h2>
        <p className="admin-muted">
          Installers are too large to send from the desktop app: publish from the admin in a
          browser, or with <code>npm run desktop:publish</code> on the server.
        </p>
      </section>
    );
  }
  const upload = platform.uploadFiles.bind(platform);
  const totalBytes = files.reduce((n, f) => n + f.size, 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    setDone('');
    if (files.length === 0) {
      setError(
        'Choose the files electron-builder wrote: the latest*.yml feeds and what they list.',
      );
      return;
    }
    setBusy(true);
    setProgress({ sent: 0, total: totalBytes });
    try {
      const published = await publishDesktopRelease(upload, files, notes, (sent, total) =>
        setProgress({ sent, total }),
      );
      setDone(
        `Version ${published.version} is live: ${plural(published.files.length, 'file')}, feeds ${published.feeds.join(', ')}.`,
      );
      setFiles([]);
      setNotes('');
      setPicker((n) => n + 1);
      onPublished(published.version);
    } catch (caught) {
      setError(
        failureMessage(caught, serverMessageOr(caught, 'The release could not be published')),
      );
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const percent =
    progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;

  return (
    <section className="admin-card admin-card--padded" aria-labelledby="publish-release">
      <h2 id="publish-release">Publish a release</h2>
      <p className="admin-muted">
        Choose everything electron-builder wrote in its output folder: the feeds (latest.yml,
        latest-mac.yml, latest-linux.yml) and the installers, packages and .blockmap files they
        list. Every file is checked against its feed&apos;s sha512 and size before the release goes
        live; a version is published once, and nothing changes when a check fails.
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      <form className="admin-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          id="release-files"
          label="Release files"
          required
          hint={
            files.length > 0
              ? `${plural(files.length, 'file')}, ${megabytes(totalBytes)}`
              : 'Select several files at once.'
          }
        >
          {(aria) => (
            <input
              key={picker}
              type="file"
              multiple
              disabled={busy}
              onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              {...aria}
            />
          )}
        </Field>
        <Field
          id="release-notes"
          label="What is new"
          hint="Optional; without it, the feeds' release notes are shown."
        >
          {(aria) => (
            <textarea
              className="admin-textarea"
              rows={3}
              value={notes}
              disabled={busy}
              onChange={(e) => setNotes(e.target.value)}
              {...aria}
            />
          )}
        </Field>
        {progress && (
          <Field
            id="release-progress"
            label={`Uploading: ${percent}% of ${megabytes(progress.total)}`}
          >
            {(aria) => <progress max={100} value={percent} {...aria} />}
          </Field>
        )}
        <p role="status" aria-live="polite">
          {done}
        </p>
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn" disabled={busy}>
            {busy ? 'Publishing…' : 'Publish release'}
          </button>
        </div>
      </form>
    </section>
  );
}
