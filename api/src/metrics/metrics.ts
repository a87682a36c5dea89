/**
 * What the server tells Prometheus (GET /metrics, routes/metrics/metrics.router.ts). One registry
 * per server, built by the composition root: two servers in one process never share a series.
 * - requests: count and duration by route template, method and status class (request-tally.ts),
 *   from the Koa path (middleware/request-metrics.ts) and the cached-response lane;
 * - the outbox: how many messages wait and how long the oldest due one has waited, read from the
 *   database when scraped (one indexed query, shared by both gauges);
 * - background jobs: runs, failures and durations, from the scheduler's onRun hook;
 * - the database pool's use; the public caches' hits and misses (plain numbers on the hot path,
 *   handed to prom-client on scrape); Node's own process metrics (collectDefaultMetrics).
 */
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolUse, type Db } from '../db/connection';
import { outboxBacklog } from '../db/outbox.queries';
import { createRequestTally } from './request-tally';

/** Every series of ours starts with this (Node's process metrics keep their usual names). */
export const METRICS_PREFIX = 'northbeam_';

/** The caches whose hits and misses are counted: rendered pages and public API reads. */
export const CACHES = ['page', 'api'] as const;
export type CacheName = (typeof CACHES)[number];

/** How a background run ended (the scheduler's onRun hook). */
export type JobOutcome = 'ok' | 'failed';

export interface CacheCounts {
  hit(cache: CacheName): void;
  miss(cache: CacheName): void;
}

export interface Metrics {
  /** One answered request, by its route label (a route template or a group, never a raw URL). */
  request(route: string, method: string | undefined, status: number, seconds: number): void;
  cache: CacheCounts;
  /** The scheduler's hook: one run of a periodic job or a per-process loop. */
  jobRun(job: string, outcome: JobOutcome, durationMs: number): void;
  /** The text exposition (collects the gauges read on scrape first). */
  scrape(): Promise<string>;
  readonly contentType: string;
}

export interface MetricsDeps {
  db: Db;
  logger: Pick<Logger, 'warn'>;
}

export function createMetrics({ db, logger }: MetricsDeps): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const name = (suffix: string) => `${METRICS_PREFIX}${suffix}`;

  collectDefaultMetrics({ register: registry });

  const requests = createRequestTally();
  for (const metric of requests.metrics(METRICS_PREFIX)) registry.registerMetric(metric);

  // Cache hits are counted on the hot path (the lane answers most public reads): plain numbers,
  // handed to the counters when scraped.
  const hits: Record<CacheName, number> = { page: 0, api: 0 };
  const misses: Record<CacheName, number> = { page: 0, api: 0 };
  const fromTally = (counts: Record<CacheName, number>) =>
    function collect(this: Counter<'cache'>) {
      this.reset();
      for (const cache of CACHES) this.inc({ cache }, counts[cache]);
    };
  new Counter({
    name: name('cache_hits_total'),
    help: 'Answers given from memory (rendered pages, public API reads).',
    labelNames: ['cache'],
    registers,
    collect: fromTally(hits),
  });
  new Counter({
    name: name('cache_misses_total'),
    help: 'Cacheable answers that had to be computed (rendered, read from the database).',
    labelNames: ['cache'],
    registers,
    collect: fromTally(misses),
  });

  // The outbox, read when scraped: both gauges share one query per scrape.
  let backlog: Promise<{ depth: number; oldestDueSeconds: number } | undefined> | undefined;
  const readBacklog = () =>
    (backlog ??= outboxBacklog(db)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: the outbox could not be read');
        return undefined;
      })
      .finally(() => {
        backlog = undefined;
      }));
  new Gauge({
    name: name('outbox_depth'),
    help: 'Messages waiting to be delivered (queued, or being sent).',
    registers,
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.depth);
      else this.reset();
    },
  });
  new Gauge({
    name: name('outbox_oldest_due_age_seconds'),
    help: 'How long the oldest message that is due has waited past its due time (0: none due).',
    registers,
    async collect() {
      const read = await readBacklog();
      if (read) this.set(read.oldestDueSeconds);
      else this.reset();
    },
  });

  // The connection pool (PostgreSQL: Knex's pool of `pg` connections; PGlite: its one connection).
  const pool = () => poolUse(db);
  new Gauge({
    name: name('db_pool_connections'),
    help: 'Database connections of the pool, by state (used: running a query or a transaction).',
    labelNames: ['state'],
    registers,
    collect() {
      const use = pool();
      this.reset();
      if (!use) return;
      this.set({ state: 'used' }, use.used);
      this.set({ state: 'free' }, use.free);
    },
  });
  new Gauge({
    name: name('db_pool_max_connections'),
    help: 'The most connections the pool opens (1 for the embedded database).',
    registers,
    collect() {
      const use = pool();
      if (use) this.set(use.max);
      else this.reset();
    },
  });
  new Gauge({
    name: name('db_pool_pending_acquires'),
    help: 'Queries waiting for a free connection.',
    registers,
    collect() {
      const use = pool();
      if (use) this.set(use.pendingAcquires);
      else this.reset();
    },
  });

  // Background work (the scheduler's names: scheduled-publishing, retention, outbox...).
  const jobRuns = new Counter({
    name: name('job_runs_total'),
    help: 'Runs of background jobs (periodic jobs this process ran, per-process loops).',
    labelNames: ['job'],
    registers,
  });
  const jobFailures = new Counter({
    name: name('job_failures_total'),
    help: 'Runs of background jobs that failed (the error is logged).',
    labelNames: ['job'],
    registers,
  });
  const jobDuration = new Histogram({
    name: name('job_duration_seconds'),
    help: 'Time a background job run took (seconds).',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers,
  });

  return {
    request: requests.record,
    cache: {
      hit: (cache) => {
        hits[cache] += 1;
      },
      miss: (cache) => {
        misses[cache] += 1;
      },
    },
    jobRun(job, outcome, durationMs) {
      jobRuns.inc({ job });
      if (outcome === 'failed') jobFailures.inc({ job });
      jobDuration.observe({ job }, durationMs / 1000);
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
