import { useState } from 'react';
import { MESSAGES } from '../../../contract/messages';
import { CANDIDATE_TEMPLATES } from '../../../contract/candidate-templates';
import { useAdminApi } from '../../app/admin-platform-context';

/**
 * Several applications at once: the selected rows and "Reject selected", with the rejection
 * e-mail to each when asked. `onDone` reloads the list; `onError` shows the failure.
 */
export function useBulkReject(onDone: () => void, onError: (message: string) => void) {
  const api = useAdminApi();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState({ open: false, email: true, busy: false });
  const [status, setStatus] = useState('');

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function rejectSelected() {
    setBulk((b) => ({ ...b, open: false, busy: true }));
    setStatus('');
    try {
      // The rejection as saved on the Notifications page (the built-in text if it cannot be read).
      const saved = bulk.email
        ? (await api.notifications.candidateTemplates().catch(() => [])).find(
            (t) => t.key === 'candidate-rejection',
          )
        : undefined;
      const template = saved ?? CANDIDATE_TEMPLATES.rejection;
      const ids = [...selected];
      const { updated, emailed } = await api.applications.bulkStatus({
        body: bulk.email
          ? { ids, status: 'rejected', email: { subject: template.subject, body: template.body } }
          : { ids, status: 'rejected' },
      });
      setStatus(
        `${updated} application${updated === 1 ? '' : 's'} rejected` +
          (bulk.email ? `, ${emailed} e-mail${emailed === 1 ? '' : 's'} queued.` : '.'),
      );
      setSelected(new Set());
      onDone();
    } catch {
      setStatus('');
      onError(MESSAGES.dashboard.updateApplicationStatus);
    } finally {
      setBulk((b) => ({ ...b, busy: false }));
    }
  }

  return {
    selected,
    toggle,
    clear: () => setSelected(new Set()),
    bulk,
    setBulk,
    status,
    rejectSelected,
  };
}

export type BulkReject = ReturnType<typeof useBulkReject>;
