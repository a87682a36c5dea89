/**
 * The background work as the server runs it (one scheduler, built in composition.ts, started by
 * createServer): two servers on one database (two processes of one install: on PostgreSQL two
 * pools, on PGlite one handle) run each periodic job once per period, and close() stops them,
 * leaving no timer of the API's own; the daily digest is queued at its hour and the outbox of the
 * process that queued it, woken, sends it at once.
 */
import { createHook } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { BACKGROUND } from '../composition';
import { DEFAULT_TIME_ZONE, zoneHourStart } from '../services/notifications/mail-time';
import { http } from '../../test/http';
import { startTestSmtp } from '../../test/smtp';
import { startTestServer } from '../../test/test-server';

const PERIODIC = [
  BACKGROUND.scheduledPublishing,
  BACKGROUND.retention,
  BACKGROUND.jobClosing,
  BACKGROUND.digests,
  BACKGROUND.sessionSweep,
  BACKGROUND.calendarFeeds,
  BACKGROUND.schedulingReminders,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The timers the API's own code (api/src, not its libraries or tests) creates from now on and
 * that are still pending (not fired, not cleared), each named by the line that created it.
 */
function trackOurTimers() {
  const pending = new Map<number, string>();
  const hook = createHook({
    init(id, type) {
      if (type !== 'Timeout') return;
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 20;
      const frames = new Error().stack!.split('\n');
      Error.stackTraceLimit = limit;
      const at = frames.findIndex((f) => /at (setTimeout|setInterval) \(node:timers/.test(f));
      const caller = at >= 0 ? (frames[at + 1] ?? '') : '';
      const ours = /\/api\/src\/(?!.*node_modules)/.test(caller) && !caller.includes('.test.ts');
      if (ours) {
        pending.set(id, caller.trim());
      }
    },
    destroy(id) {
      pending.delete(id);
    },
  });
  hook.enable();
  return { pending: () => [...pending.values()], stop: () => hook.disable() };
}

describe('the background work', () => {
  it('two servers on one database run each periodic job once per period; close() stops it all', async () => {
    const timers = trackOurTimers();
    let clock = new Date('2031-03-03T23:59:30Z');
    const first = await startTestServer({ clock: () => clock });
    const second = await startTestServer({
      clock: () => clock,
      sameDatabase: first.shareDatabase(),
    });
    let closed = false;
    try {
      const servers = [first, second];
      // The job-closing clear has no idempotence of its own: what it did tells how often it ran.
      const cleared = () => first.cache.generation() + second.cache.generation();

      // Each server looked at every job as it started: each ran once, on one of the two.
      await expect
        .poll(async () => (await first.db('scheduler_runs').pluck('job')).sort())
        .toEqual([...PERIODIC].sort());
      await expect.poll(cleared).toBe(1);

      // An expired session (the sweep's work at its next period).
      await first.signIn();
      await first.db('sessions').update({ expires_at: new Date(Date.now() - 60_000) });

      // Midnight UTC: a new period of every job. Both servers look at each at once (their
      // timers may look too): each job runs once.
      clock = new Date('2031-03-04T00:00:10Z');
      const looks = await Promise.all(
        servers.flatMap((server) => PERIODIC.map((job) => server.scheduler.runIfDue(job))),
      );
      PERIODIC.forEach((job, i) => {
        expect([looks[i], looks[PERIODIC.length + i]].filter(Boolean).length, job).toBeLessThan(2);
      });
      await expect.poll(cleared).toBe(2);
      expect(await first.db('sessions').pluck('id')).toEqual([]);
      const runs = await first.db('scheduler_runs').select('job', 'period');
      expect(Object.fromEntries(runs.map((r) => [r.job, Number(r.period)]))).toMatchObject({
        [BACKGROUND.jobClosing]: Math.floor(clock.getTime() / 86_400_000),
        [BACKGROUND.sessionSweep]: Math.floor(clock.getTime() / 3_600_000),
        [BACKGROUND.digests]: Math.floor(clock.getTime() / 60_000),
      });

      // The same periods again, from both: nothing runs.
      expect(
        await Promise.all(
          servers.flatMap((server) => PERIODIC.map((job) => server.scheduler.runIfDue(job))),
        ),
      ).toEqual(PERIODIC.flatMap(() => [false, false]));
      await sleep(200);
      expect(cleared()).toBe(2);

      // The schedulers' timers are there (the tracking sees them), and close() ends them all.
      expect(timers.pending().some((line) => line.includes('scheduler/scheduler.ts'))).toBe(true);
      await second.close();
      await first.close();
      closed = true;
      await sleep(50);
      expect(timers.pending()).toEqual([]);
    } finally {
      timers.stop();
      if (!closed) {
        await second.close();
        await first.close();
      }
    }
  });

  it('queues the daily digest at its hour; the outbox, woken, sends it at once', async () => {
    const smtp = await startTestSmtp();
    // Digests at midnight in the company's zone; the next one covers the day now under way.
    const midnight = zoneHourStart(new Date(), DEFAULT_TIME_ZONE, 0, 1);
    let clock = new Date(midnight.getTime() - 70_000);
    const server = await startTestServer({
      clock: () => clock,
      notifications: {
        smtpUrl: smtp.url,
        digestHour: 0,
        // The outbox looks by itself only once an hour: a message sent at once was woken for.
        outbox: { retryBaseSeconds: 0.2, maxAttempts: 3, leaseSeconds: 30, pollSeconds: 3600 },
      },
    });
    try {
      const call = http(server.url);
      const recruiter = await server.signIn({ email: 'recruiter@northbeam.test' });
      const prefs = await call('PUT', '/api/admin/notifications/preferences', {
        auth: { token: recruiter.token },
        json: { contact: 'off', consultation: 'digest', application: 'off' },
      });
      expect(prefs.status).toBe(200);
      const visitor = 'grace.hopper@visitor.test';
      const submitted = await call('POST', '/api/consultation', {
        json: { firstName: 'Grace', lastName: 'Hopper', email: visitor, company: 'Navy' },
      });
      expect(submitted.status).toBe(201);
      // The acknowledgement: this process's outbox woken by the submission's commit.
      await smtp.waitFor(() => smtp.to(visitor).length === 1, 5_000);

      const digests = async () =>
        (await server.db('outbox').where({ topic: 'digest' }).pluck('id')).length;
      // Before its hour: the digest due is the one of the day before, which lists nothing new.
      clock = new Date(midnight.getTime() - 10_000);
      expect(await server.scheduler.runIfDue(BACKGROUND.digests)).toBe(true);
      expect(await digests()).toBe(0);

      clock = new Date(midnight.getTime() + 10_000);
      expect(await server.scheduler.runIfDue(BACKGROUND.digests)).toBe(true);
      await smtp.waitFor(() => smtp.to(recruiter.email).length === 1, 5_000);
      expect(smtp.to(recruiter.email)[0]!.subject).toMatch(/^Daily digest for .*: 1 consultation/);
      expect(smtp.to(recruiter.email)[0]!.text).toContain(visitor);

      // The next minutes of that day: queued once.
      clock = new Date(midnight.getTime() + 70_000);
      expect(await server.scheduler.runIfDue(BACKGROUND.digests)).toBe(true);
      expect(await digests()).toBe(1);
    } finally {
      await server.close();
      await smtp.stop();
    }
  });
});
