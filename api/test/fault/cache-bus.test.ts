/**
 * The cache bus between processes: a NOTIFY reaches the other subscribers (never the publisher
 * itself), the listening connection survives a PostgreSQL restart by reconnecting, and a
 * reconnect calls the listeners once (what was published meanwhile was missed). Content caches
 * share their changes through it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgCacheBus, type CacheBus } from '../../src/cache/cache-bus';
import { createContentCache } from '../../src/cache/content-cache';
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

it('content caches on one PostgreSQL: a change here clears there once, without echo; close() stops it', async () => {
  const here = createContentCache({
    bus: pgCacheBus({ url: cluster.url, retryDelayMs: 100, maxDelayMs: 500 }),
  });
  const there = createContentCache({
    bus: pgCacheBus({ url: cluster.url, retryDelayMs: 100, maxDelayMs: 500 }),
  });
  let clearedHere = 0;
  let clearedThere = 0;
  here.onChange(() => clearedHere++);
  there.onChange(() => clearedThere++);
  there.totals.set('count', 7);
  // Both listening connections are up once a change gets through.
  const until = Date.now() + 10_000;
  while (clearedThere === 0 && Date.now() < until) {
    here.contentChanged();
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200));
  expect(there.totals.get('count')).toBeUndefined();
  const [beforeHere, beforeThere] = [clearedHere, clearedThere];
  const generation = there.generation();

  here.contentChanged();
  await eventually(() => clearedThere === beforeThere + 1);
  expect(clearedHere).toBe(beforeHere + 1);
  expect(there.generation()).toBe(generation + 1);

  // Closed: no listener of `there` is called any more, and its bus connection is gone.
  await there.close();
  here.contentChanged();
  await new Promise((r) => setTimeout(r, 500));
  expect(clearedThere).toBe(beforeThere + 1);
  await here.close();
  const checked = pgCacheBus({ url: cluster.url });
  buses.push(checked);
  await expect(checked.publish('bad channel; drop table x')).rejects.toThrow(/Invalid channel/);
});
