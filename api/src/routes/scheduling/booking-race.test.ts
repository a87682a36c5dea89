/**
 * Twenty people book the same slot at the same moment: one confirmation, nineteen "this time was
 * just taken". The guard is the database's exclusion constraint on each interviewer's booked
 * intervals, not a check before the insert: on PGlite and on PostgreSQL (with-postgres.sh), for
 * interviews (twenty candidates, one interviewer) and for consultation calls (twenty visitors,
 * one salesperson).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@northbeam/shared/contract/booking';
import { createJob } from '../../../test/factories';
import { http } from '../../../test/http';
import { createApplication } from '../../../test/scheduling';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const PEOPLE = 20;
const TAKEN = 'This time was just taken, pick another.';

let server: TestServer;
let call: ReturnType<typeof http>;
let recruiter: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ scheduling: { minLeadHours: 1 } });
  call = http(server.url);
  recruiter = await server.signIn({ role: 'recruiter' });
});
afterAll(() => server?.close());

/** Every booking at once; answers the statuses and the bodies' messages. */
async function race(tokens: string[], start: string) {
  const answers = await Promise.all(
    tokens.map((token) => call('POST', `/api/booking/${token}`, { json: { start } })),
  );
  return {
    won: answers.filter((a) => a.status === 201),
    lost: answers.filter((a) => a.status === 409),
    other: answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.text),
  };
}

describe('one slot, twenty bookings at once', () => {
  it('twenty candidates of one interviewer: exactly one wins', async () => {
    const interviewer = await server.signIn({ role: 'editor' });
    const job = await createJob(server.db);
    const tokens: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const application = await createApplication(server.db, job.id, `Candidate ${i}`);
      const scheduled = await call(
        'POST',
        `/api/careers/applications/${application.id}/interviews`,
        {
          auth: { token: recruiter.token },
          json: { interviewerIds: [interviewer.staffId], durationMinutes: 60, mode: 'phone' },
        },
      );
      expect(scheduled.status).toBe(201);
      tokens.push((scheduled.body.bookingUrl as string).split('/book/')[1]!);
    }
    const slots = (await call<BookingView>('GET', `/api/booking/${tokens[0]}`)).body.slots;
    const start = slots[3]!.start;

    const { won, lost, other } = await race(tokens, start);
    expect(other).toEqual([]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(PEOPLE - 1);
    for (const answer of lost) expect(answer.body.message).toBe(TAKEN);

    // One row of booked time for the interviewer, and the slot is offered to nobody now.
    const rows = await server.db('booked_slots').where({ staff_id: interviewer.staffId });
    expect(rows).toHaveLength(1);
    const after = (await call<BookingView>('GET', `/api/booking/${tokens[1]}`)).body.slots;
    expect(after.map((s) => s.start)).not.toContain(start);
    const confirmed = await server
      .db('interviews')
      .where({ status: 'confirmed' })
      .whereIn(
        'application_id',
        server.db('job_applications').where({ job_id: job.id }).select('id'),
      );
    expect(confirmed).toHaveLength(1);
  });

  it('twenty visitors and one salesperson: exactly one call is booked', async () => {
    const salesperson = await server.signIn({ role: 'sales' });
    // Any other salesperson of earlier tests is away: only this one takes calls now.
    await server
      .db('staff')
      .where({ role: 'sales' })
      .whereNot({ id: salesperson.staffId })
      .update({ deactivated_at: new Date() });
    const tokens: string[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const sent = await call('POST', '/api/consultation', {
        json: { firstName: 'Visitor', lastName: String(i), email: `visitor-${i}@lead.test` },
      });
      expect(sent.status).toBe(201);
      tokens.push(sent.body.callBookingToken as string);
    }
    const slots = (await call<BookingView>('GET', `/api/booking/${tokens[0]}`)).body.slots;
    const start = slots[2]!.start;
    const { won, lost, other } = await race(tokens, start);
    expect(other).toEqual([]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(PEOPLE - 1);
    const rows = await server.db('booked_slots').where({ staff_id: salesperson.staffId });
    expect(rows).toHaveLength(1);
  });
});
