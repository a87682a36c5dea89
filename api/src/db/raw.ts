/**
 * Raw SQL's rows. Knex types what it builds from the table definitions (./tables.ts), but not
 * what a raw statement answers: its caller declares the row, here, the one place that trusts it.
 */
import type { Knex } from 'knex';
import type { DbOrTrx } from './connection';

export async function rawRows<Row>(
  db: DbOrTrx,
  sql: string,
  bindings?: readonly Knex.RawBinding[] | Knex.ValueDict,
): Promise<Row[]> {
  const result = await (bindings === undefined
    ? db.raw<{ rows: Row[] }>(sql)
    : db.raw<{ rows: Row[] }>(sql, bindings));
  return result.rows;
}
