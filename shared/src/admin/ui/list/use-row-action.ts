import { useState } from 'react';

/**
 * Runs a row action (status change, publish, delete), remembers which rows are busy and reports
 * failure with the spec's banner text.
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
    } catch {
      setError(failure);
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
