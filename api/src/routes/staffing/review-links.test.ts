/**
 * The hiring manager's review link (issue 34): it shows its own client's submittals and never
 * another's; a wrong token answers 404, an expired or revoked one 410; it is noindex and never
 * kept; every view is recorded; the client's answer lands on the candidate's timeline and the job
 * order and e-mails the recruiter (received by a real SMTP server). The whole desk's story: a job
 * order, three candidates submitted with blind resumes, answers from the link, no attachment in
 * anyone's mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { http } from '../../../test/http';
import type { TestSmtp } from '../../../test/smtp';
import { candidate, createCandidate, startDesk, type Desk } from '../../../test/staffing';
import type { SignedIn, TestServer } from '../../../test/test-server';

const DAY = 86_400_000;
let desk: Desk;
let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;
let recruiter: SignedIn;

const as = (s: SignedIn) => ({ auth: { token: s.token } });
const tokenOf = (url: string) => url.split('/review/')[1]!;

beforeAll(async () => {
  desk = await startDesk();
  ({ smtp, server, call, admin, recruiter } = desk);
});
afterAll(async () => {
  await desk?.close();
});

/** A client with one contact and one job order. */
async function clientWithJob(name: string, title: string) {
  const made = await call('POST', '/api/admin/clients', {
    ...as(recruiter),
    json: {
      name,
      contacts: [
        { name: `${name} Manager`, email: `hm@${name.split(' ')[0]!.toLowerCase()}.example` },
      ],
    },
  });
  const clientId = made.body.id as string;
  const contactId = (await call('GET', `/api/admin/clients/${clientId}`, as(recruiter))).body
    .contacts[0]._id as string;
  const job = await call('POST', '/api/careers', {
    ...as(admin),
    json: {
      title,
      description: 'The role.',
      requirements: ['Experience'],
      location: 'Remote',
      clientId,
      openings: 3,
      billRate: 120,
      payRate: 84,
    },
  });
  return { clientId, contactId, jobId: job.body._id as string };
}

async function submit(jobId: string, contactId: string, n: number, first: string, last: string) {
  const application = await createCandidate(server, jobId, candidate(n, first, last));
  const created = await call('POST', `/api/careers/applications/${application.id}/submittals`, {
    ...as(recruiter),
    json: { jobId, contactId, summary: `Strong candidate number ${n} for the role.` },
  });
  expect(created.status).toBe(201);
  return { application, ...(created.body as { id: string; reviewUrl: string; resumeUrl: string }) };
}

describe('review links', () => {
  it('takes a job order from submittals to answers without an attachment in anyone’s mailbox', async () => {
    const acme = await clientWithJob('Acme Robotics', 'Robotics Software Engineer');
    const other = await clientWithJob('Umbrella Labs', 'Lab Data Engineer');
    const submitted = [
      await submit(acme.jobId, acme.contactId, 11, 'Katherine', 'Johnson'),
      await submit(acme.jobId, acme.contactId, 12, 'Dorothy', 'Vaughan'),
      await submit(acme.jobId, acme.contactId, 13, 'Mary', 'Jackson'),
    ];
    const foreign = await submit(other.jobId, other.contactId, 14, 'Margaret', 'Hamilton');
    const token = tokenOf(submitted[2]!.reviewUrl);

    // The link shows its client's three candidates, blind, and nothing of the other client's.
    const view = await call('GET', `/api/review/${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('x-robots-tag')).toContain('noindex');
    expect(view.headers.get('cache-control')).toContain('no-store');
    expect(view.headers.get('set-cookie')).toBeNull();
    expect(view.body.clientName).toBe('Acme Robotics');
    expect(view.body.candidates.map((c: { _id: string }) => c._id).sort()).toEqual(
      submitted.map((s) => s.id).sort(),
    );
    expect(view.text).not.toContain(foreign.id);
    expect(view.text).not.toContain('Umbrella');
    for (const s of submitted) {
      expect(view.text).not.toContain(s.application.email);
      expect(view.text).not.toContain(s.application.fullName.split(' ')[1]!);
    }
    expect(view.body.candidates[0].resumeText).toContain('Kubernetes');
    // The other client's link shows theirs alone.
    const otherView = await call('GET', `/api/review/${tokenOf(foreign.reviewUrl)}`);
    expect(otherView.body.candidates.map((c: { _id: string }) => c._id)).toEqual([foreign.id]);

    // Another client's candidate through this link: the same 404 as a missing one.
    const crossAnswer = await call('POST', `/api/review/${token}/submittals/${foreign.id}`, {
      json: { decision: 'interview' },
    });
    expect(crossAnswer.status).toBe(404);
    const crossResume = await fetch(
      `${server.url}/api/review/${token}/submittals/${foreign.id}/resume`,
    );
    expect(crossResume.status).toBe(404);

    // Each blind resume is readable from the link.
    const resume = await fetch(`${server.url}${view.body.candidates[0].resumeUrl as string}`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
    expect(resume.headers.get('x-robots-tag')).toContain('noindex');

    // Answers: checked, then on the timeline, the job order, and in the recruiter's mailbox.
    const [first, second, third] = submitted as [
      (typeof submitted)[0],
      (typeof submitted)[0],
      (typeof submitted)[0],
    ];
    const noReason = await call('POST', `/api/review/${token}/submittals/${second.id}`, {
      json: { decision: 'not_a_fit' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const badDecision = await call('POST', `/api/review/${token}/submittals/${second.id}`, {
      json: { decision: 'maybe' },
    });
    expect(badDecision.status).toBe(400);

    const interview = await call('POST', `/api/review/${token}/submittals/${first.id}`, {
      json: { decision: 'interview', note: 'Tuesday or Wednesday afternoon works for us.' },
    });
    expect(interview.status).toBe(201);
    expect(
      interview.body.candidates.find((c: { _id: string }) => c._id === first.id).answer,
    ).toMatchObject({ decision: 'interview' });
    await call('POST', `/api/review/${token}/submittals/${second.id}`, {
      json: { decision: 'not_a_fit', reason: 'Not enough experience', note: 'Needs more ROS.' },
    });
    await call('POST', `/api/review/${token}/submittals/${third.id}`, {
      json: { decision: 'question', note: 'Is she open to on-site two days a week?' },
    });

    const timeline = await call(
      'GET',
      `/api/careers/applications/${first.application.id}`,
      as(recruiter),
    );
    expect(timeline.body.activity.map((a: { text: string }) => a.text)).toContain(
      'Acme Robotics answered "Interview" for Robotics Software Engineer (“Tuesday or Wednesday afternoon works for us.”)',
    );
    const secondTimeline = await call(
      'GET',
      `/api/careers/applications/${second.application.id}`,
      as(recruiter),
    );
    expect(secondTimeline.body.activity.map((a: { text: string }) => a.text)).toContain(
      'Acme Robotics answered "Not a fit" for Robotics Software Engineer: Not enough experience (“Needs more ROS.”)',
    );
    const order = await call('GET', `/api/admin/job-orders/${acme.jobId}`, as(recruiter));
    expect(order.body.pipeline).toMatchObject({ submitted: 1, interviewing: 1, rejected: 1 });
    expect(
      order.body.submittals.find((s: { _id: string }) => s._id === third.id).answers[0],
    ).toMatchObject({ decision: 'question', note: 'Is she open to on-site two days a week?' });

    await smtp.waitFor(
      (all) => all.filter((m) => m.to.includes(recruiter.email)).length >= 3,
      15_000,
    );
    const mails = smtp.to(recruiter.email);
    const interviewMail = mails.find((m) => m.subject.includes('"Interview"'))!;
    expect(interviewMail.subject).toBe('Acme Robotics: "Interview" for Katherine Johnson');
    expect(interviewMail.text).toContain('Tuesday or Wednesday afternoon works for us.');
    expect(interviewMail.text).toContain(`/admin/applications/${first.application.id}`);
    expect(mails.find((m) => m.subject.includes('"Question"'))!.text).toContain(
      'Is she open to on-site two days a week?',
    );
    // No attachment in anyone's mailbox.
    expect(smtp.messages.every((m) => m.attachments === 0)).toBe(true);

    // Every view was recorded (the page, the resume, the answers), without address or browser.
    const views = await server.db('review_link_views').select('what');
    expect(views.filter((v) => v.what === 'page').length).toBeGreaterThanOrEqual(2);
    expect(views.some((v) => v.what === 'resume')).toBe(true);
    expect(views.filter((v) => v.what === 'answer')).toHaveLength(3);
  });

  it('answers 404 for a wrong token and 410 once revoked or expired', async () => {
    const beta = await clientWithJob('Beta Bikes', 'Firmware Engineer');
    const s = await submit(beta.jobId, beta.contactId, 21, 'Hedy', 'Lamarr');
    const token = tokenOf(s.reviewUrl);
    expect((await call('GET', `/api/review/${token}`)).status).toBe(200);

    const wrong = await call('GET', `/api/review/${token.slice(0, -2)}xx`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: 'This review link is not valid.' });

    // Revoked: 410, with no detail; revoking again: 404. Roles checked.
    const editor = await server.signIn({ role: 'editor', email: 'edna@northbeam.test' });
    expect((await call('DELETE', `/api/admin/review-links/${token}`, as(editor))).status).toBe(403);
    const revoked = await call('DELETE', `/api/admin/review-links/${token}`, as(recruiter));
    expect(revoked.status).toBe(200);
    const gone = await call('GET', `/api/review/${token}`);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ message: 'This review link has expired or was withdrawn.' });
    expect(gone.text).not.toContain('Beta');
    expect(
      (
        await call('POST', `/api/review/${token}/submittals/${s.id}`, {
          json: { decision: 'interview' },
        })
      ).status,
    ).toBe(410);
    expect(
      (await fetch(`${server.url}/api/review/${token}/submittals/${s.id}/resume`)).status,
    ).toBe(410);
    expect((await call('DELETE', `/api/admin/review-links/${token}`, as(recruiter))).status).toBe(
      404,
    );
    const client = await call('GET', `/api/admin/clients/${beta.clientId}`, as(recruiter));
    expect(client.body.timeline.map((t: { text: string }) => t.text)).toContain(
      'Review link revoked',
    );

    // A new link for the same contact lives 30 days, and not a day more.
    const fresh = await call('POST', `/api/admin/clients/${beta.clientId}/review-links`, {
      ...as(recruiter),
      json: { contactId: beta.contactId },
    });
    expect(fresh.status).toBe(201);
    expect(Date.parse(fresh.body.expiresAt as string) - desk.clock.now).toBe(30 * DAY);
    const freshToken = tokenOf(fresh.body.reviewUrl as string);
    expect((await call('GET', `/api/review/${freshToken}`)).status).toBe(200);
    const saved = desk.clock.now;
    desk.clock.now += 30 * DAY + 1000;
    try {
      expect((await call('GET', `/api/review/${freshToken}`)).status).toBe(410);
    } finally {
      desk.clock.now = saved;
    }
    // Only the token's SHA-256 is stored.
    const stored = await server.db('review_links').select('token_hash');
    expect(stored.map((r) => r.token_hash)).not.toContain(freshToken);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
