/**
 * The Reports' numbers (issue 32) against hand counts over seeded data: applications per source,
 * the funnel per job, time to hire, time in each status, source of hire; leads per source and
 * campaign and the first-response times (median, 90th percentile, share within one business day,
 * per assignee); page views, visitors, pages, posts, referrers and campaigns. And who may read
 * which report.
 */
import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@northbeam/shared/contract/constants';
import type { SpamVerdict } from '@northbeam/shared/contract/spam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { seedStatusChange, seedVisitCounts, type VisitKind } from '../../../test/report-history';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const RANGE = '?from=2025-06-01&to=2025-06-30';

describe('reports', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  let owner: SignedIn;
  let salesA: SignedIn;
  const as = (s: SignedIn) => ({ auth: { token: s.token } });

  async function application(v: {
    job: string;
    at: string;
    source: string;
    status: string;
    spam?: string;
    lastPost?: string;
    changes?: Array<[string, string, string]>;
  }) {
    const id = randomUUID();
    await server.db('job_applications').insert({
      id,
      job_id: v.job,
      full_name: 'Candidate',
      email: `${id}@example.com`,
      phone: '+1 555 0100',
      resume_key: `${id}.pdf`,
      resume_name: 'cv.pdf',
      resume_mime: 'application/pdf',
      resume_size: 10,
      status: v.status as ApplicationStatus,
      applied_at: new Date(v.at),
      source: v.source,
      spam: (v.spam ?? null) as SpamVerdict | null,
      last_post: v.lastPost ?? null,
    });
    for (const [from, to, at] of v.changes ?? []) {
      await seedStatusChange(server.db, 'application', id, from, to, at);
    }
    return id;
  }

  async function lead(v: {
    kind: 'contact' | 'consultation';
    at: string;
    source: string;
    utm?: [string, string | null, string];
    assignee?: string;
    spam?: string;
    lastPost?: string;
    emailAt?: string;
    statusAt?: string;
  }) {
    const id = randomUUID();
    const table = v.kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    await server.db(table).insert({
      id,
      first_name: 'Lead',
      last_name: 'Person',
      email: `${id}@example.com`,
      ...(v.kind === 'contact' ? { phone: '+1 555 0100' } : {}),
      created_at: new Date(v.at),
      source: v.source,
      utm_source: v.utm?.[0] ?? null,
      utm_medium: v.utm?.[1] ?? null,
      utm_campaign: v.utm?.[2] ?? null,
      assignee_id: v.assignee ?? null,
      spam: (v.spam ?? null) as SpamVerdict | null,
      last_post: v.lastPost ?? null,
    });
    if (v.emailAt) {
      await server.db('outbox').insert({
        id: randomUUID(),
        channel: 'email',
        topic: 'personal',
        recipient: `${id}@example.com`,
        subject: 'Hello',
        payload: '{}',
        max_attempts: 3,
        source_type: v.kind,
        source_id: id,
        created_at: new Date(v.emailAt),
      });
    }
    if (v.statusAt) await seedStatusChange(server.db, v.kind, id, 'new', 'in-progress', v.statusAt);
  }

  beforeAll(async () => {
    server = await startTestServer();
    call = http(server.url);
    owner = await server.signIn({ role: 'owner' });
    salesA = await server.signIn({ role: 'sales' });
    const j1 = (await createJob(server.db, { title: 'Backend engineer' })).id;
    const j2 = (await createJob(server.db, { title: 'Cloud architect' })).id;
    await createBlog(server.db, { slug: 'post-a', title: 'Post A' });

    // June: a1 hired after 10 days through every stage; a2 rejected after review; a3 waiting;
    // a4 hired straight away after 4 days; a5 spam. May: p1 hired in May; p2 hired in June.
    await application({
      job: j1,
      at: '2025-06-02T15:00Z',
      source: 'LinkedIn',
      status: 'hired',
      lastPost: 'post-a',
      changes: [
        ['received', 'reviewing', '2025-06-03T15:00Z'],
        ['reviewing', 'interviewed', '2025-06-05T15:00Z'],
        ['interviewed', 'hired', '2025-06-12T15:00Z'],
      ],
    });
    await application({
      job: j1,
      at: '2025-06-04T15:00Z',
      source: 'indeed',
      status: 'rejected',
      changes: [
        ['received', 'reviewing', '2025-06-06T15:00Z'],
        ['reviewing', 'rejected', '2025-06-08T15:00Z'],
      ],
    });
    await application({
      job: j1,
      at: '2025-06-10T15:00Z',
      source: 'LinkedIn',
      status: 'received',
      lastPost: 'post-b',
    });
    await application({
      job: j2,
      at: '2025-06-15T15:00Z',
      source: 'Direct',
      status: 'hired',
      changes: [['received', 'hired', '2025-06-19T15:00Z']],
    });
    await application({
      job: j2,
      at: '2025-06-16T15:00Z',
      source: 'LinkedIn',
      status: 'received',
      spam: 'spam',
    });
    await application({
      job: j1,
      at: '2025-05-20T15:00Z',
      source: 'indeed',
      status: 'hired',
      changes: [['received', 'hired', '2025-05-25T15:00Z']],
    });
    await application({
      job: j2,
      at: '2025-05-30T15:00Z',
      source: 'Referral',
      status: 'hired',
      changes: [['received', 'hired', '2025-06-20T15:00Z']],
    });

    // Leads (New York time): c1 Monday 10:00, e-mailed 2 h later; c2 Friday 16:00, status changed
    // Monday 15:00 (in time); q1 Saturday, answered Tuesday 10:00 (late: due by Monday's end);
    // q2 Wednesday, never answered (late); c3 spam; c0 in May, never answered.
    await lead({
      kind: 'contact',
      at: '2025-06-02T14:00Z',
      source: 'google',
      utm: ['google', 'cpc', 'brand'],
      assignee: salesA.staffId,
      emailAt: '2025-06-02T16:00Z',
    });
    await lead({
      kind: 'contact',
      at: '2025-06-06T20:00Z',
      source: 'Direct',
      assignee: salesA.staffId,
      statusAt: '2025-06-09T19:00Z',
    });
    await lead({
      kind: 'consultation',
      at: '2025-06-07T15:00Z',
      source: 'google',
      utm: ['google', 'cpc', 'brand'],
      statusAt: '2025-06-10T14:00Z',
    });
    await lead({
      kind: 'consultation',
      at: '2025-06-11T15:00Z',
      source: 'newsletter',
      utm: ['newsletter', null, 'spring'],
      lastPost: 'post-a',
    });
    await lead({ kind: 'contact', at: '2025-06-12T15:00Z', source: 'google', spam: 'spam' });
    await lead({ kind: 'contact', at: '2025-05-15T15:00Z', source: 'google' });

    // As the beacons' flushes write them: days and months.
    await seedVisitCounts(
      server.db,
      [
        { kind: 'site', day: '2025-06-01', key: '', views: 10, visitors: 6, privateViews: 1 },
        { kind: 'site', day: '2025-06-02', key: '', views: 5, visitors: 4, privateViews: 0 },
        { kind: 'site', day: '2025-05-20', key: '', views: 7, visitors: 5, privateViews: 0 },
        {
          kind: 'page',
          day: '2025-06-01',
          key: '/blog/post-a',
          views: 6,
          visitors: 4,
          privateViews: 1,
        },
        {
          kind: 'page',
          day: '2025-06-02',
          key: '/blog/post-a',
          views: 2,
          visitors: 2,
          privateViews: 0,
        },
        {
          kind: 'page',
          day: '2025-06-01',
          key: '/careers',
          views: 4,
          visitors: 3,
          privateViews: 0,
        },
        {
          kind: 'page',
          day: '2025-05-20',
          key: '/blog/post-a',
          views: 3,
          visitors: 3,
          privateViews: 0,
        },
        {
          kind: 'referrer',
          day: '2025-06-01',
          key: 'news.ycombinator.com',
          views: 3,
          visitors: 3,
          privateViews: 0,
        },
        {
          kind: 'campaign',
          day: '2025-06-02',
          key: 'newsletter\temail\tspring',
          views: 2,
          visitors: 2,
          privateViews: 0,
        },
      ].map((c) => ({ ...c, kind: c.kind as VisitKind })),
    );
  });
  afterAll(() => server?.close());

  it('recruiting: sources, funnel, time to hire, time in status, source of hire', async () => {
    const answer = await call('GET', `/api/admin/reports/recruiting${RANGE}`, as(owner));
    expect(answer.status).toBe(200);
    const r = answer.body;
    expect(r.range).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      previousFrom: '2025-05-02',
      previousTo: '2025-05-31',
      timeZone: 'America/New_York',
    });
    expect(r.totals).toEqual({
      applications: 4,
      previousApplications: 2,
      hires: 3,
      previousHires: 1,
    });
    expect(r.bySource).toEqual([
      { source: 'LinkedIn', applications: 2, previous: 0 },
      { source: 'indeed', applications: 1, previous: 1 },
      { source: 'Direct', applications: 1, previous: 0 },
      { source: 'Referral', applications: 0, previous: 1 },
    ]);
    expect(r.funnel.all).toEqual({ received: 4, reviewing: 3, interviewed: 2, hired: 2 });
    expect(r.funnel.byJob).toEqual([
      expect.objectContaining({
        jobTitle: 'Backend engineer',
        received: 3,
        reviewing: 2,
        interviewed: 1,
        hired: 1,
      }),
      expect.objectContaining({
        jobTitle: 'Cloud architect',
        received: 1,
        reviewing: 1,
        interviewed: 1,
        hired: 1,
      }),
    ]);
    expect(r.timeToHire).toEqual({
      medianDays: 10,
      hires: 3,
      previousMedianDays: 5,
      previousHires: 1,
    });
    expect(r.timeInStatus).toEqual([
      { status: 'received', medianDays: 3, stays: 4 },
      { status: 'reviewing', medianDays: 2, stays: 2 },
      { status: 'interviewed', medianDays: 7, stays: 1 },
    ]);
    expect(r.sourceOfHire).toEqual(
      expect.arrayContaining([
        { source: 'LinkedIn', hires: 1, previous: 0 },
        { source: 'Direct', hires: 1, previous: 0 },
        { source: 'Referral', hires: 1, previous: 0 },
        { source: 'indeed', hires: 0, previous: 1 },
      ]),
    );
    expect(r.sourceOfHire).toHaveLength(4);
  });

  it('leads: sources, campaigns and first-response times', async () => {
    const answer = await call('GET', `/api/admin/reports/leads${RANGE}`, as(salesA));
    expect(answer.status).toBe(200);
    const r = answer.body;
    expect(r.totals).toEqual({
      contacts: 2,
      consultations: 2,
      previousContacts: 1,
      previousConsultations: 0,
    });
    expect(r.bySource).toEqual([
      { source: 'google', contacts: 1, consultations: 1, previous: 1 },
      { source: 'Direct', contacts: 1, consultations: 0, previous: 0 },
      { source: 'newsletter', contacts: 0, consultations: 1, previous: 0 },
    ]);
    expect(r.byCampaign).toEqual([
      {
        campaign: 'brand',
        source: 'google',
        medium: 'cpc',
        contacts: 1,
        consultations: 1,
        previous: 0,
      },
      {
        campaign: 'spring',
        source: 'newsletter',
        medium: '',
        contacts: 0,
        consultations: 1,
        previous: 0,
      },
    ]);
    expect(r.firstResponse.overall).toEqual({
      leads: 4,
      answered: 3,
      medianHours: 71,
      p90Hours: 71,
      withinOneBusinessDay: 0.5,
      late: 1,
    });
    expect(r.firstResponse.previous).toEqual({
      leads: 1,
      answered: 0,
      medianHours: null,
      p90Hours: null,
      withinOneBusinessDay: 0,
      late: 1,
    });
    expect(r.firstResponse.byAssignee).toEqual([
      {
        assignee: salesA.name,
        leads: 2,
        answered: 2,
        medianHours: 36.5,
        p90Hours: 64.1,
        withinOneBusinessDay: 1,
        late: 0,
      },
      {
        assignee: null,
        leads: 2,
        answered: 1,
        medianHours: 71,
        p90Hours: 71,
        withinOneBusinessDay: 0,
        late: 1,
      },
    ]);
  });

  it('content: views, visitors, pages, posts with their leads and applications, referrers, campaigns', async () => {
    const answer = await call('GET', `/api/admin/reports/content${RANGE}`, as(owner));
    expect(answer.status).toBe(200);
    const r = answer.body;
    expect(r.totals).toEqual({
      views: 15,
      visitors: 10,
      privateViews: 1,
      previousViews: 7,
      previousVisitors: 5,
    });
    expect(r.daily).toHaveLength(30);
    expect(r.daily.slice(0, 3)).toEqual([
      { day: '2025-06-01', views: 10, visitors: 6 },
      { day: '2025-06-02', views: 5, visitors: 4 },
      { day: '2025-06-03', views: 0, visitors: 0 },
    ]);
    expect(r.pages).toEqual([
      { path: '/blog/post-a', views: 8, visitors: 6, previousViews: 3 },
      { path: '/careers', views: 4, visitors: 3, previousViews: 0 },
    ]);
    expect(r.posts).toEqual([
      { slug: 'post-a', title: 'Post A', views: 8, visitors: 6, leads: 1, applications: 1 },
      { slug: 'post-b', title: null, views: 0, visitors: 0, leads: 0, applications: 1 },
    ]);
    expect(r.referrers).toEqual([
      { host: 'news.ycombinator.com', views: 3, visitors: 3, previousViews: 0 },
    ]);
    expect(r.campaigns).toEqual([
      { source: 'newsletter', medium: 'email', campaign: 'spring', views: 2, visitors: 2 },
    ]);
  });

  it('each report to its roles only', async () => {
    const expected = {
      recruiter: { recruiting: 200, leads: 403, content: 403 },
      sales: { recruiting: 403, leads: 200, content: 403 },
      editor: { recruiting: 403, leads: 403, content: 200 },
      admin: { recruiting: 200, leads: 200, content: 200 },
    } as const;
    for (const [role, reports] of Object.entries(expected)) {
      const someone = await server.signIn({ role: role as keyof typeof expected });
      for (const [report, status] of Object.entries(reports)) {
        const answer = await call('GET', `/api/admin/reports/${report}${RANGE}`, as(someone));
        expect(`${role} ${report} ${answer.status}`).toBe(`${role} ${report} ${status}`);
      }
    }
    expect((await call('GET', `/api/admin/reports/content${RANGE}`)).status).toBe(401);
  });

  it('a status change and a team e-mail keep what the reports read, through the API', async () => {
    const job = await createJob(server.db);
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Live Applicant', email: 'live@example.com', phone: '+1 555 0101 444' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    const id = applied.body._id as string;
    for (const status of ['reviewing', 'hired', 'rejected']) {
      const put = await call('PUT', `/api/careers/applications/${id}`, {
        ...as(owner),
        json: { status },
      });
      expect(put.status).toBe(200);
    }
    const row = await server
      .db('job_applications')
      .where({ id })
      .first('stage_reached', 'hired_at', 'applied_at');
    if (!row) throw new Error('the application is gone');
    expect(row.stage_reached).toBe(3);
    expect(row.hired_at).not.toBeNull();
    const changes = await server.db('status_changes').where({ subject_id: id }).orderBy('id');
    expect(
      changes.map(
        (c: { from_status: string; to_status: string }) => `${c.from_status}>${c.to_status}`,
      ),
    ).toEqual(['received>reviewing', 'reviewing>hired', 'hired>rejected']);
    expect(new Date(changes[0]!.since).getTime()).toBe(new Date(row.applied_at).getTime());
    expect(new Date(changes[1]!.since).getTime()).toBe(new Date(changes[0]!.changed_at).getTime());

    const contact = await call('POST', '/api/contact', {
      json: {
        firstName: 'Live',
        lastName: 'Lead',
        email: 'live.lead@example.com',
        phone: '+1 555 0101 555',
      },
    });
    const firstResponse = () =>
      server.db('contact_submissions').where({ id: contact.body._id }).first('first_response_at');
    expect((await firstResponse())?.first_response_at).toBeNull();
    const mailed = await call('POST', `/api/contact/${contact.body._id}/email`, {
      ...as(salesA),
      json: { subject: 'Hello', body: 'We can help.' },
    });
    expect(mailed.status).toBe(201);
    const answered = (await firstResponse())?.first_response_at;
    expect(answered).not.toBeNull();
    // A later status change does not move the first response.
    await call('PUT', `/api/contact/${contact.body._id}`, {
      ...as(salesA),
      json: { status: 'resolved' },
    });
    expect((await firstResponse())?.first_response_at).toEqual(answered);
  });

  it('refuses a bad range with a clear 400', async () => {
    const reversed = await call(
      'GET',
      '/api/admin/reports/leads?from=2025-06-30&to=2025-06-01',
      as(owner),
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/`from` must not be after `to`/);
    const notADate = await call('GET', '/api/admin/reports/leads?from=2025-02-30', as(owner));
    expect(notADate.status).toBe(400);
    const tooLong = await call(
      'GET',
      '/api/admin/reports/leads?from=2020-01-01&to=2025-01-01',
      as(owner),
    );
    expect(tooLong.status).toBe(400);
    const defaulted = await call('GET', '/api/admin/reports/content', as(owner));
    expect(defaulted.status).toBe(200);
    expect(defaulted.body.daily).toHaveLength(30);
  });
});
