/**
 * The metrics of background work, through the scheduler's onRun hook: each run of a periodic job
 * this process claimed, and of a per-process loop, is counted with its failures and duration.
 * Two registries in one process (two servers) keep their own series.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createScheduler } from '../scheduler/scheduler';
import { startTestServer, type TestServer } from '../../test/test-server';
import { parseSamples, valueOf } from '../../test/prometheus-text';
import { createMetrics } from './metrics';

const logger = createLogger('silent');

describe('metrics of background jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('counts runs, failures and durations by job name; another registry sees none', async () => {
    const metrics = createMetrics({ db: server.db, logger });
    const other = createMetrics({ db: server.db, logger });
    let clock = new Date('2031-03-01T10:00:00Z');
    let fail = true;
    let loopRan!: () => void;
    const looped = new Promise<void>((resolve) => (loopRan = resolve));
    const scheduler = createScheduler({
      db: server.db,
      logger,
      now: () => clock,
      onRun: metrics.jobRun,
      jobs: [
        {
          name: 'test-flaky',
          periodMs: 60_000,
          run: async () => {
            await new Promise((resolve) => setTimeout(resolve, 30));
            if (fail) throw new Error('the mail server said no');
          },
        },
      ],
      loops: [
        {
          name: 'test-loop',
          retryMs: 60_000,
          run: async () => {
            loopRan();
            return 60_000;
          },
        },
      ],
    });

    await expect(scheduler.runIfDue('test-flaky')).rejects.toThrow('the mail server said no');
    // Claimed already this minute: not run, not counted.
    expect(await scheduler.runIfDue('test-flaky')).toBe(false);
    clock = new Date(clock.getTime() + 60_000);
    fail = false;
    expect(await scheduler.runIfDue('test-flaky')).toBe(true);
    scheduler.start();
    await looped;
    await scheduler.stop();

    const samples = parseSamples(await metrics.scrape());
    const job = { job: 'test-flaky' };
    expect(valueOf(samples, 'northbeam_job_runs_total', job)).toBe(2);
    expect(valueOf(samples, 'northbeam_job_failures_total', job)).toBe(1);
    expect(valueOf(samples, 'northbeam_job_duration_seconds_count', job)).toBe(2);
    expect(valueOf(samples, 'northbeam_job_duration_seconds_sum', job)).toBeGreaterThan(0.05);
    expect(valueOf(samples, 'northbeam_job_runs_total', { job: 'test-loop' })).toBe(1);
    expect(valueOf(samples, 'northbeam_job_failures_total', { job: 'test-loop' })).toBeUndefined();

    const elsewhere = parseSamples(await other.scrape());
    expect(valueOf(elsewhere, 'northbeam_job_runs_total', job)).toBeUndefined();
  });
});
