/**
 * "Possible duplicate" on an application's page: applications of other people who may be this
 * one (the same phone; a very similar name with the same resume), each with "Merge into this
 * person": their applications, notes and messages stay as they are, under one person (audited).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DUPLICATE_REASON_LABELS, type PossibleDuplicate } from '../../../contract/search';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { failureMessage } from '../../ui/error-message';
import { formatDate } from '../../ui/format-date';
import { adminPaths } from '../../app/admin-paths';

export function PossibleDuplicates({ applicationId }: { applicationId: string }) {
  const api = useAdminApi();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['duplicates', applicationId],
    queryFn: () => api.search.duplicates({ params: { id: applicationId } }),
  });
  const [merging, setMerging] = useState<PossibleDuplicate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const duplicates = query.data?.duplicates ?? [];

  async function merge() {
    if (!merging) return;
    setBusy(true);
    setError('');
    try {
      const result = await api.search.merge({
        params: { id: applicationId },
        body: { applicationId: merging.applicationId },
      });
      setDone(result.message);
      setMerging(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['duplicates', applicationId] }),
        client.invalidateQueries({ queryKey: ['application', applicationId] }),
      ]);
    } catch (caught) {
      setError(failureMessage(caught, 'Failed to merge'));
      setMerging(null);
    } finally {
      setBusy(false);
    }
  }

  if (!duplicates.length && !done && !error) return null;
  return (
    <section className="admin-duplicates" aria-labelledby="duplicates-title">
      <h2 id="duplicates-title">Possible duplicate{duplicates.length === 1 ? '' : 's'}</h2>
      {error && <Banner kind="error">{error}</Banner>}
      {done && <Banner kind="success">{done}</Banner>}
      {duplicates.length > 0 && (
        <ul>
          {duplicates.map((duplicate) => (
            <li key={duplicate.applicationId} aria-busy={busy || undefined}>
              <Link to={adminPaths.application(duplicate.applicationId)}>{duplicate.fullName}</Link>{' '}
              · {duplicate.email} · {duplicate.phone} · {duplicate.jobTitle ?? 'Job removed'} ·{' '}
              {formatDate(duplicate.appliedAt)} —{' '}
              <span className="admin-muted">
                {duplicate.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ')}
              </span>{' '}
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                onClick={() => setMerging(duplicate)}
              >
                Merge into this person
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={merging !== null}
        title="Merge into this person?"
        message={`${merging?.fullName ?? 'Their'} applications, notes and messages stay as they are and are listed under this person. Nothing is deleted.`}
        confirmLabel="Merge"
        onConfirm={() => void merge()}
        onCancel={() => setMerging(null)}
      />
    </section>
  );
}
