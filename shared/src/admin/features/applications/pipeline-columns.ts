/** The pipeline's columns: one per status, each a page-by-page list of its applications. */
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';

/** Cards fetched per page of a column. */
export const COLUMN_PAGE = 50;

export interface ColumnState {
  items: JobApplication[];
  total: number;
  /** Cards moved into or out of the column since it was loaded (the server's pages shifted). */
  moved: number;
  loadingMore: boolean;
}
export type Columns = Record<ApplicationStatus, ColumnState>;

export const emptyColumn = (): ColumnState => ({
  items: [],
  total: 0,
  moved: 0,
  loadingMore: false,
});
export const emptyColumns = (): Columns =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, emptyColumn()])) as Columns;

/**
 * The page to fetch next: the one holding the first card not yet shown, stepped back by the moves
 * since loading (each shifts the server's order by one), so nothing is skipped; repeats are dropped.
 */
export const nextPage = (column: ColumnState) =>
  Math.floor(Math.max(0, column.items.length - column.moved) / COLUMN_PAGE) + 1;

/** A column with the next page added (cards it already shows are not repeated). */
export function withPage(
  column: ColumnState,
  page: { items: JobApplication[]; total: number },
): ColumnState {
  const seen = new Set(column.items.map((a) => a._id));
  const fresh = page.items.filter((a) => !seen.has(a._id));
  return {
    items: [...column.items, ...fresh],
    total: page.total,
    // A page with nothing new (moves shifted it): count it as read, so the next is asked.
    moved: fresh.length === 0 ? column.moved - COLUMN_PAGE : column.moved,
    loadingMore: false,
  };
}

/** The columns with an application moved to the top of another status's column. */
export function withMove(columns: Columns, application: JobApplication, to: ApplicationStatus) {
  const from = application.status;
  return {
    ...columns,
    [from]: {
      ...columns[from],
      items: columns[from].items.filter((a) => a._id !== application._id),
      total: columns[from].total - 1,
      moved: columns[from].moved + 1,
    },
    [to]: {
      ...columns[to],
      items: [{ ...application, status: to }, ...columns[to].items],
      total: columns[to].total + 1,
      moved: columns[to].moved + 1,
    },
  };
}
