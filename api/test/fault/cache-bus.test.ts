/**
 * The cache bus between processes: a NOTIFY reaches the other subscribers (never the publisher
 * itself), the listening connection survives a PostgreSQL restart by reconnecting, and a
 * reconnect calls the listeners once (what was published meanwhile was missed).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localCacheBus, pgCacheBus, type CacheBus } from '../../src/services/cache-bus';
import { startPgCluster, type PgCluster } from '../pg-cluster';

let cluster: PgCluster;
const buses: CacheBus[] = [];
beforeAll(async () => {
  cluster = await startPgCluster();
});
afterAll(async () => {
  for (const bus of buses) await bus.close();
  await cluster?.destroy();
});

async function eventually(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('delivers to other processes, survives a restart, resyncs after reconnecting', async () => {
  const one = pgCacheBus({ url: cluster.url, retryDelayMs: 100, maxDelayMs: 500 });
  const two = pgCacheBus({ url: cluster.url, retryDelayMs: 100, maxDelayMs: 500 });
  buses.push(one, two);
  let heardByOne = 0;
  let heardByTwo = 0;
  one.subscribe('pages', () => heardByOne++);
  two.subscribe('pages', () => heardByTwo++);
  // Both listening connections are up once a publish gets through.
  const until = Date.now() + 10_000;
  while (heardByTwo === 0 && Date.now() < until) {
    await one.publish('pages');
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200));
  heardByTwo = 0;
  await one.publish('pages');
  await eventually(() => heardByTwo === 1);
  expect(heardByOne).toBe(0);

  await cluster.restart();
  // The reconnect resyncs: listeners are called once.
  await eventually(() => heardByTwo >= 2 && heardByOne >= 1);
  const before = heardByTwo;
  await one.publish('pages');
  await eventually(() => heardByTwo === before + 1);
});

it('in one process (embedded database) publishing calls the local listeners', async () => {
  const bus = localCacheBus();
  let heard = 0;
  const stop = bus.subscribe('pages', () => heard++);
  await bus.publish('pages');
  stop();
  await bus.publish('pages');
  expect(heard).toBe(1);
  await expect(bus.publish('bad channel; drop table x')).rejects.toThrow(/Invalid channel/);
});
