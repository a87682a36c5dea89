/**
 * What a list already knows of an item (its row), handed to the item's page in memory so the page
 * shows it at once while its whole detail loads. Kept only in the query cache of this page's
 * memory (never in history state or storage), and dropped by the cache like any unused answer.
 */
import { useQueryClient } from '@tanstack/react-query';

const summaryKey = (entity: string, id: string) => ['list-summary', entity, id] as const;

/** For a list's link: keeps the row, and starts reading the detail as the finger lands. */
export function useOpenFromList<T>(entity: string, readDetail: (id: string) => Promise<unknown>) {
  const client = useQueryClient();
  return (id: string, row: T) => ({
    onPointerDown: () =>
      void client.prefetchQuery({ queryKey: [entity, id], queryFn: () => readDetail(id) }),
    onClick: () => client.setQueryData(summaryKey(entity, id), row),
  });
}

/** The row the list handed over for this item, if it was opened from the list. */
export function useListSummary<T>(entity: string, id: string): T | undefined {
  return useQueryClient().getQueryData<T>(summaryKey(entity, id));
}
