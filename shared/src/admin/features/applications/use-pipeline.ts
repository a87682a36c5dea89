import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { failureMessage } from '../../ui/error-message';
import {
  COLUMN_PAGE,
  emptyColumn,
  emptyColumns,
  nextPage,
  withMove,
  withPage,
  type Columns,
} from './pipeline-columns';

/**
 * The pipeline's data for one job filter (`jobId`, '' for all): the first page of every column,
 * the next ones as columns are scrolled, and moves, shown at once and put back if refused.
 */
export function usePipeline(jobId: string) {
  const api = useAdminApi();
  const [columns, setColumns] = useState<Columns>(emptyColumns);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const pages = await Promise.all(
        APPLICATION_STATUSES.map((s) =>
          api.applications.list({
            query: { status: s, limit: COLUMN_PAGE, ...(jobId ? { jobId } : {}) },
          }),
        ),
      );
      const next = emptyColumns();
      APPLICATION_STATUSES.forEach((s, i) => {
        next[s] = { ...emptyColumn(), items: pages[i]!.items, total: pages[i]!.total };
      });
      setColumns(next);
      setError('');
    } catch {
      setError(MESSAGES.dashboard.fetchApplications);
    } finally {
      setLoading(false);
    }
  }, [api, jobId]);
  useEffect(() => {
    void load();
  }, [load]);

  // The next page of a column scrolled near its end (one request per column at a time).
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const loadMore = useCallback(
    async (s: ApplicationStatus) => {
      const column = columnsRef.current[s];
      if (column.loadingMore || column.items.length >= column.total) return;
      setColumns((current) => ({ ...current, [s]: { ...current[s], loadingMore: true } }));
      try {
        const page = await api.applications.list({
          query: {
            status: s,
            limit: COLUMN_PAGE,
            page: nextPage(column),
            ...(jobId ? { jobId } : {}),
          },
        });
        setColumns((current) => ({ ...current, [s]: withPage(current[s], page) }));
      } catch {
        setError(MESSAGES.dashboard.fetchApplications);
        setColumns((current) => ({ ...current, [s]: { ...current[s], loadingMore: false } }));
      }
    },
    [api, jobId],
  );
  const onNearEnd = useCallback((s: ApplicationStatus) => void loadMore(s), [loadMore]);

  const byId = useMemo(() => {
    const map = new Map<string, JobApplication>();
    for (const s of APPLICATION_STATUSES) for (const a of columns[s].items) map.set(a._id, a);
    return map;
  }, [columns]);

  /** Moves a card to another status: shown at once, put back if the server refuses. */
  async function move(application: JobApplication, to: ApplicationStatus): Promise<boolean> {
    if (to === application.status) return false;
    setColumns((current) => withMove(current, application, to));
    try {
      await api.applications.updateStatus({
        params: { id: application._id },
        body: { status: to },
      });
      return true;
    } catch (caught) {
      // Read the columns again (the card goes back), then say why: a successful read clears
      // the banner, so the reason must come after it.
      await load();
      setError(failureMessage(caught, MESSAGES.dashboard.updateApplicationStatus));
      return false;
    }
  }

  async function onDragEnd({ active, over }: DragEndEvent) {
    const application = byId.get(String(active.id));
    const to = over?.id as ApplicationStatus | undefined;
    if (!application || !to) return;
    // dnd-kit's live region has just said where it went (announcements.onDragEnd); saying it
    // again here would be heard twice. A refusal is said by the error banner.
    await move(application, to);
  }

  return { columns, loading, error, setError, byId, onNearEnd, onDragEnd, move };
}
