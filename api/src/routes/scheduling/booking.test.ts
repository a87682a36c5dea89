/**
 * An interview booked, moved and cancelled without a hand-written e-mail, the invitations
 * received by a real SMTP server and read by ical.js as a calendar would: the slot offered at
 * 09:00 New York in the week the clocks change is 09:00 New York in the invitation (and the right
 * instant), one UID for the interview's life, SEQUENCE raised on each change, METHOD:CANCEL to
 * withdraw it; the candidate's link moves and cancels it up to the notice period; a wrong link
 * answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { BookingView } from '@northbeam/shared/contract/booking';
import type { Interview } from '@northbeam/shared/contract/scheduling';
import { createJob } from '../../../test/factories';
import { http } from '../../../test/http';
import { createApplication, invitationOf, nextOffsetChange } from '../../../test/scheduling';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const ZONE = 'America/New_York';
// The Monday after the next change of New York's clocks, and the Monday before it.
const change = nextOffsetChange(ZONE);
const mondayAfter = change.plus({ days: (8 - change.weekday) % 7 || 7 }).startOf('day');
const mondayBefore = mondayAfter.minus({ days: 7 });
const windowDays = Math.ceil(mondayAfter.diffNow('days').days) + 3;

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let recruiter: SignedIn;
let interviewer: SignedIn;
let jobTitle: string;

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const tokenOf = (url: string) => url.split('/book/')[1]!;
/** Slots more than two days away (outside the 24-hour notice period, whatever the hour now). */
const later = (view: BookingView) =>
  view.slots.filter((s) => Date.parse(s.start) > Date.now() + 48 * 3_600_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
    scheduling: { windowDays, minLeadHours: 1 },
  });
  call = http(server.url);
  recruiter = await server.signIn({ role: 'recruiter' });
  interviewer = await server.signIn({ role: 'editor', email: 'ada@northbeam.test' });
  const hours = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '12:00' }));
  const saved = await call('PUT', '/api/admin/availability', {
    ...as(interviewer),
    json: { timeZone: ZONE, hours },
  });
  expect(saved.status).toBe(200);
  jobTitle = (await createJob(server.db, { title: 'Platform Engineer' })).title;
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function scheduleWithLink(candidateEmail?: string) {
  const job = await createJob(server.db, { title: jobTitle });
  const application = await createApplication(server.db, job.id, 'Grace Hopper', candidateEmail);
  const answer = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
    ...as(recruiter),
    json: {
      interviewerIds: [interviewer.staffId],
      durationMinutes: 45,
      mode: 'video',
      location: 'https://meet.example/abc',
    },
  });
  expect(answer.status).toBe(201);
  expect(answer.body.bookingUrl).toMatch(/\/book\/[A-Za-z0-9_-]{43}$/);
  return { application, id: answer.body.id as string, token: tokenOf(answer.body.bookingUrl) };
}

describe('booking an interview across a change of the clocks', () => {
  it('offers 09:00 New York on both sides of the change, and the invitation says 09:00 New York', async () => {
    const { application, token } = await scheduleWithLink('grace-dst@candidate.test');
    // The candidate got the link by e-mail.
    await smtp.waitFor((m) =>
      m.some((x) => x.to.includes(application.email) && /Choose a time/.test(x.subject)),
    );

    const view = await call<BookingView>(
      'GET',
      `/api/booking/${token}?timeZone=${encodeURIComponent(ZONE)}`,
    );
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toContain('no-store');
    expect(view.headers.get('set-cookie')).toBeNull();
    expect(view.body.timeZone).toBe(ZONE);
    const before = mondayBefore.set({ hour: 9 });
    const after = mondayAfter.set({ hour: 9 });
    const starts = view.body.slots.map((s) => s.start);
    // The same wall-clock time, two different offsets.
    expect(starts).toContain(before.toISO({ suppressMilliseconds: true }));
    expect(starts).toContain(after.toISO({ suppressMilliseconds: true }));
    expect(before.offset).not.toBe(after.offset);
    // No slot outside 09:00–12:00 New York (45 minutes: the last starts at 11:00).
    for (const s of view.body.slots) {
      const local = DateTime.fromISO(s.start, { zone: ZONE });
      expect(local.hour * 60 + local.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(local.hour * 60 + local.minute).toBeLessThanOrEqual(11 * 60 + 15);
    }

    // The candidate, in Berlin, books the slot written in their own zone.
    const inBerlin = after.setZone('Europe/Berlin').toISO({ suppressMilliseconds: true })!;
    const booked = await call<BookingView>(
      'POST',
      `/api/booking/${token}?timeZone=Europe%2FBerlin`,
      {
        json: { start: inBerlin },
      },
    );
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe('confirmed');
    expect(booked.body.booked?.start).toBe(inBerlin);

    await smtp.waitFor(
      (m) =>
        m.filter((x) => x.raw.attachments.some((a) => a.contentType.startsWith('text/calendar')))
          .length >= 2,
    );
    const toCandidate = smtp.to(application.email).find((m) => /confirmed/.test(m.subject))!;
    const toInterviewer = smtp.to('ada@northbeam.test').find((m) => /confirmed/.test(m.subject))!;
    for (const mail of [toCandidate, toInterviewer]) {
      const invite = invitationOf(mail);
      expect(invite.method).toBe('REQUEST');
      expect(invite.tzid).toBe(ZONE);
      expect(invite.local).toBe(after.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
      expect(invite.start.toISOString()).toBe(after.toUTC().toISO());
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(invite.sequence).toBe(0);
      expect(invite.organizer).toBe('mailto:no-reply@northbeam.test');
      expect(invite.attendees.sort()).toEqual([application.email, 'ada@northbeam.test'].sort());
    }
    // The candidate's e-mail reads in the zone they chose; the link to move it is in it.
    expect(toCandidate.text).toMatch(/CET|CEST|GMT\+1|GMT\+2/);
    expect(toCandidate.text).toMatch(/\/book\/[A-Za-z0-9_-]{43}/);
    expect(invitationOf(toCandidate).uid).toBe(invitationOf(toInterviewer).uid);
  });
});

describe('moving and cancelling', () => {
  it('a reschedule keeps the UID and raises SEQUENCE; a cancel sends METHOD:CANCEL', async () => {
    const email = 'linus@candidate.test';
    const { id, token } = await scheduleWithLink(email);
    const slots = later((await call<BookingView>('GET', `/api/booking/${token}`)).body);
    expect(slots.length).toBeGreaterThan(3);
    expect(
      (await call('POST', `/api/booking/${token}`, { json: { start: slots[0]!.start } })).status,
    ).toBe(201);
    await smtp.waitFor((m) => m.some((x) => x.to.includes(email) && /confirmed/.test(x.subject)));
    const first = invitationOf(smtp.to(email).find((m) => /confirmed/.test(m.subject))!);

    // The interviewer moves it from the admin.
    const moved = await call<Interview>('PATCH', `/api/interviews/${id}`, {
      ...as(interviewer),
      json: { startsAt: slots[2]!.start },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.sequence).toBe(1);
    await smtp.waitFor((m) => m.some((x) => x.to.includes(email) && /moved/.test(x.subject)));
    const second = invitationOf(smtp.to(email).find((m) => /moved/.test(m.subject))!);
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBe(1);
    expect(second.start.toISOString()).toBe(new Date(slots[2]!.start).toISOString());

    // The candidate moves it back from the link.
    const again = await call<BookingView>('POST', `/api/booking/${token}`, {
      json: { start: slots[1]!.start },
    });
    expect(again.status).toBe(201);
    await smtp.waitFor(
      (m) => m.filter((x) => x.to.includes(email) && /moved/.test(x.subject)).length >= 2,
    );

    // The recruiter cancels: METHOD:CANCEL, same UID, SEQUENCE raised again.
    const cancelled = await call<Interview>('POST', `/api/interviews/${id}/cancel`, as(recruiter));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await smtp.waitFor(
      (m) =>
        m.filter(
          (x) =>
            /cancelled/.test(x.subject) &&
            (x.to.includes(email) || x.to.includes('ada@northbeam.test')),
        ).length >= 2,
    );
    for (const to of [email, 'ada@northbeam.test']) {
      const cancel = invitationOf(smtp.to(to).find((m) => /cancelled/.test(m.subject))!);
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.status).toBe('CANCELLED');
      expect(cancel.uid).toBe(first.uid);
      expect(cancel.sequence).toBe(3);
    }
    // The link is dead, and the interviewer's time is free again.
    expect((await call('GET', `/api/booking/${token}`)).status).toBe(404);
    const other = await scheduleWithLink();
    const free = (await call<BookingView>('GET', `/api/booking/${other.token}`)).body.slots.map(
      (s) => s.start,
    );
    expect(free).toContain(slots[1]!.start);
  });

  it('the candidate cancels from the link; staff outside the interview and its roles cannot touch it', async () => {
    const { id, token } = await scheduleWithLink('ken@candidate.test');
    const slots = later((await call<BookingView>('GET', `/api/booking/${token}`)).body);
    expect(
      (await call('POST', `/api/booking/${token}`, { json: { start: slots[5]!.start } })).status,
    ).toBe(201);
    const stranger = await server.signIn({ role: 'sales' });
    expect((await call('POST', `/api/interviews/${id}/cancel`, as(stranger))).status).toBe(403);
    const cancelled = await call<BookingView>('POST', `/api/booking/${token}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await smtp.waitFor((m) =>
      m.some((x) => x.to.includes('ken@candidate.test') && /cancelled/.test(x.subject)),
    );
    expect(
      invitationOf(smtp.to('ken@candidate.test').find((m) => /cancelled/.test(m.subject))!).method,
    ).toBe('CANCEL');
    const list = await call<Interview[]>('GET', `/api/interviews/mine`, as(interviewer));
    expect(list.body.find((i) => i._id === id)?.status).toBe('cancelled');
  });

  it('a fixed time confirms at once; inside the notice period the link can no longer change it', async () => {
    const job = await createJob(server.db, { title: jobTitle });
    const application = await createApplication(
      server.db,
      job.id,
      'Barbara Liskov',
      'barbara@candidate.test',
    );
    // Three hours from now: inside the 24-hour notice period.
    const startsAt = DateTime.now().plus({ hours: 3 }).startOf('minute').toUTC().toISO()!;
    const answer = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
      ...as(recruiter),
      json: {
        interviewerIds: [interviewer.staffId],
        durationMinutes: 30,
        mode: 'on-site',
        location: '1 Main St, Austin',
        startsAt,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.bookingUrl).toBeUndefined();
    await smtp.waitFor((m) =>
      m.some((x) => x.to.includes('barbara@candidate.test') && /confirmed/.test(x.subject)),
    );
    const mail = smtp.to('barbara@candidate.test').find((m) => /confirmed/.test(m.subject))!;
    const invite = invitationOf(mail);
    expect(invite.start.toISOString()).toBe(new Date(startsAt).toISOString());
    const token = /\/book\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const view = await call<BookingView>('GET', `/api/booking/${token}`);
    expect(view.body.canChange).toBe(false);
    expect(view.body.slots).toEqual([]);
    expect((await call('POST', `/api/booking/${token}/cancel`)).status).toBe(409);
    // The same interviewer cannot be booked twice at that time.
    const clash = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
      ...as(recruiter),
      json: { interviewerIds: [interviewer.staffId], durationMinutes: 30, mode: 'phone', startsAt },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This time was just taken, pick another.');
  });
});

describe('bad links and bad input', () => {
  it('a wrong token answers 404 like a missing one; a bad body answers 400', async () => {
    const { token } = await scheduleWithLink();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const t of [wrong, 'x', 'a'.repeat(43)]) {
      const answer = await call('GET', `/api/booking/${t}`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('This booking link is not valid any more.');
    }
    expect(
      (await call('POST', `/api/booking/${token}`, { json: { start: 'tomorrow' } })).status,
    ).toBe(400);
    expect((await call('GET', `/api/booking/${token}?timeZone=Mars%2FOlympus`)).status).toBe(400);
    const elsewhere = await call('POST', `/api/booking/${token}`, {
      json: { start: DateTime.now().plus({ days: 2 }).set({ hour: 3, minute: 17 }).toISO() },
    });
    expect(elsewhere.status).toBe(409);
    const noInterviewers = await call(
      'POST',
      `/api/careers/applications/${(await createApplication(server.db, (await createJob(server.db)).id)).id}/interviews`,
      {
        ...as(recruiter),
        json: { interviewerIds: [], durationMinutes: 45, mode: 'on-site' },
      },
    );
    expect(noInterviewers.status).toBe(400);
    expect(noInterviewers.body.errors).toMatchObject({
      interviewerIds: 'Choose at least one interviewer',
    });
  });
});
