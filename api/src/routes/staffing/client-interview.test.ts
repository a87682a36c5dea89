/**
 * The client's interview (issue 34 with issue 31's scheduling): the hiring manager answers
 * "Interview" with up to three proposed times (checked: a past, malformed, too distant or
 * repeated time is a 400 naming it; the old body without times still works); the recruiter's
 * e-mail lists them in the recruiter's zone; the recruiter schedules at one of them from the
 * submittal, and the hiring manager receives the same calendar invitation as the candidate and
 * the interviewers (a real SMTP server, the text/calendar part read by ical.js) with them as an
 * ATTENDEE; the review page shows the booked time, then the moved time, then the cancellation.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCandidate, ReviewView } from '@northbeam/shared/contract/review';
import type { Interview } from '@northbeam/shared/contract/scheduling';
import type { Submittal } from '@northbeam/shared/contract/staffing';
import type { http } from '../../../test/http';
import { invitationOf, startInterviewIn, testReminders } from '../../../test/scheduling';
import type { ReceivedMail, TestSmtp } from '../../../test/smtp';
import { candidate, createCandidate, startDesk, type Desk } from '../../../test/staffing';
import type { SignedIn, TestServer } from '../../../test/test-server';

const RECRUITER_ZONE = 'Europe/Berlin';
const HM_EMAIL = 'hana.manager@acme.example';

let running: Desk;
let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;
let recruiter: SignedIn;
let interviewer: SignedIn;

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const tokenOf = (url: string) => url.split('/review/')[1]!;
/** A whole hour `days` ahead, written with New York's offset (the hiring manager's browser). */
const inNewYork = (days: number, hour: number) =>
  DateTime.now()
    .setZone('America/New_York')
    .plus({ days })
    .set({ hour, minute: 0, second: 0, millisecond: 0 });
const iso = (t: DateTime) => t.toISO({ suppressMilliseconds: true })!;
const utc = (t: DateTime) => t.toUTC().toISO()!;

beforeAll(async () => {
  running = await startDesk({ realTime: true });
  ({ smtp, server, call, admin, recruiter } = running);
  interviewer = await server.signIn({ role: 'editor', email: 'ivan.interviewer@northbeam.test' });
  // The recruiter works in Berlin: their e-mails read in Berlin time.
  const saved = await call('PUT', '/api/admin/availability', {
    ...as(recruiter),
    json: { timeZone: RECRUITER_ZONE, hours: [{ day: 1, start: '09:00', end: '17:00' }] },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await running?.close();
});

/** A client with its hiring manager and a job order; candidates submitted to it. */
async function desk(name: string, hmEmail: string) {
  const made = await call('POST', '/api/admin/clients', {
    ...as(recruiter),
    json: { name, contacts: [{ name: 'Hana Manager', email: hmEmail }] },
  });
  const clientId = made.body.id as string;
  const contactId = (await call('GET', `/api/admin/clients/${clientId}`, as(recruiter))).body
    .contacts[0]._id as string;
  const job = await call('POST', '/api/careers', {
    ...as(admin),
    json: {
      title: `${name} Platform Engineer`,
      description: 'The role.',
      requirements: ['Experience'],
      location: 'Remote',
      clientId,
    },
  });
  const jobId = job.body._id as string;
  return {
    async submit(n: number, first: string, last: string) {
      const application = await createCandidate(server, jobId, candidate(n, first, last));
      const created = await call('POST', `/api/careers/applications/${application.id}/submittals`, {
        ...as(recruiter),
        json: { jobId, contactId, summary: `Strong candidate number ${n}.` },
      });
      expect(created.status).toBe(201);
      const body = created.body as { id: string; reviewUrl: string };
      return { application, id: body.id, token: tokenOf(body.reviewUrl) };
    },
  };
}

/** The recruiter schedules the submitted candidate's interview from the submittal, with Ivan. */
const scheduleFrom = (
  s: { application: { id: string }; id: string },
  json: { durationMinutes: number; mode: string; startsAt: string; location?: string },
) =>
  call('POST', `/api/careers/applications/${s.application.id}/interviews`, {
    ...as(recruiter),
    json: { interviewerIds: [interviewer.staffId], ...json, submittalId: s.id },
  });

const answer = (token: string, id: string, json: unknown) =>
  call<ReviewView & { errors?: Record<string, string>; message?: string }>(
    'POST',
    `/api/review/${token}/submittals/${id}`,
    { json },
  );
const candidateIn = (view: ReviewView, id: string) =>
  view.candidates.find((c) => c._id === id) as ReviewCandidate;

async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  await smtp.waitFor((all) => all.some((m) => m.to.includes(address) && subject.test(m.subject)));
  return smtp.to(address).find((m) => subject.test(m.subject))!;
}

describe('the client’s interview', () => {
  it('takes up to three proposed times with "Interview", checked, and the old answer as before', async () => {
    const acme = await desk('Acme Robotics', 'hm@acme-robotics.example');
    const first = await acme.submit(31, 'Katherine', 'Johnson');
    const second = await acme.submit(32, 'Dorothy', 'Vaughan');
    const { token } = first;

    // The body of before (no proposedTimes) still answers 201, with no times.
    const old = await answer(token, second.id, { decision: 'interview', note: 'Any weekday.' });
    expect(old.status).toBe(201);
    expect(candidateIn(old.body, second.id).answer).toMatchObject({
      decision: 'interview',
      note: 'Any weekday.',
      proposedTimes: [],
    });

    // Bad times: a 400 naming the entry, nothing stored.
    const past = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: [iso(inNewYork(3, 10)), iso(inNewYork(-1, 10))],
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({
      'proposedTimes.1': 'Proposed time 2 is in the past: choose a time in the future',
    });
    expect(past.body.message).toBe('Proposed time 2 is in the past: choose a time in the future');
    const malformed = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: ['next Tuesday at 10'],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.['proposedTimes.0']).toMatch(/^Proposed time 1 must be a date/);
    const noOffset = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: ['2030-03-09T09:00:00'],
    });
    expect(noOffset.status).toBe(400);
    expect(noOffset.body.errors).toHaveProperty(['proposedTimes.0']);
    const tooFar = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: [iso(inNewYork(91, 10))],
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.errors?.['proposedTimes.0']).toContain('within the next 90 days');
    const four = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: [1, 2, 3, 4].map((d) => iso(inNewYork(d, 10))),
    });
    expect(four.status).toBe(400);
    expect(four.body.errors).toEqual({ proposedTimes: 'Propose at most 3 times' });
    const twice = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: [iso(inNewYork(2, 10)), utc(inNewYork(2, 10))],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.['proposedTimes.1']).toBe(
      'Proposed time 2 is the same as an earlier one',
    );
    const notAList = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: iso(inNewYork(2, 10)),
    });
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors).toHaveProperty('proposedTimes');
    const withQuestion = await answer(token, first.id, {
      decision: 'question',
      note: 'Remote?',
      proposedTimes: [iso(inNewYork(2, 10))],
    });
    expect(withQuestion.status).toBe(400);
    expect(withQuestion.body.errors?.proposedTimes).toBe(
      'Propose times only with the answer "Interview"',
    );
    expect(await server.db('submittal_answers').where({ submittal_id: first.id })).toEqual([]);

    // Three good times, written in New York's offset: kept as UTC instants.
    const times = [inNewYork(3, 10), inNewYork(4, 14), inNewYork(6, 9)];
    const good = await answer(token, first.id, {
      decision: 'interview',
      proposedTimes: times.map(iso),
      note: 'Video is fine.',
    });
    expect(good.status).toBe(201);
    expect(candidateIn(good.body, first.id).answer).toMatchObject({
      decision: 'interview',
      note: 'Video is fine.',
      proposedTimes: times.map(utc),
    });
    // On the desk too.
    const listed = await call<Submittal[]>(
      'GET',
      `/api/careers/applications/${first.application.id}/submittals`,
      as(recruiter),
    );
    expect(listed.body[0]!.answers[0]!.proposedTimes).toEqual(times.map(utc));
    expect(listed.body[0]!.interview).toBeNull();

    // The recruiter's e-mail lists them in Berlin time.
    const mail = await mailTo(recruiter.email, /"Interview" for Katherine Johnson/);
    for (const t of times) {
      const berlin = t.setZone(RECRUITER_ZONE);
      expect(mail.text).toContain(berlin.setLocale('en-GB').toFormat('cccc, d LLLL yyyy, HH:mm'));
    }
    expect(mail.text).toMatch(/Proposed times: .+ CES?T\n {2}.+ CES?T\n {2}.+ CES?T/);
    expect(mail.html).toContain('Proposed times');
  });

  it('schedules at a proposed time with the hiring manager invited, and the review page follows it', async () => {
    const globex = await desk('Globex Systems', HM_EMAIL);
    const s = await globex.submit(41, 'Mary', 'Jackson');
    const times = [inNewYork(5, 11), inNewYork(7, 15)];
    const proposed = await answer(s.token, s.id, {
      decision: 'interview',
      proposedTimes: times.map(iso),
      timeZone: 'America/New_York',
    });
    expect(proposed.status).toBe(201);
    expect(candidateIn(proposed.body, s.id).interview).toBeNull();

    // "Schedule at this time": the second proposed time, from the submittal.
    const scheduled = await scheduleFrom(s, {
      durationMinutes: 45,
      mode: 'video',
      location: 'https://meet.example/globex',
      startsAt: utc(times[1]!),
    });
    expect(scheduled.status).toBe(201);
    const interviewId = scheduled.body.id as string;

    // The hiring manager receives the invitation: the same event as the candidate's, with them
    // as an attendee.
    const toManager = await mailTo(HM_EMAIL, /confirmed/);
    const toCandidate = await mailTo(s.application.email, /confirmed/);
    const toInterviewer = await mailTo(interviewer.email, /confirmed/);
    const invite = invitationOf(toManager);
    expect(invite.method).toBe('REQUEST');
    expect(invite.start.toISOString()).toBe(utc(times[1]!));
    expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
    expect(invite.attendees).toEqual(
      expect.arrayContaining([HM_EMAIL, s.application.email, interviewer.email]),
    );
    // Named, as calendars show them (the lines unfolded as RFC 5545 folds them).
    expect(invite.text.replace(/\r?\n[ \t]/g, '')).toMatch(
      /^ATTENDEE;[^\n]*CN="Hana Manager":MAILTO:hana\.manager@acme\.example\r?$/im,
    );
    for (const other of [toCandidate, toInterviewer]) {
      const same = invitationOf(other);
      expect(same.uid).toBe(invite.uid);
      expect(same.attendees).toContain(HM_EMAIL);
    }
    expect(toManager.subject).toContain('Mary Jackson');
    expect(toManager.text).toContain('https://meet.example/globex');
    // Their e-mail reads in the zone they answered from (the invitation carries its own TZID).
    expect(toManager.subject).toContain(
      `${times[1]!.setLocale('en-GB').toFormat('cccc, d LLLL yyyy, HH:mm')} E`,
    );

    // The review page shows it; the desk and the interviews know whose it is.
    const view = await call<ReviewView>('GET', `/api/review/${s.token}`);
    expect(candidateIn(view.body, s.id).interview).toEqual({
      status: 'confirmed',
      mode: 'video',
      startsAt: utc(times[1]!),
      endsAt: utc(times[1]!.plus({ minutes: 45 })),
    });
    const listed = await call<Submittal[]>(
      'GET',
      `/api/careers/applications/${s.application.id}/submittals`,
      as(recruiter),
    );
    expect(listed.body[0]).toMatchObject({
      status: 'interviewing',
      interview: { _id: interviewId, status: 'confirmed', startsAt: utc(times[1]!) },
    });
    const interviews = await call<Interview[]>(
      'GET',
      `/api/careers/applications/${s.application.id}/interviews`,
      as(recruiter),
    );
    expect(interviews.body[0]).toMatchObject({
      submittalId: s.id,
      hiringManager: { name: 'Hana Manager', email: HM_EMAIL },
    });

    // Moved: the hiring manager's calendar moves with it, and so does the review page.
    const moved = inNewYork(8, 13);
    const moving = await call('PATCH', `/api/interviews/${interviewId}`, {
      ...as(recruiter),
      json: { startsAt: iso(moved) },
    });
    expect(moving.status).toBe(200);
    const movedMail = await mailTo(HM_EMAIL, /moved/);
    const movedInvite = invitationOf(movedMail);
    expect(movedInvite.uid).toBe(invite.uid);
    expect(movedInvite.sequence).toBe(1);
    expect(movedInvite.start.toISOString()).toBe(utc(moved));
    expect(
      candidateIn((await call<ReviewView>('GET', `/api/review/${s.token}`)).body, s.id).interview,
    ).toMatchObject({ status: 'confirmed', startsAt: utc(moved) });

    // Cancelled: withdrawn from their calendar; the review page says so.
    const cancelled = await call('POST', `/api/interviews/${interviewId}/cancel`, as(recruiter));
    expect(cancelled.status).toBe(200);
    const cancelMail = await mailTo(HM_EMAIL, /cancelled/);
    expect(invitationOf(cancelMail)).toMatchObject({
      method: 'CANCEL',
      uid: invite.uid,
      sequence: 2,
    });
    expect(
      candidateIn((await call<ReviewView>('GET', `/api/review/${s.token}`)).body, s.id).interview,
    ).toMatchObject({ status: 'cancelled' });
  });

  it('reminds the hiring manager too, once each, in their time zone, without a link into the admin', async () => {
    const umbrella = await desk('Umbrella Labs', 'hm@umbrella.example');
    const s = await umbrella.submit(61, 'Katherine', 'Coleman');
    const scheduled = await scheduleFrom(s, {
      durationMinutes: 30,
      mode: 'phone',
      startsAt: utc(inNewYork(6, 10)),
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.id as string;
    await server.db('interviews').where({ id }).update({ client_time_zone: 'America/New_York' });
    const reminders = testReminders(server.db);
    const at = await startInterviewIn(server.db, id, 23 * 3_600_000);
    await reminders.runDue();
    await reminders.runDue();
    const rows = await server
      .db('outbox')
      .where('dedupe_key', 'like', `interview-reminder:${id}:%`);
    expect(rows.map((r) => String(r.dedupe_key).split(':').slice(3).join(':')).sort()).toEqual([
      '24h:client',
      '24h:guest',
      `24h:staff:${interviewer.staffId}`,
    ]);
    const toManager = rows.find((r) => String(r.dedupe_key).endsWith(':client'))!;
    const payload = (
      typeof toManager.payload === 'string' ? JSON.parse(toManager.payload) : toManager.payload
    ) as { text: string };
    expect(toManager.recipient).toBe('hm@umbrella.example');
    // The time as the hiring manager reads it: New York's.
    const newYork = DateTime.fromJSDate(at).setZone('America/New_York');
    expect(toManager.subject).toContain(newYork.toFormat('HH:mm'));
    expect(payload.text).toContain(newYork.toFormat('HH:mm'));
    expect(payload.text).not.toContain('/admin/');
  });

  it('refuses a submittal of another application, and schedules as before without one', async () => {
    const initech = await desk('Initech', 'hm@initech.example');
    const mine = await initech.submit(51, 'Annie', 'Easley');
    const theirs = await initech.submit(52, 'Evelyn', 'Boyd');
    const body = {
      interviewerIds: [interviewer.staffId],
      durationMinutes: 30,
      mode: 'phone',
      startsAt: utc(inNewYork(9, 10)),
    };
    const path = `/api/careers/applications/${mine.application.id}/interviews`;

    const foreign = await call('POST', path, {
      ...as(recruiter),
      json: { ...body, submittalId: theirs.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: 'submittalId must be a submittal of this application',
      errors: { submittalId: 'Choose a submittal of this application' },
    });
    const missing = await call('POST', path, {
      ...as(recruiter),
      json: { ...body, submittalId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('submittalId');
    const malformed = await call('POST', path, {
      ...as(recruiter),
      json: { ...body, submittalId: 'nope' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty('submittalId');
    expect(await server.db('interviews').where({ application_id: mine.application.id })).toEqual(
      [],
    );

    // Without a submittal: scheduled as before, nobody of the client's invited.
    const plain = await call('POST', path, { ...as(recruiter), json: body });
    expect(plain.status).toBe(201);
    const invite = invitationOf(await mailTo(mine.application.email, /confirmed/));
    expect(invite.attendees).not.toContain('hm@initech.example');
    const view = await call<ReviewView>('GET', `/api/review/${mine.token}`);
    expect(candidateIn(view.body, mine.id).interview).toBeNull();
  });
});
