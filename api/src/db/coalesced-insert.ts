/**
 * Inserts that arrive together are written together. Each caller waits for its own row, but the
 * rows queued while the event loop was busy go to PostgreSQL as one multi-row INSERT: one round
 * trip and one commit instead of one each, which is what keeps a burst of public form posts fast.
 * When a batch's statement fails, its rows are tried one by one, so one bad row fails only its own
 * caller; a row is either stored and acknowledged, or neither.
 *
 * `insertRows` is the caller's typed INSERT … RETURNING of a batch; `afterInsert` runs in the same
 * transaction (the outbox messages the rows cause): the rows and what they cause are committed
 * together or not at all.
 */
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTrx } from './connection';

const MAX_BATCH = 100;
/**
 * Batches written at once. While they are in flight new rows wait and go together in the next
 * one: under load the batches grow instead of the transactions multiplying (each holds a pooled
 * connection for a few round trips).
 */
const MAX_IN_FLIGHT = 4;

interface Pending<Values, Row, Meta> {
  values: Values & { id: string };
  meta: Meta;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

export type AfterInsert<Row, Meta> = (
  trx: DbOrTrx,
  inserted: Array<{ row: Row; meta: Meta }>,
) => Promise<void>;

export type InsertRows<Values, Row> = (
  trx: DbOrTrx,
  rows: Array<Values & { id: string }>,
) => PromiseLike<Row[]>;

export function coalescedInsert<Values, Row extends { id: string }, Meta = undefined>(
  db: Db,
  table: string,
  insertRows: InsertRows<Values, Row>,
  afterInsert?: AfterInsert<Row, Meta>,
) {
  let queue: Array<Pending<Values, Row, Meta>> = [];
  let scheduled = false;
  let inFlight = 0;

  const flush = async () => {
    scheduled = false;
    if (!queue.length) return;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    inFlight += 1;
    try {
      await write(batch);
    } finally {
      inFlight -= 1;
      if (queue.length) schedule();
    }
  };

  const write = async (batch: Array<Pending<Values, Row, Meta>>) => {
    const insert = async (items: Array<Pending<Values, Row, Meta>>) => {
      const byId = await db.transaction(async (trx) => {
        const rows = await insertRows(
          trx,
          items.map((item) => item.values),
        );
        const found = new Map(rows.map((row) => [row.id, row]));
        if (afterInsert) {
          await afterInsert(
            trx,
            items.flatMap((item) => {
              const row = found.get(item.values.id);
              return row ? [{ row, meta: item.meta }] : [];
            }),
          );
        }
        return found;
      });
      // Only now, after the commit, is a caller told its row is stored.
      for (const item of items) {
        const row = byId.get(item.values.id);
        if (row) item.resolve(row);
        else item.reject(new Error(`${table}: inserted row ${item.values.id} not returned`));
      }
    };
    try {
      await insert(batch);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else {
        await Promise.all(batch.map((item) => insert([item]).catch(item.reject)));
      }
    }
  };

  function schedule() {
    if (scheduled || inFlight >= MAX_IN_FLIGHT) return;
    scheduled = true;
    // flush() never rejects: a row's failure goes to its own caller.
    setImmediate(() => void flush());
  }

  return (values: Values, meta?: Meta): Promise<Row> =>
    new Promise<Row>((resolve, reject) => {
      queue.push({ values: { ...values, id: randomUUID() }, meta: meta as Meta, resolve, reject });
      schedule();
    });
}
