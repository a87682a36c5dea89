import { useState } from 'react';
import { failureMessage } from '../error-message';

/**
 * Runs a row action (status change, publish, delete), remembers which rows are busy and reports
 * failure with the spec's banner text (or, for a refusal of the person's role, says so).
 */
export function useRowAction() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');

  async function run(id: string, action: () => Promise<void>, failure: string): Promise<boolean> {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await action();
      setError('');
      return true;
    } catch (error) {
      setError(failureMessage(error, failure));
      return false;
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return { busy: (id: string) => busyIds.has(id), error, clearError: () => setError(''), run };
}

export type RowAction = ReturnType<typeof useRowAction>;
