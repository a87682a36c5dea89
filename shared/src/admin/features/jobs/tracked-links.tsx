/**
 * A job's tracked apply links (issue 32): a short address per source ("LinkedIn", "Indeed", a
 * referral by a named employee) that leads to the job page and records where the applicant came
 * from, with its clicks, applications and hires. Shown on the job's admin page.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { TrackedLink } from '../../../contract/attribution';
import { useAdminApi, useAssetUrl } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { CopyButton } from '../../ui/copy-button';
import { serverMessageOr } from '../../ui/error-message';
import './tracked-links.css';

export function TrackedLinks({ jobId }: { jobId: string }) {
  const api = useAdminApi();
  const absolute = useAssetUrl();
  const [links, setLinks] = useState<TrackedLink[] | null>(null);
  const [source, setSource] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      setLinks(await api.trackedLinks.list({ params: { id: jobId } }).then(({ items }) => items));
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to load the tracked links'));
    }
  }, [api, jobId]);
  useEffect(() => {
    void load();
  }, [load]);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api.trackedLinks.create({ params: { id: jobId }, body: { source } });
      setSource('');
      await load();
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to create the link'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(link: TrackedLink) {
    setBusy(true);
    setError('');
    try {
      await api.trackedLinks.remove({ params: { id: jobId, linkId: link._id } });
      await load();
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to delete the link'));
    } finally {
      setBusy(false);
    }
  }

  const urlOf = (link: TrackedLink) => {
    const url = absolute(link.path);
    return url.startsWith('/') && typeof location !== 'undefined'
      ? `${location.origin}${url}`
      : url;
  };

  return (
    <section
      className="admin-card admin-card--padded admin-tracked-links"
      aria-labelledby="tracked-links-heading"
    >
      <h2 id="tracked-links-heading">Tracked apply links</h2>
      <p className="admin-muted">
        A short link per source: applications that come through it are counted under that source in
        the reports.
      </p>
      {error && <Banner kind="error">{error}</Banner>}
      <form className="admin-tracked-links__form" onSubmit={(e) => void create(e)}>
        <label htmlFor="tracked-link-source">Source</label>
        <input
          id="tracked-link-source"
          className="admin-input"
          value={source}
          maxLength={100}
          required
          placeholder="LinkedIn, Indeed, Referral: Jane Smith"
          onChange={(e) => setSource(e.target.value)}
        />
        <button type="submit" className="admin-btn admin-btn--small" disabled={busy}>
          Create link
        </button>
      </form>
      {links && links.length === 0 && <p className="admin-muted">No tracked links yet.</p>}
      {links && links.length > 0 && (
        <ul className="admin-tracked-links__list">
          {links.map((link) => (
            <li key={link._id} className="admin-tracked-links__item">
              <strong>{link.source}</strong>
              <code className="admin-tracked-links__url">{urlOf(link)}</code>
              <span className="admin-muted">
                {link.clicks} {link.clicks === 1 ? 'click' : 'clicks'} · {link.applications}{' '}
                {link.applications === 1 ? 'application' : 'applications'} · {link.hires}{' '}
                {link.hires === 1 ? 'hire' : 'hires'}
              </span>
              <span className="admin-tracked-links__actions">
                <CopyButton text={urlOf(link)} label={`Copy the ${link.source} link`} />
                <button
                  type="button"
                  className="admin-btn admin-btn--secondary admin-btn--small"
                  aria-label={`Delete the ${link.source} link`}
                  disabled={busy}
                  onClick={() => void remove(link)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
