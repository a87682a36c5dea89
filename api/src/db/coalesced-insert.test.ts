/** Submissions posted together share one INSERT; each caller still gets its own row or error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { coalescedInsert, type InsertRows } from './coalesced-insert';
import type { ConsultationRequestsTable, InsertOf } from './tables';

const insertRows: InsertRows<InsertOf<'consultation_requests'>, ConsultationRequestsTable> = (
  trx,
  rows,
) => trx('consultation_requests').insert(rows).returning('*');

describe('coalesced inserts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  const values = (i: number) => ({
    first_name: `Coalesced ${i}`,
    last_name: 'Test',
    email: `coalesced-${i}@example.com`,
    company: '',
    message: '',
  });

  it('gives each of many concurrent callers its own stored row', async () => {
    const insert = coalescedInsert(server.db, 'consultation_requests', insertRows);
    const rows = await Promise.all(Array.from({ length: 60 }, (_, i) => insert(values(i))));
    rows.forEach((row, i) => expect(row.email).toBe(`coalesced-${i}@example.com`));
    expect(new Set(rows.map((row) => row.id)).size).toBe(60);
    const stored = await server
      .db('consultation_requests')
      .whereLike('email', 'coalesced-%@example.com')
      .count({ count: '*' });
    expect(Number(stored[0]!.count)).toBe(60);
  });

  it('fails only the caller whose row the database refuses', async () => {
    const insert = coalescedInsert(server.db, 'consultation_requests', insertRows);
    const results = await Promise.allSettled([
      insert(values(100)),
      // A status its check constraint refuses.
      insert({ ...values(101), status: server.db.raw("'not-a-status'") }),
      insert(values(102)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const emails = (
      await server
        .db('consultation_requests')
        .whereIn('email', [
          'coalesced-100@example.com',
          'coalesced-101@example.com',
          'coalesced-102@example.com',
        ])
    ).map((row) => row.email);
    expect(emails.sort()).toEqual(['coalesced-100@example.com', 'coalesced-102@example.com']);
  });
});
