/** "Export CSV" for a dashboard list: every row the list's filters select, as the list shows them. */
import { useState } from 'react';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../banner';
import type { PagedList } from './use-paged-list';

export function ExportCsvButton<T>({
  list,
  path,
  name,
  label,
}: {
  list: PagedList<T>;
  /** The export's /api path (routes.exports.*). */
  path: string;
  /** The file's name without date or extension, e.g. "contact-submissions". */
  name: string;
  /** What is exported, for the button's accessible name ("contact submissions"). */
  label: string;
}) {
  const platform = useAdminPlatform();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function exportCsv() {
    setError('');
    setBusy(true);
    try {
      const filters: Record<string, string> = {};
      if (list.status) filters.status = list.status;
      if (list.query.trim()) filters.q = list.query.trim();
      if (list.spamOnly) filters.spam = 'only';
      if (list.mineOnly) filters.assignee = 'me';
      const day = new Date().toISOString().slice(0, 10);
      await platform.download(path, `${name}-${day}.csv`, filters);
    } catch {
      setError(`Failed to export the ${label}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        aria-label={`Export ${label} as CSV`}
        disabled={busy}
        onClick={() => void exportCsv()}
      >
        {busy ? 'Exporting...' : 'Export CSV'}
      </button>
      {error && (
        <Banner kind="error" onDismiss={() => setError('')}>
          {error}
        </Banner>
      )}
    </>
  );
}
