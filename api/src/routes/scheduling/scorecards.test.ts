/**
 * Scorecards: the job's interview kit sets what is rated; an interviewer does not see the others'
 * scorecards until theirs is in (no anchoring); a recruiter who did not interview sees them all
 * with who is missing; nobody else sees any. A missing one is asked for once, a day after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { Interview, InterviewScorecards } from '@northbeam/shared/contract/scheduling';
import { createJob } from '../../../test/factories';
import { http } from '../../../test/http';
import { createApplication, testReminders } from '../../../test/scheduling';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let recruiter: SignedIn;
let jobs: SignedIn;
let ada: SignedIn;
let linus: SignedIn;

const as = (s: SignedIn) => ({ auth: { token: s.token } });
let day = 3;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  recruiter = await server.signIn({ role: 'recruiter' });
  jobs = await server.signIn({ role: 'admin' });
  ada = await server.signIn({ role: 'editor', email: 'ada@team.test' });
  linus = await server.signIn({ role: 'sales', email: 'linus@team.test' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

async function interviewFor(kit?: { attributes: string[]; questions: string[] }) {
  const job = await createJob(server.db, { title: 'SRE' });
  if (kit) {
    const saved = await call('PUT', `/api/careers/${job.id}/interview-kit`, {
      ...as(jobs),
      json: kit,
    });
    expect(saved.status).toBe(200);
  }
  const application = await createApplication(server.db, job.id, 'Margaret Hamilton');
  const startsAt = DateTime.now()
    .plus({ days: day++ })
    .set({ hour: 15, minute: 0 })
    .toUTC()
    .toISO()!;
  const scheduled = await call('POST', `/api/careers/applications/${application.id}/interviews`, {
    ...as(recruiter),
    json: {
      interviewerIds: [ada.staffId, linus.staffId],
      durationMinutes: 60,
      mode: 'video',
      startsAt,
    },
  });
  expect(scheduled.status).toBe(201);
  return { id: scheduled.body.id as string, application, job };
}

const card = {
  ratings: { Kubernetes: 'strong-yes', Communication: 'yes' },
  recommendation: 'yes',
  notes: 'Knows her clusters.',
};

describe('scorecards', () => {
  it('stay hidden from an interviewer until theirs is submitted', async () => {
    const kit = {
      attributes: ['Kubernetes', 'Communication'],
      questions: ['Tell us about an outage.'],
    };
    const { id, application, job } = await interviewFor(kit);
    expect((await call('GET', `/api/careers/${job.id}/interview-kit`, as(jobs))).body).toEqual(kit);

    const submitted = await call<InterviewScorecards>('POST', `/api/interviews/${id}/scorecards`, {
      ...as(ada),
      json: card,
    });
    expect(submitted.status).toBe(201);
    expect(submitted.body.mine?.ratings).toEqual(card.ratings);
    expect(submitted.body.missing.map((m) => m._id)).toEqual([linus.staffId]);

    // Linus has not written his: he sees the kit, not Ada's card.
    const before = await call<InterviewScorecards>(
      'GET',
      `/api/interviews/${id}/scorecards`,
      as(linus),
    );
    expect(before.status).toBe(200);
    expect(before.body.othersHidden).toBe(true);
    expect(before.body.others).toEqual([]);
    expect(before.text).not.toContain('Knows her clusters');
    expect(before.body.attributes).toEqual(kit.attributes);
    expect(before.body.questions).toEqual(kit.questions);

    // Every attribute of the kit must be rated, none other.
    const partial = await call('POST', `/api/interviews/${id}/scorecards`, {
      ...as(linus),
      json: { ratings: { Kubernetes: 'no' }, recommendation: 'no', notes: '' },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe('Rate every attribute: Communication');
    const bad = await call('POST', `/api/interviews/${id}/scorecards`, {
      ...as(linus),
      json: { ratings: { Kubernetes: 'maybe', Communication: 'yes' }, recommendation: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'ratings.Kubernetes': 'Rate strong no, no, yes or strong yes',
    });
    // A scorecard rates something, and ends with a recommendation.
    const empty = await call('POST', `/api/interviews/${id}/scorecards`, {
      ...as(linus),
      json: { ratings: {}, notes: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      ratings: 'Name at least one thing you assessed',
      recommendation: 'Choose a rating',
    });

    const his = await call<InterviewScorecards>('POST', `/api/interviews/${id}/scorecards`, {
      ...as(linus),
      json: {
        ratings: { Kubernetes: 'no', Communication: 'strong-yes' },
        recommendation: 'no',
        notes: 'Shaky on etcd.',
      },
    });
    expect(his.status).toBe(201);
    expect(his.body.othersHidden).toBe(false);
    expect(his.body.others.map((c) => c.notes)).toEqual(['Knows her clusters.']);

    // The recruiter sees both side by side; the application's list says who submitted.
    const all = await call<InterviewScorecards>(
      'GET',
      `/api/interviews/${id}/scorecards`,
      as(recruiter),
    );
    expect(all.body.others).toHaveLength(2);
    expect(all.body.missing).toEqual([]);
    const list = await call<Interview[]>(
      'GET',
      `/api/careers/applications/${application.id}/interviews`,
      as(recruiter),
    );
    expect(list.body[0]!.interviewers.every((p) => p.scorecardSubmitted)).toBe(true);
  });

  it('nobody outside the interview and its roles reads or writes them', async () => {
    const { id } = await interviewFor();
    const editor = await server.signIn({ role: 'editor' });
    expect((await call('GET', `/api/interviews/${id}/scorecards`, as(editor))).status).toBe(403);
    expect(
      (await call('POST', `/api/interviews/${id}/scorecards`, { ...as(recruiter), json: card }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          'GET',
          `/api/interviews/00000000-0000-4000-8000-000000000000/scorecards`,
          as(recruiter),
        )
      ).status,
    ).toBe(404);
    // Without a kit, any attributes go.
    expect(
      (await call('POST', `/api/interviews/${id}/scorecards`, { ...as(ada), json: card })).status,
    ).toBe(201);
  });

  it('a missing scorecard is asked for once, a day after the interview', async () => {
    const { id } = await interviewFor();
    await call('POST', `/api/interviews/${id}/scorecards`, { ...as(ada), json: card });
    // The interview took place two days ago.
    const start = DateTime.now().minus({ days: 2 });
    await server
      .db('interviews')
      .where({ id })
      .update({ starts_at: start.toJSDate(), ends_at: start.plus({ hours: 1 }).toJSDate() });
    const reminders = testReminders(server.db, smtp.url);
    const first = await reminders.runDue();
    const second = await reminders.runDue();
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    const rows = await server
      .db('outbox')
      .where('dedupe_key', 'like', `scorecard-reminder:${id}:%`);
    expect(rows.map((r: { recipient: string }) => r.recipient)).toEqual(['linus@team.test']);
    await smtp.waitFor((m) =>
      m.some(
        (x) =>
          x.to.includes('linus@team.test') &&
          /scorecard for Margaret Hamilton is missing/.test(x.subject),
      ),
    );
  });
});
