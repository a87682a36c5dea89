/**
 * Where a submission came from (issue 32): the attribution the site sends (JSON `attribution`,
 * or the same names as form fields), validated and shown on the item's page; the `Referer`'s host
 * when nothing was sent (the spec's client); tracked apply links (`/r/{code}`) and their source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const resume = { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') };

describe('attribution of submissions', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  let owner: SignedIn;
  let recruiter: SignedIn;
  const as = (s: SignedIn) => ({ auth: { token: s.token } });

  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://www.northbeam.example' });
    call = http(server.url);
    owner = await server.signIn({ role: 'owner' });
    recruiter = await server.signIn({ role: 'recruiter' });
  });
  afterAll(() => server?.close());

  it('stores the JSON attribution of a contact message and shows it on the item', async () => {
    const sent = await call('POST', '/api/contact', {
      json: {
        ...person,
        phone: '+1 555 010 9999',
        attribution: {
          landingPage: '/blog/cloud-costs?utm_source=newsletter&utm_campaign=spring&email=x@y.z',
          referrer: 'mail.example.org',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'spring',
          lastPost: 'cloud-costs',
          pagesSeen: 4,
        },
      },
    });
    expect(sent.status).toBe(201);
    // The public answer is the spec's shape: nothing about where the person came from.
    expect(sent.body.attribution).toBeUndefined();
    const detail = await call('GET', `/api/contact/${sent.body._id}`, as(owner));
    expect(detail.status).toBe(200);
    expect(detail.body.attribution).toEqual({
      source: 'newsletter',
      // Only the parameters that tell where the visit came from are kept.
      landingPage: '/blog/cloud-costs?utm_source=newsletter&utm_campaign=spring',
      referrer: 'mail.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: null,
      utmContent: null,
      ref: null,
      lastPost: { slug: 'cloud-costs', title: null },
      pagesSeen: 4,
      trackedLink: null,
    });
  });

  it('the spec client sends nothing: the Referer gives the referring host, host only', async () => {
    const sent = await call('POST', '/api/consultation', {
      json: { ...person, company: 'Acme', message: 'Hello' },
      headers: { Referer: 'https://www.linkedin.com/feed/update/123?trk=abc' },
    });
    expect(sent.status).toBe(201);
    const detail = await call('GET', `/api/consultation/${sent.body._id}`, as(owner));
    expect(detail.body.attribution).toMatchObject({
      source: 'linkedin.com',
      referrer: 'www.linkedin.com',
      landingPage: null,
      utmSource: null,
    });
  });

  it('a Referer from the site itself is not a referring site: Direct', async () => {
    const sent = await call('POST', '/api/consultation', {
      json: person,
      headers: { Referer: 'https://www.northbeam.example/contact' },
    });
    const detail = await call('GET', `/api/consultation/${sent.body._id}`, as(owner));
    expect(detail.body.attribution).toMatchObject({ source: 'Direct', referrer: null });
  });

  it('refuses attribution that is too long or not on one line (400, field named)', async () => {
    const long = await call('POST', '/api/contact', {
      json: { ...person, phone: '+1 555 010 9999', attribution: { utmCampaign: 'x'.repeat(201) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors['attribution.utmCampaign']).toBe(
      'utm_campaign is at most 200 characters',
    );
    const broken = await call('POST', '/api/contact', {
      json: { ...person, phone: '+1 555 010 9999', attribution: { ref: 'a\r\nb' } },
    });
    expect(broken.status).toBe(400);
    const pages = await call('POST', '/api/contact', {
      json: { ...person, phone: '+1 555 010 9999', attribution: { pagesSeen: -1 } },
    });
    expect(pages.status).toBe(400);
  });

  it('takes the same names as multipart fields on an application', async () => {
    const job = await createJob(server.db);
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '+1 555 0101 222',
          landingPage: '/careers',
          referrer: 'www.indeed.com',
          utmSource: 'indeed',
          utmCampaign: 'backend-2026',
          lastPost: '/blog/hiring-engineers',
          pagesSeen: '7',
        },
        { resume },
      ),
    });
    expect(applied.status).toBe(201);
    const detail = await call(
      'GET',
      `/api/careers/applications/${applied.body._id}`,
      as(recruiter),
    );
    expect(detail.body.attribution).toMatchObject({
      source: 'indeed',
      landingPage: '/careers',
      referrer: 'www.indeed.com',
      utmCampaign: 'backend-2026',
      lastPost: { slug: 'hiring-engineers' },
      pagesSeen: 7,
    });
  });

  it('takes them from a native form post too', async () => {
    const posted = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...person,
        phone: '+1 555 010 8888',
        message: 'Natively',
        landingPage: '/',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'brand',
        pagesSeen: '2',
      }),
    });
    expect(posted.status).toBe(303);
    const row = await server
      .db('contact_submissions')
      .where({ message: 'Natively' })
      .first('source', 'utm_medium', 'utm_campaign', 'pages_seen');
    expect(row).toEqual({
      source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'brand',
      pages_seen: 2,
    });
  });

  it('a tracked apply link records its source: click, redirect, application', async () => {
    const job = await createJob(server.db);
    const made = await call('POST', `/api/careers/${job.id}/links`, {
      ...as(recruiter),
      json: { source: 'Referral: Jane Smith' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ source: 'Referral: Jane Smith', clicks: 0, applications: 0 });
    expect(made.body.path).toBe(`/r/${made.body.code}`);

    const click = await fetch(`${server.url}${made.body.path}`, {
      redirect: 'manual',
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
    });
    expect(click.status).toBe(302);
    expect(click.headers.get('location')).toBe(`/careers/${job.id}?ref=${made.body.code}`);
    // A chat's link preview is sent on, not counted.
    await fetch(`${server.url}${made.body.path}`, {
      redirect: 'manual',
      headers: { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
    });

    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Linus',
          email: 'linus@example.com',
          phone: '+1 555 0101 333',
          landingPage: `/careers/${job.id}?ref=${made.body.code}`,
          ref: made.body.code,
        },
        { resume },
      ),
    });
    expect(applied.status).toBe(201);
    const detail = await call(
      'GET',
      `/api/careers/applications/${applied.body._id}`,
      as(recruiter),
    );
    expect(detail.body.attribution).toMatchObject({
      source: 'Referral: Jane Smith',
      ref: made.body.code,
      trackedLink: { code: made.body.code, source: 'Referral: Jane Smith' },
    });
    const links = await call('GET', `/api/careers/${job.id}/links`, as(recruiter));
    expect(links.body).toEqual([
      expect.objectContaining({ code: made.body.code, clicks: 1, applications: 1, hires: 0 }),
    ]);

    // An unknown code still lands on the careers page.
    const unknown = await fetch(`${server.url}/r/nosuchcode`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/careers');

    // Deleted: the applications keep their source; the link stops counting.
    const removed = await call(
      'DELETE',
      `/api/careers/${job.id}/links/${made.body._id}`,
      as(owner),
    );
    expect(removed.status).toBe(204);
    const after = await call('GET', `/api/careers/applications/${applied.body._id}`, as(recruiter));
    expect(after.body.attribution).toMatchObject({
      source: 'Referral: Jane Smith',
      trackedLink: null,
    });
    const audit = await server
      .db('audit_log')
      .whereIn('action', ['job.link.create', 'job.link.delete']);
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'job.link.create',
      'job.link.delete',
    ]);
  });

  it('tracked links are the job team’s: sales and editors get 403', async () => {
    const job = await createJob(server.db);
    for (const role of ['sales', 'editor'] as const) {
      const someone = await server.signIn({ role });
      const made = await call('POST', `/api/careers/${job.id}/links`, {
        ...as(someone),
        json: { source: 'LinkedIn' },
      });
      expect(made.status).toBe(403);
    }
    const bad = await call('POST', `/api/careers/${job.id}/links`, {
      ...as(owner),
      json: { source: ' ' },
    });
    expect(bad.status).toBe(400);
  });
});
