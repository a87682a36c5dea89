/** What a migration is, and the small helpers the table definitions share. */
import type { Knex } from 'knex';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export const timestamps = (t: Knex.CreateTableBuilder, knex: Knex, column = 'created_at') =>
  t.timestamp(column, { useTz: true }).notNullable().defaultTo(knex.fn.now());

export const check = (column: string, values: readonly string[]) =>
  `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;
