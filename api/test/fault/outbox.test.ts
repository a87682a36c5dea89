/**
 * The outbox through faults, on PostgreSQL, counted at a real SMTP server:
 * - the API killed with SIGKILL in the middle of a burst of 200 submissions, then started again:
 *   every stored submission (every acknowledged one among them) gives exactly one staff e-mail
 *   and one acknowledgement, as the receiver tells messages apart (by Message-ID);
 * - two API processes delivering one outbox: no e-mail is sent twice, not even as a repeat.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../src/db/connection';
import { startPgCluster, type PgCluster } from '../pg-cluster';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../smtp';
import { startApi, type ApiProcess } from './api-process';

const STAFF = 'staff@northbeam.test';

let cluster: PgCluster;
let smtp: TestSmtp;
const running: ApiProcess[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  const admin = connectPostgres(cluster.url, { min: 0, max: 1 });
  await admin.db.raw('create database crash');
  await admin.db.raw('create database pair');
  await admin.close();
  smtp = await startTestSmtp();
});

afterAll(async () => {
  for (const api of running) await api.stop();
  await smtp?.stop();
  await cluster?.destroy();
});

async function api(database: string, secret: string): Promise<ApiProcess> {
  const started = await startApi({
    DATABASE_URL: cluster.urlFor(database),
    SESSION_SECRET: secret,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Northbeam <no-reply@northbeam.test>',
    NOTIFY_EMAIL: STAFF,
    OUTBOX_RETRY_BASE_SECONDS: '0.2',
    // A message held by a killed process is taken over this soon.
    OUTBOX_LEASE_SECONDS: '3',
    OUTBOX_POLL_SECONDS: '0.2',
  });
  running.push(started);
  return started;
}

const submit = (url: string, email: string) =>
  fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Burst',
      lastName: 'Test',
      email,
      phone: '+1 512 555 0100',
      message: email,
    }),
  });

/** Per sender address: distinct acknowledgements and staff e-mails (by Message-ID), and raw. */
function countsFor(email: string, mails: ReceivedMail[]) {
  const acks = mails.filter((m) => m.to.includes(email));
  const staff = mails.filter((m) => m.to.includes(STAFF) && m.replyTo === email);
  return {
    acks: new Set(acks.map((m) => m.messageId)).size,
    staff: new Set(staff.map((m) => m.messageId)).size,
    raw: acks.length + staff.length,
  };
}

async function storedEmails(database: string): Promise<string[]> {
  const handle = connectPostgres(cluster.urlFor(database), { min: 0, max: 1 });
  try {
    const rows = (await handle.db('contact_submissions').select('email')) as { email: string }[];
    return rows.map((r) => r.email);
  } finally {
    await handle.close();
  }
}

describe('the outbox through faults', () => {
  it('SIGKILL in the middle of a burst of 200: each stored submission is e-mailed exactly once', async () => {
    const secret = randomBytes(32).toString('base64url');
    const first = await api('crash', secret);
    const run = `crash-${Date.now()}`;
    const acknowledged: string[] = [];
    let killed = false;
    // 200 submissions, 10 at a time; the process dies after the 80th acknowledgement.
    const queue = Array.from({ length: 200 }, (_, i) => `${run}-${i}@visitor.test`);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let email = queue.shift(); email; email = queue.shift()) {
          try {
            const res = await submit(first.url, email);
            if (res.status === 201) acknowledged.push(email);
          } catch {
            /* the process is gone: this one was not acknowledged */
          }
          if (!killed && acknowledged.length >= 80) {
            killed = true;
            first.signal('SIGKILL');
          }
        }
      }),
    );
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(acknowledged.length).toBeLessThan(200);

    // Started again on the same database: it delivers what the dead process left.
    const second = await api('crash', secret);
    const stored = (await storedEmails('crash')).filter((e) => e.startsWith(run));
    // Acknowledged means stored.
    for (const email of acknowledged) expect(stored).toContain(email);

    await smtp.waitFor(
      (mails) =>
        stored.every((email) => {
          const c = countsFor(email, mails);
          return c.acks >= 1 && c.staff >= 1;
        }),
      60_000,
    );
    // A moment more for any repeat to show.
    await new Promise((r) => setTimeout(r, 1500));
    let repeats = 0;
    for (const email of stored) {
      const c = countsFor(email, smtp.messages);
      expect(c, email).toMatchObject({ acks: 1, staff: 1 });
      repeats += c.raw - 2;
    }
    // Nothing for a submission that was not stored.
    const unstored = smtp.messages.filter(
      (m) => m.to.some((t) => t.startsWith(run)) && !stored.includes(m.to[0]!),
    );
    expect(unstored).toHaveLength(0);
    // Only what the killed process had in hand may arrive twice (same Message-ID).
    expect(repeats).toBeLessThanOrEqual(20);
    console.log(
      `SIGKILL burst: ${acknowledged.length} acknowledged, ${stored.length} stored, ` +
        `${stored.length * 2} e-mails, ${repeats} repeated deliveries of one Message-ID`,
    );
    await second.stop();
  });

  it('two API processes on one PostgreSQL: every e-mail is sent once', async () => {
    const secret = randomBytes(32).toString('base64url');
    const [a, b] = await Promise.all([api('pair', secret), api('pair', secret)]);
    const run = `pair-${Date.now()}`;
    const emails = Array.from({ length: 100 }, (_, i) => `${run}-${i}@visitor.test`);
    const answers = await Promise.all(
      emails.map((email, i) => submit(i % 2 ? a.url : b.url, email)),
    );
    expect(answers.map((r) => r.status)).toEqual(emails.map(() => 201));
    await smtp.waitFor(
      (mails) => emails.every((email) => countsFor(email, mails).raw >= 2),
      60_000,
    );
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) {
      expect(countsFor(email, smtp.messages), email).toEqual({ acks: 1, staff: 1, raw: 2 });
    }
  });
});
