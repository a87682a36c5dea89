/**
 * Placements and the desk (issue 34): hiring a submitted candidate records the placement (start
 * date, the job order's rates or fee, the recruiter credited), the application becomes "hired"
 * and the timeline says so; the job order's pipeline; the open job orders by client with their
 * age, submittals and interviews; the numbers (submittals per job order, ratios per recruiter and
 * per client, placements and gross margin per month, the margin hidden from whom rates are).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInServer } from '../../../test/signed-in-server';
import { candidate, createCandidate } from '../../../test/staffing';
import type { SignedIn } from '../../../test/test-server';

const ctx = useSignedInServer();
const as = (s: SignedIn) => ({ auth: { token: s.token } });

let recruiter: SignedIn;
let contract: { clientId: string; contactId: string; jobId: string };
let permanent: { clientId: string; contactId: string; jobId: string };

async function clientWithJob(name: string, terms: Record<string, unknown>) {
  const made = await ctx.call('POST', '/api/admin/clients', {
    ...as(ctx.admin),
    json: {
      name,
      contacts: [
        { name: 'Hiring Manager', email: `hm@${name.toLowerCase().replace(/\W/g, '')}.example` },
      ],
    },
  });
  const clientId = made.body.id as string;
  const contactId = (await ctx.call('GET', `/api/admin/clients/${clientId}`, as(ctx.admin))).body
    .contacts[0]._id as string;
  const job = await ctx.call('POST', '/api/careers', {
    ...as(ctx.admin),
    json: {
      title: `${name} role`,
      description: 'The role.',
      requirements: ['Skill'],
      location: 'Remote',
      clientId,
      ...terms,
    },
  });
  expect(job.status).toBe(201);
  return { clientId, contactId, jobId: job.body._id as string };
}

async function submit(order: typeof contract, n: number) {
  const application = await createCandidate(
    ctx.server,
    order.jobId,
    candidate(n, 'Cand', `Number${n}`),
  );
  const created = await ctx.call('POST', `/api/careers/applications/${application.id}/submittals`, {
    ...as(recruiter),
    json: { jobId: order.jobId, contactId: order.contactId, summary: `Candidate ${n}.` },
  });
  expect(created.status).toBe(201);
  return {
    applicationId: application.id,
    id: created.body.id as string,
    reviewUrl: created.body.reviewUrl as string,
  };
}

beforeAll(async () => {
  recruiter = await ctx.server.signIn({ role: 'recruiter', email: 'ria@northbeam.test' });
  contract = await clientWithJob('Contract Corp', { openings: 2, billRate: 100, payRate: 70 });
  permanent = await clientWithJob('Permanent Partners', { openings: 1, feePercent: 20 });
});

describe('placements and the desk', () => {
  it('places a submitted candidate, shows the pipeline, the desk and its numbers', async () => {
    const c1 = await submit(contract, 31);
    const c2 = await submit(contract, 32);
    const c3 = await submit(contract, 33);
    const p1 = await submit(permanent, 34);
    const p2 = await submit(permanent, 35);

    // The client asks to interview c1 (from the link); the recruiter moves p1 along by hand.
    const token = c3.reviewUrl.split('/review/')[1]!;
    expect(
      (
        await ctx.call('POST', `/api/review/${token}/submittals/${c1.id}`, {
          json: { decision: 'interview' },
        })
      ).status,
    ).toBe(201);
    const moved = await ctx.call('PUT', `/api/admin/submittals/${p1.id}/status`, {
      ...as(recruiter),
      json: { status: 'offered' },
    });
    expect(moved.body.status).toBe('offered');
    expect(
      (
        await ctx.call('PUT', `/api/admin/submittals/${p1.id}/status`, {
          ...as(recruiter),
          json: { status: 'placed' },
        })
      ).status,
    ).toBe(400);

    // Hiring: the job order's terms unless given; rates only from whom may see them.
    const refused = await ctx.call('POST', `/api/admin/submittals/${c1.id}/placement`, {
      ...as(recruiter),
      json: { startDate: '2026-12-01', billRate: 150 },
    });
    expect(refused.status).toBe(403);
    const badDate = await ctx.call('POST', `/api/admin/submittals/${c1.id}/placement`, {
      ...as(recruiter),
      json: { startDate: '1 December' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors).toHaveProperty('startDate');
    const placed = await ctx.call('POST', `/api/admin/submittals/${c1.id}/placement`, {
      ...as(recruiter),
      json: { startDate: '2026-12-01' },
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      submittalId: c1.id,
      startDate: '2026-12-01',
      recruiterId: recruiter.staffId,
    });
    const twice = await ctx.call('POST', `/api/admin/submittals/${c1.id}/placement`, {
      ...as(recruiter),
      json: { startDate: '2026-12-02' },
    });
    expect(twice.status).toBe(409);
    const permPlaced = await ctx.call('POST', `/api/admin/submittals/${p1.id}/placement`, {
      ...as(ctx.admin),
      json: { startDate: '2027-01-15', salary: 100000, recruiterId: recruiter.staffId },
    });
    expect(permPlaced.status).toBe(201);
    await ctx.call('PUT', `/api/admin/submittals/${c2.id}/status`, {
      ...as(recruiter),
      json: { status: 'rejected' },
    });

    // The candidate is hired, and the timeline says so.
    const hired = await ctx.call(
      'GET',
      `/api/careers/applications/${c1.applicationId}`,
      as(recruiter),
    );
    expect(hired.body.status).toBe('hired');
    expect(hired.body.activity.map((a: { text: string }) => a.text)).toContain(
      'Placed on Contract Corp role, starting 2026-12-01',
    );

    // The job order's pipeline.
    const order = await ctx.call('GET', `/api/admin/job-orders/${contract.jobId}`, as(recruiter));
    expect(order.body.pipeline).toEqual({
      submitted: 1,
      interviewing: 0,
      offered: 0,
      placed: 1,
      rejected: 1,
    });
    expect(order.body.submittals.find((s: { _id: string }) => s._id === c1.id).placement).toEqual({
      startDate: '2026-12-01',
      recruiter: recruiter.email,
    });

    // The desk: open job orders by client, with age, submittals and interviews.
    const desk = await ctx.call('GET', '/api/admin/desk', as(recruiter));
    expect(desk.status).toBe(200);
    const row = desk.body.find((r: { clientId: string }) => r.clientId === contract.clientId);
    expect(row).toMatchObject({
      clientName: 'Contract Corp',
      jobOrders: [
        expect.objectContaining({
          _id: contract.jobId,
          openings: 2,
          ageDays: 0,
          submittals: 3,
          interviews: 1,
          placed: 1,
        }),
      ],
    });

    // The numbers.
    const numbers = await ctx.call('GET', '/api/admin/desk/numbers', as(ctx.admin));
    expect(numbers.status).toBe(200);
    expect(numbers.body.perJobOrder).toEqual(
      expect.arrayContaining([
        {
          jobId: contract.jobId,
          title: 'Contract Corp role',
          clientName: 'Contract Corp',
          submittals: 3,
        },
        {
          jobId: permanent.jobId,
          title: 'Permanent Partners role',
          clientName: 'Permanent Partners',
          submittals: 2,
        },
      ]),
    );
    // Five submittals by the recruiter; c1 and p1 interviewed (c1 asked for, p1 offered); both placed.
    expect(numbers.body.perRecruiter).toEqual([
      expect.objectContaining({
        recruiterId: recruiter.staffId,
        submittals: 5,
        interviews: 2,
        placements: 2,
        submittalToInterview: 0.4,
        interviewToPlacement: 1,
      }),
    ]);
    expect(numbers.body.perClient).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Contract Corp',
          submittals: 3,
          interviews: 1,
          placements: 1,
          submittalToInterview: 0.333,
        }),
        expect.objectContaining({
          name: 'Permanent Partners',
          submittals: 2,
          interviews: 1,
          placements: 1,
          submittalToInterview: 0.5,
        }),
      ]),
    );
    // Contract: (100 - 70) × 160 h in December; permanent: 20 % of 100,000 in January.
    expect(numbers.body.perMonth).toEqual([
      { month: '2026-12', placements: 1, grossMargin: 4800 },
      { month: '2027-01', placements: 1, grossMargin: 20000 },
    ]);
    const hidden = await ctx.call('GET', '/api/admin/desk/numbers', as(recruiter));
    expect(hidden.body.perMonth.map((m: { grossMargin: number | null }) => m.grossMargin)).toEqual([
      null,
      null,
    ]);
    expect(p2.id).toBeTruthy();

    // Placement and moves audited; the client's timeline has them.
    const client = await ctx.call('GET', `/api/admin/clients/${contract.clientId}`, as(recruiter));
    expect(client.body.timeline.map((t: { text: string }) => t.text)).toEqual(
      expect.arrayContaining([
        'Cand Number31 placed on Contract Corp role, starting 2026-12-01',
        'Cand Number32 moved to Rejected by client (Contract Corp role)',
      ]),
    );
    const editor = await ctx.server.signIn({ role: 'editor', email: 'eve@northbeam.test' });
    expect((await ctx.call('GET', '/api/admin/desk', as(editor))).status).toBe(403);
    expect((await ctx.call('GET', '/api/admin/desk/numbers', as(editor))).status).toBe(403);
  });
});
