import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminListOptions } from '../../../api-client/admin-api';
import { AWAITING, type Awaiting } from '../../../contract/awaiting';
import type { Page } from '../../../contract/pagination';
import { failureMessage } from '../error-message';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  limit: number;
  loading: boolean;
  error: string;
  status: string;
  query: string;
  /** The Spam filter (submission lists): only spam when on, everything else when off. */
  spamOnly: boolean;
  /** The "Assigned to me" filter (submission lists). */
  mineOnly: boolean;
  setMineOnly(value: boolean): void;
  /** The conversation filter (submission lists): `us`, the person wrote last; `them`, we did. */
  awaiting: Awaiting | null;
  setAwaiting(value: Awaiting | null): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setStatus(status: string): void;
  setQuery(query: string): void;
  setSpamOnly(on: boolean): void;
  reload(): void;
  replaceItem(item: T): void;
  removeItem(id: string): void;
}

/**
 * The query of one list: the shared filter's status kept only when it is one of the list's own
 * statuses (the filter offers no other), so the call is typed by the list route's query.
 */
export function listQuery<S extends string>(
  options: AdminListOptions,
  statuses: readonly S[],
): Omit<AdminListOptions, 'status'> & { status?: S } {
  const { status, ...rest } = options;
  const known = statuses.find((s) => s === status);
  return known ? { ...rest, status: known } : rest;
}

/**
 * Server-side paging, status filter and search (`?page&limit&status&q`) for a dashboard list, so
 * thousands of rows stay fast: only one page is ever loaded.
 */
export function usePagedList<T extends { _id: string }>(
  fetchPage: (options: AdminListOptions) => Promise<Page<T>>,
  fetchError: string,
): PagedList<T> {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState<number>(PAGE_SIZES[0]);
  const [status, setStatusState] = useState('');
  // A link may open a list already searched (`?q=` in the staff e-mails' "Open in the admin").
  const [params] = useSearchParams();
  const [initialQuery] = useState(() => params.get('q')?.trim() ?? '');
  const [query, setQueryState] = useState(initialQuery);
  const [debouncedQuery, setDebouncedQuery] = useState(initialQuery);
  const [spamOnly, setSpamOnlyState] = useState(false);
  const [mineOnly, setMineOnlyState] = useState(false);
  // The Overview's "awaiting us" count links to the list so filtered (`?awaiting=us`).
  const [awaiting, setAwaitingState] = useState<Awaiting | null>(
    () => AWAITING.find((a) => a === params.get('awaiting')) ?? null,
  );
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedQuery(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    const options: AdminListOptions = { page, limit };
    if (status) options.status = status;
    if (debouncedQuery) options.q = debouncedQuery;
    if (spamOnly) options.spam = 'only';
    if (mineOnly) options.assignee = 'me';
    if (awaiting) options.awaiting = awaiting;
    fetchPage(options).then(
      (result) => {
        if (cancelled) return;
        setItems(result.items);
        setTotal(result.total);
        setError('');
        setLoading(false);
        // A page beyond the end (after deletions or a narrower filter): go to the last one.
        if (result.items.length === 0 && page > 1 && result.total > 0) {
          setPage(Math.max(1, Math.ceil(result.total / limit)));
        }
      },
      (caught: unknown) => {
        if (cancelled) return;
        setError(failureMessage(caught, fetchError));
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [
    fetchPage,
    fetchError,
    page,
    limit,
    status,
    debouncedQuery,
    spamOnly,
    mineOnly,
    awaiting,
    version,
  ]);

  const replaceItem = useCallback((item: T) => {
    setItems((current) => current.map((row) => (row._id === item._id ? item : row)));
  }, []);
  const removeItem = useCallback((id: string) => {
    setItems((current) => current.filter((row) => row._id !== id));
    setTotal((current) => Math.max(0, current - 1));
  }, []);

  return {
    items,
    total,
    page,
    limit,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    loading,
    error,
    status,
    query,
    spamOnly,
    mineOnly,
    setMineOnly: (value) => {
      setMineOnlyState(value);
      setPage(1);
    },
    awaiting,
    setAwaiting: (value) => {
      setAwaitingState(value);
      setPage(1);
    },
    setPage,
    setLimit: (value) => {
      setLimitState(value);
      setPage(1);
    },
    setStatus: (value) => {
      setStatusState(value);
      setPage(1);
    },
    setQuery: (value) => {
      setQueryState(value);
      setPage(1);
    },
    setSpamOnly: (value) => {
      setSpamOnlyState(value);
      setPage(1);
    },
    reload: () => setVersion((v) => v + 1),
    replaceItem,
    removeItem,
  };
}
