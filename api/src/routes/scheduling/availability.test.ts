/**
 * Availability: weekly hours and a staff member's own calendar feed. The feed's secret address
 * is sealed at rest and never sent back (a hint only); its busy times, recurring ones expanded,
 * keep those hours out of the slots offered; a feed that points inside the network is refused
 * unless allowed. Consultation calls go round robin to the free salespeople; reminders go once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { BookingView } from '@northbeam/shared/contract/booking';
import type { Availability, Interview } from '@northbeam/shared/contract/scheduling';
import { createJob } from '../../../test/factories';
import { http } from '../../../test/http';
import { createApplication, startInterviewIn, testReminders } from '../../../test/scheduling';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { busyTimes, fetchFeed, isSpecialAddress } from '../../services/scheduling/ics-feed';

const ZONE = 'America/Chicago';
const SECRET_PATH = '/calendar/ical/ada%40example.com/private-5f2e9a1b7c/basic.ics';

let server: TestServer;
let call: ReturnType<typeof http>;
let feeds: Server;
let feedBase: string;
let ada: SignedIn;
let recruiter: SignedIn;
let feedText = '';

const as = (s: SignedIn) => ({ auth: { token: s.token } });

/** A weekly meeting on Tuesdays 10:00–11:00 Chicago time, one free (transparent) event. */
function calendar() {
  const monday = DateTime.now().setZone(ZONE).startOf('week').minus({ weeks: 1 });
  const tuesday = monday.plus({ days: 1 }).set({ hour: 10 });
  const wednesday = monday.plus({ days: 2 }).set({ hour: 9 });
  const fmt = (d: DateTime) => d.toFormat("yyyyMMdd'T'HHmmss");
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    'BEGIN:VEVENT',
    'UID:weekly-standup@test',
    `DTSTAMP:${DateTime.utc().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    `DTSTART;TZID=${ZONE}:${fmt(tuesday)}`,
    `DTEND;TZID=${ZONE}:${fmt(tuesday.plus({ hours: 1 }))}`,
    'RRULE:FREQ=WEEKLY;COUNT=20',
    'SUMMARY:Private meeting',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:free-reminder@test',
    `DTSTAMP:${DateTime.utc().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    `DTSTART;TZID=${ZONE}:${fmt(wednesday)}`,
    `DTEND;TZID=${ZONE}:${fmt(wednesday.plus({ hours: 8 }))}`,
    'RRULE:FREQ=WEEKLY;COUNT=20',
    'TRANSP:TRANSPARENT',
    'SUMMARY:Focus time (free)',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

beforeAll(async () => {
  feedText = calendar();
  feeds = createServer((req, res) => {
    if (req.url === SECRET_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end(feedText);
    } else if (req.url === '/big.ics') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end('X'.repeat(200_000));
    } else if (req.url === '/slow.ics') {
      // Never answers.
    } else {
      res.writeHead(404).end();
    }
  }).listen(0, '127.0.0.1');
  await new Promise((r) => feeds.once('listening', r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  server = await startTestServer({
    scheduling: { minLeadHours: 0, feeds: { allowPrivateAddresses: true } },
  });
  call = http(server.url);
  ada = await server.signIn({ role: 'editor' });
  recruiter = await server.signIn({ role: 'recruiter' });
});
afterAll(async () => {
  await server?.close();
  feeds.closeAllConnections();
  await new Promise((r) => feeds.close(r));
});

describe('availability and the calendar feed', () => {
  it('keeps weekly hours, seals the feed address and never sends it back', async () => {
    const fresh = await call<Availability>('GET', '/api/admin/availability', as(ada));
    expect(fresh.status).toBe(200);
    expect(fresh.body.calendarFeed).toBeNull();
    const hours = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '12:00' }));
    const saved = await call<Availability>('PUT', '/api/admin/availability', {
      ...as(ada),
      json: {
        timeZone: ZONE,
        hours,
        daysOff: ['2030-01-01'],
        calendarFeedUrl: `${feedBase}${SECRET_PATH}`,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe(ZONE);
    expect(saved.body.daysOff).toEqual(['2030-01-01']);
    expect(saved.body.calendarFeed?.hint).toBe('127.0.0.1/…/basic.ics');
    expect(saved.body.calendarFeed?.error).toBeNull();
    expect(saved.body.calendarFeed?.busyCount).toBeGreaterThan(2);
    expect(saved.text).not.toContain('private-5f2e9a1b7c');
    const again = await call('GET', '/api/admin/availability', as(ada));
    expect(again.text).not.toContain('private-5f2e9a1b7c');
    // At rest: sealed, not the address.
    const row = (await server.db('staff_calendar_feeds').where({ staff_id: ada.staffId }).first())!;
    expect(row.url).toMatch(/^v1:/);
    expect(row.url).not.toContain('private-5f2e9a1b7c');
    // The audit log says it changed, never what it is.
    const audit = await server.db('audit_log').where({ action: 'availability.update' });
    expect(JSON.stringify(audit)).not.toContain('private-5f2e9a1b7c');

    const bad = await call('PUT', '/api/admin/availability', {
      ...as(ada),
      json: { timeZone: 'Nowhere/City', hours: [{ day: 8, start: '9', end: '25:00' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['timeZone', 'hours.0.day', 'hours.0.start']),
    );
  });

  it("the feed's busy times, recurring ones too, are not offered; free events are", async () => {
    const job = await createJob(server.db);
    const application = await createApplication(server.db, job.id);
    const scheduled = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
      ...as(recruiter),
      json: { interviewerIds: [ada.staffId], durationMinutes: 30, mode: 'phone' },
    });
    const token = (scheduled.body.bookingUrl as string).split('/book/')[1]!;
    const view = await call<BookingView>('GET', `/api/booking/${token}?timeZone=${ZONE}`);
    const local = view.body.slots.map((s) => DateTime.fromISO(s.start, { zone: ZONE }));
    const tuesdays = local.filter((d) => d.weekday === 2);
    const wednesdays = local.filter((d) => d.weekday === 3);
    expect(tuesdays.length).toBeGreaterThan(0);
    // Tuesday 10:00–11:00 is busy every week: no 30-minute slot starts from 09:31 to 10:59.
    for (const d of tuesdays) expect(d.hour === 10).toBe(false);
    expect(tuesdays.some((d) => d.hour === 9 && d.minute === 30)).toBe(true);
    expect(tuesdays.some((d) => d.hour === 11)).toBe(true);
    // Wednesday's transparent "focus time" does not block.
    expect(wednesdays.some((d) => d.hour === 10)).toBe(true);
  });

  it('refuses addresses inside the network unless allowed, big feeds and slow ones', async () => {
    const strict = { maxBytes: 100_000, timeoutMs: 500, allowPrivateAddresses: false };
    await expect(fetchFeed(`${feedBase}${SECRET_PATH}`, strict)).rejects.toThrow(/private network/);
    await expect(
      fetchFeed(`http://localhost:${new URL(feedBase).port}${SECRET_PATH}`, strict),
    ).rejects.toThrow(/private network/);
    await expect(fetchFeed('file:///etc/passwd', strict)).rejects.toThrow(/https/);
    const open = { ...strict, allowPrivateAddresses: true };
    await expect(fetchFeed(`${feedBase}/big.ics`, open)).rejects.toThrow(/too large/);
    await expect(fetchFeed(`${feedBase}/slow.ics`, open)).rejects.toThrow(/in time/);
    for (const address of [
      '10.1.2.3',
      '169.254.169.254',
      '::ffff:127.0.0.1',
      'fd00::1',
      '::1',
      '192.168.0.9',
    ]) {
      expect(isSpecialAddress(address)).toBe(true);
    }
    expect(isSpecialAddress('93.184.216.34')).toBe(false);
    expect(() => busyTimes('not a calendar', new Date(), new Date())).toThrow(/iCalendar/);
  });
});

describe('consultation calls', () => {
  it('go round robin to the salespeople free at the time; the request shows its call', async () => {
    const hours = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '08:00', end: '18:00' }));
    const one = await server.signIn({ role: 'sales', email: 'one@sales.test' });
    const two = await server.signIn({ role: 'sales', email: 'two@sales.test' });
    for (const s of [one, two]) {
      await call('PUT', '/api/admin/availability', {
        ...as(s),
        json: { timeZone: 'Europe/London', hours },
      });
    }
    const booked: string[] = [];
    for (const n of [1, 2]) {
      const sent = await call('POST', '/api/consultation', {
        json: { firstName: 'Lead', lastName: String(n), email: `lead${n}@client.test` },
      });
      const token = sent.body.callBookingToken as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const view = await call<BookingView>('GET', `/api/booking/${token}`);
      expect(view.body.kind).toBe('consultation-call');
      expect(view.body.durationMinutes).toBe(30);
      const start = view.body.slots[10 + n]!.start;
      expect((await call('POST', `/api/booking/${token}`, { json: { start } })).status).toBe(201);
      const shown = await call<{ call: Interview }>(
        'GET',
        `/api/consultation/${sent.body._id}/call`,
        as(one),
      );
      expect(shown.status).toBe(200);
      expect(shown.body.call.status).toBe('confirmed');
      expect(shown.body.call.startsAt).toBe(new Date(start).toISOString());
      booked.push(shown.body.call.interviewers[0]!._id);
    }
    expect(new Set(booked)).toEqual(new Set([one.staffId, two.staffId]));
    // Both the visitor and the salesperson get the invitation.
    const messages = await server
      .db('outbox')
      .whereIn('recipient', ['lead1@client.test', 'one@sales.test', 'two@sales.test'])
      .whereNotNull('payload');
    const withInvite = messages.filter((m) => 'calendar' in m.payload && m.payload.calendar);
    // lead1's confirmation, and each salesperson's call.
    expect(withInvite.length).toBe(3);
    // The salesperson moves their call: it stays theirs, SEQUENCE raised.
    const [mine] = await server
      .db('interviews as i')
      .join('interview_interviewers as x', 'x.interview_id', 'i.id')
      .where({ 'x.staff_id': one.staffId, 'i.kind': 'consultation-call' })
      .select('i.id', 'i.starts_at');
    const later = new Date(new Date(mine.starts_at).getTime() + 2 * 86_400_000);
    later.setUTCHours(10, 0, 0, 0);
    const moved = await call<Interview>('PATCH', `/api/interviews/${mine.id}`, {
      ...as(one),
      json: { startsAt: later.toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.sequence).toBe(1);
    expect(moved.body.interviewers.map((p) => p._id)).toEqual([one.staffId]);
  });

  it('a spam-looking request is offered no call', async () => {
    const sent = await call('POST', '/api/consultation', {
      json: {
        firstName: 'Bot',
        lastName: 'Bot',
        email: 'bot@spam.test',
        website: 'http://spam.test',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.callBookingToken).toBeUndefined();
  });
});

describe('reminders', () => {
  it('go 24 hours and 1 hour before, once each', async () => {
    const job = await createJob(server.db);
    const application = await createApplication(server.db, job.id);
    const startsAt = DateTime.now().plus({ days: 5 }).set({ hour: 16, minute: 0 }).toUTC().toISO()!;
    const scheduled = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
      ...as(recruiter),
      json: { interviewerIds: [recruiter.staffId], durationMinutes: 30, mode: 'phone', startsAt },
    });
    const id = scheduled.body.id as string;
    const reminders = testReminders(server.db);
    const moveTo = (ms: number) => startInterviewIn(server.db, id, ms);
    const keys = async () =>
      (await server.db('outbox').where('dedupe_key', 'like', `interview-reminder:${id}:%`))
        .map((r) => (r.dedupe_key ?? '').split(':').slice(3).join(':'))
        .sort();
    await moveTo(23 * 3_600_000);
    await reminders.runDue();
    await reminders.runDue();
    expect(await keys()).toEqual(['24h:guest', `24h:staff:${recruiter.staffId}`]);
    await moveTo(50 * 60_000);
    await reminders.runDue();
    await reminders.runDue();
    expect(await keys()).toEqual([
      '1h:guest',
      `1h:staff:${recruiter.staffId}`,
      '24h:guest',
      `24h:staff:${recruiter.staffId}`,
    ]);
  });
});
