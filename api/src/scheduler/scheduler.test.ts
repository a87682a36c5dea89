/**
 * The scheduler: a periodic job runs once per period however many processes look, each with its
 * own scheduler on the same database (PostgreSQL or PGlite: the claim's advisory lock works on
 * both), and a per-process loop runs at the delay it asks for and at once when woken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres, type Db } from '../db/connection';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../../test/test-server';
import { createScheduler } from './scheduler';

const logger = createLogger('silent');
const MINUTE = 60_000;

describe('the scheduler', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('runs a periodic job once per period across two schedulers on one database', async () => {
    let clock = new Date('2030-01-01T10:00:00Z');
    const ran: string[] = [];
    // On PostgreSQL, the second scheduler uses a pool of its own, as another process would.
    const other: { db: Db; close(): Promise<void> } = process.env.TEST_DATABASE_URL
      ? await (async () => {
          // The test server's own database (connectPostgres's connection object).
          const url: string = server.db.client.config.connection.connectionString;
          const handle = connectPostgres(url, { min: 0, max: 3 });
          return { db: handle.db, close: () => handle.close() };
        })()
      : { db: server.db, close: async () => {} };
    try {
      const schedulers = ['a', 'b'].map((name) =>
        createScheduler({
          db: name === 'a' ? server.db : other.db,
          logger,
          now: () => clock,
          loops: [],
          jobs: [
            {
              name: 'test-minute',
              periodMs: MINUTE,
              run: async () => {
                ran.push(`${name} ${clock.toISOString()}`);
                await new Promise((resolve) => setTimeout(resolve, 20));
              },
            },
          ],
        }),
      );
      for (const minute of [0, 1, 2]) {
        clock = new Date(Date.parse('2030-01-01T10:00:00Z') + minute * MINUTE);
        // Both look, several times within the minute, at once.
        for (let look = 0; look < 3; look++) {
          await Promise.all(schedulers.map((s) => s.runIfDue('test-minute')));
          clock = new Date(clock.getTime() + 10_000);
        }
      }
      expect(ran).toHaveLength(3);
      expect(ran.map((r) => r.split(' ')[1])).toEqual([
        '2030-01-01T10:00:00.000Z',
        '2030-01-01T10:01:00.000Z',
        '2030-01-01T10:02:00.000Z',
      ]);
    } finally {
      await other.close();
    }
  });

  it('runs a per-process loop at the delay it asks for, at once when woken, never twice at once', async () => {
    let runs = 0;
    let inside = 0;
    let most = 0;
    const scheduler = createScheduler({
      db: server.db,
      logger,
      jobs: [],
      loops: [
        {
          name: 'loop',
          retryMs: 60_000,
          run: async () => {
            runs += 1;
            inside += 1;
            most = Math.max(most, inside);
            await new Promise((resolve) => setTimeout(resolve, 30));
            inside -= 1;
            return 60 * MINUTE;
          },
        },
      ],
    });
    scheduler.start();
    await expect.poll(() => runs).toBe(1);
    // Woken during a run: once more right after it, not in parallel.
    scheduler.wake('loop');
    scheduler.wake('loop');
    await expect.poll(() => runs).toBe(2);
    // Woken while asleep (its next run an hour away): at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    scheduler.wake('loop');
    await expect.poll(() => runs).toBe(3);
    await scheduler.stop();
    expect(most).toBe(1);
    scheduler.wake('loop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(3);
  });
});
