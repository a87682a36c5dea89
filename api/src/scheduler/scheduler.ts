/**
 * The one place timers for periodic work live (an ESLint rule keeps setInterval here; the jobs
 * are listed in composition.ts). Two kinds of work:
 * - periodic jobs (scheduled publishing, retention, digests, the job-closing cache clear, the
 *   session sweep): looked at at start and every `checkMs`, each runs once per period across
 *   every process of one database: the period is claimed (db/scheduler.queries.ts) under a
 *   transaction-level PostgreSQL advisory lock, so one process wins and the others skip without
 *   waiting;
 * - per-process loops (the outbox delivery, the disk clean-up): every process runs its own (their
 *   work is claimed item by item with a lease), at start, at the delay each run asks for, and at
 *   once when woken.
 * `stop()` clears the timers and waits for the runs in progress.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { claimPeriod } from '../db/scheduler.queries';

export interface PeriodicJob {
  name: string;
  /** Runs once per period of this length (aligned on the epoch: a day starts at 00:00 UTC). */
  periodMs: number;
  /** How often to look whether the period changed (default: the period). */
  checkMs?: number;
  run(): Promise<unknown>;
}

export interface ProcessLoop {
  name: string;
  /** One run; answers the milliseconds until the next one. */
  run(): Promise<number>;
  /** The delay after a failed run. */
  retryMs: number;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Runs a per-process loop now (new work was committed in this process). */
  wake(name: string): void;
  /**
   * One look at a periodic job: claims the current period and runs it when this process wins;
   * answers whether it ran. (The timers call it; tests drive it with their own clock.)
   */
  runIfDue(name: string): Promise<boolean>;
}

/** Told of every run this process makes (the metrics count runs, failures and durations). */
export type RunHook = (name: string, outcome: 'ok' | 'failed', durationMs: number) => void;

export function createScheduler(deps: {
  db: Db;
  logger: Pick<Logger, 'warn'>;
  jobs: PeriodicJob[];
  loops: ProcessLoop[];
  now?: () => Date;
  onRun?: RunHook;
}): Scheduler {
  const { db, logger, onRun } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs `run` and tells onRun how it ended and how long it took; settles as `run` does. */
  const observed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    let outcome: 'ok' | 'failed' = 'failed';
    try {
      const value = await run();
      outcome = 'ok';
      return value;
    } finally {
      try {
        onRun?.(name, outcome, performance.now() - started);
      } catch {
        // The hook's fault never fails the job.
      }
    }
  };
  const jobs = new Map(deps.jobs.map((job) => [job.name, job]));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();
  let started = false;
  let stopped = false;

  /** Keeps track of a run so that stop() can wait for it; never rejects. */
  const track = (name: string, run: Promise<unknown>) => {
    const settled = run.catch((error: unknown) => {
      if (!stopped) logger.warn({ err: error, job: name }, 'background job failed');
    });
    running.add(settled);
    void settled.finally(() => running.delete(settled));
    return settled;
  };

  async function runIfDue(name: string): Promise<boolean> {
    const job = jobs.get(name);
    if (!job) throw new Error(`No periodic job named ${name}`);
    const period = Math.floor(now().getTime() / job.periodMs);
    if (!(await claimPeriod(db, job.name, period))) return false;
    await observed(job.name, () => job.run());
    return true;
  }

  const later = (ms: number, task: () => void) => {
    if (stopped) return undefined;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  };

  function every(job: PeriodicJob) {
    const look = () => {
      void track(job.name, runIfDue(job.name)).finally(() =>
        later(job.checkMs ?? job.periodMs, look),
      );
    };
    look();
  }

  // Per-process loops: one run at a time; a wake during a run runs it again right after.
  const loops = new Map(
    deps.loops.map((loop) => [
      loop.name,
      {
        loop,
        timer: undefined as ReturnType<typeof setTimeout> | undefined,
        busy: false,
        again: false,
      },
    ]),
  );

  function runLoop(name: string) {
    const state = loops.get(name);
    if (!state || stopped) return;
    if (state.busy) {
      state.again = true;
      return;
    }
    if (state.timer) {
      clearTimeout(state.timer);
      timers.delete(state.timer);
      state.timer = undefined;
    }
    state.busy = true;
    let delay = state.loop.retryMs;
    void track(
      name,
      observed(name, () => state.loop.run()).then((next) => {
        delay = next;
      }),
    ).finally(() => {
      state.busy = false;
      if (stopped) return;
      if (state.again) {
        state.again = false;
        runLoop(name);
        return;
      }
      state.timer = later(delay, () => {
        state.timer = undefined;
        runLoop(name);
      });
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) every(job);
      for (const name of loops.keys()) runLoop(name);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
    wake(name) {
      if (started) runLoop(name);
    },
    runIfDue,
  };
}
