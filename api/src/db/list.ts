import type { Knex } from 'knex';

export interface ListParams {
  page: number;
  limit: number;
}

export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

/** Runs a filtered query twice: once counted, once paged. */
export async function paged<Row>(
  query: Knex.QueryBuilder,
  params: ListParams,
  orderBy: Array<{ column: string; order: 'asc' | 'desc' }>,
): Promise<ListResult<Row>> {
  const countRow = (await query
    .clone()
    .clearSelect()
    .clearOrder()
    .count<{ count: string | number }[]>({ count: '*' })
    .first()) as { count: string | number } | undefined;
  const rows = (await query
    .clone()
    .orderBy(orderBy)
    .limit(params.limit)
    .offset((params.page - 1) * params.limit)) as Row[];
  return { rows, total: Number(countRow?.count ?? 0) };
}

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `where (a ilike p or b ilike p ...)` for a free-text search. */
export function whereSearch(query: Knex.QueryBuilder, columns: string[], q: string | undefined) {
  if (!q) return query;
  const pattern = containsPattern(q);
  return query.where((w) => {
    for (const column of columns) w.orWhereILike(column, pattern);
  });
}
