/**
 * A submission's detail, read through TanStack Query: while an e-mail on the page (timeline or
 * conversation) is queued or being sent, it is read again every few seconds, so "Sent" (or
 * "Failed") appears by itself; once every e-mail is final the page stops asking.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConversationMessage } from '../../../contract/conversations';
import type { ActivityEntry } from '../../../contract/workspace';
import { serverMessageOr } from '../../ui/error-message';

/** How often the page looks again while an e-mail is on its way. */
export const OUTBOX_REFRESH_MS = 3000;

/**
 * How long a detail just read is shown without reading it again: the list reads it as the finger
 * lands on a row (useOpenFromList), and the page opened a moment later shows that answer instead
 * of asking the server a second time. Changes made on the page read it again at once (`reload`).
 */
export const DETAIL_FRESH_MS = 5000;

/** An e-mail of the timeline that has not reached a final state yet. */
export const emailUnderway = (activity: readonly ActivityEntry[] | undefined) =>
  !!activity?.some((a) => a.kind === 'email' && (a.state === 'queued' || a.state === 'sending'));

/** A message of the conversation on its way out. */
const messageUnderway = (messages: readonly ConversationMessage[] | undefined) =>
  !!messages?.some((m) => m.state === 'queued' || m.state === 'sending');

export function useSubmissionDetail<
  D extends { activity: ActivityEntry[]; messages?: ConversationMessage[] },
>(key: readonly [string, string], read: () => Promise<D>, loadFailed: string) {
  const client = useQueryClient();
  const [entity, id] = key;
  const query = useQuery({
    queryKey: [entity, id],
    queryFn: read,
    staleTime: DETAIL_FRESH_MS,
    refetchInterval: (q) =>
      emailUnderway(q.state.data?.activity) || messageUnderway(q.state.data?.messages)
        ? OUTBOX_REFRESH_MS
        : false,
  });
  const { refetch } = query;
  return {
    detail: query.data ?? null,
    loadError: query.error ? serverMessageOr(query.error, loadFailed) : '',
    /** Reads it again now (after a change made here). */
    reload: useCallback(async () => {
      await refetch();
    }, [refetch]),
    /** Shows an answer the server gave for it (assigning answers the whole detail). */
    show: useCallback(
      (detail: D) => void client.setQueryData([entity, id], detail),
      [client, entity, id],
    ),
  };
}
