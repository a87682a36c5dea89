import type { Knex } from 'knex';

export interface ListParams {
  page: number;
  limit: number;
  /** Recent totals to reuse (absent: every list is counted). */
  totals?: ListTotals | undefined;
}

/**
 * Totals of list filters, kept briefly: the page itself comes by an index in well under a
 * millisecond, but count(*) reads every matching row (30 ms at 100,000 rows). The app clears them
 * after each successful write of its own; other processes' writes show within TOTALS_TTL_MS.
 */
const TOTALS_TTL_MS = 5_000;
const MAX_TOTALS = 1000;

export class ListTotals {
  readonly #totals = new Map<string, { total: number; at: number }>();

  get(key: string): number | undefined {
    const cached = this.#totals.get(key);
    return cached && Date.now() - cached.at < TOTALS_TTL_MS ? cached.total : undefined;
  }

  set(key: string, total: number) {
    if (this.#totals.size >= MAX_TOTALS) this.#totals.clear();
    this.#totals.set(key, { total, at: Date.now() });
  }

  clear() {
    this.#totals.clear();
  }
}

/** count(*) of a query's rows: a string from `pg`, a number from PGlite. */
const counted = (query: Knex.QueryBuilder) =>
  query.clone().clearSelect().clearOrder().count({ count: '*' }).first();

/** How many rows a query matches. */
export async function countRows(query: Knex.QueryBuilder): Promise<number> {
  return Number((await counted(query))?.count ?? 0);
}

/** Runs a filtered query twice: once counted (or its recent total), once paged. */
export async function paged<TRecord extends object, TResult>(
  query: Knex.QueryBuilder<TRecord, TResult>,
  params: ListParams,
  orderBy: Array<{ column: string; order: 'asc' | 'desc' }>,
) {
  const countQuery = counted(query);
  const { sql, bindings } = countQuery.toSQL();
  const key = `${sql} ${JSON.stringify(bindings)}`;
  let total = params.totals?.get(key);
  if (total === undefined) {
    total = Number((await countQuery)?.count ?? 0);
    params.totals?.set(key, total);
  }
  const rows = await query
    .clone()
    .orderBy(orderBy)
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  return { rows, total };
}

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `where (a ilike p or b ilike p ...)` for a free-text search. */
export function whereSearch<Q extends Knex.QueryBuilder>(
  query: Q,
  columns: string[],
  q: string | undefined,
): Q {
  if (!q) return query;
  const pattern = containsPattern(q);
  query.where((w) => {
    for (const column of columns) w.orWhereILike(column, pattern);
  });
  return query;
}

/** A list's assignee (name and e-mail beside `assignee_id`), read per row of the page only. */
export const assigneeColumns = (db: Knex | Knex.Transaction, column: string) => [
  db.raw(`(select x.name from staff x where x.id = ${column}) as assignee_name`),
  db.raw(`(select x.email from staff x where x.id = ${column}) as assignee_email`),
];

/** What `assigneeColumns` adds to a list's row. */
export interface AssigneeColumns {
  assignee_id?: string | null;
  assignee_name?: string | null;
  assignee_email?: string | null;
}

/** The `assignee` filter: a person's id, null for nobody's, undefined for everyone's. */
export function whereAssignee(
  query: Knex.QueryBuilder,
  column: string,
  assigneeId: string | null | undefined,
) {
  if (assigneeId === null) query.whereNull(column);
  else if (assigneeId !== undefined) query.where(column, assigneeId);
}
