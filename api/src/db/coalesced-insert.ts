/**
 * Inserts that arrive together are written together. Each caller waits for its own row, but the
 * rows queued while the event loop was busy go to PostgreSQL as one multi-row INSERT: one round
 * trip and one commit instead of one each, which is what keeps a burst of public form posts fast.
 * When a batch's statement fails, its rows are tried one by one, so one bad row fails only its own
 * caller; a row is either stored and acknowledged, or neither.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './connection';

const MAX_BATCH = 100;

interface Pending<Row> {
  values: Record<string, unknown> & { id: string };
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

export function coalescedInsert<Row extends { id: string }>(db: Db, table: string) {
  let queue: Array<Pending<Row>> = [];
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    if (queue.length) schedule();
    const insert = async (items: Array<Pending<Row>>) => {
      const rows = (await db(table)
        .insert(items.map((item) => item.values))
        .returning('*')) as Row[];
      const byId = new Map(rows.map((row) => [row.id, row]));
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
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  return (values: Record<string, unknown>): Promise<Row> =>
    new Promise<Row>((resolve, reject) => {
      queue.push({ values: { ...values, id: randomUUID() }, resolve, reject });
      schedule();
    });
}
