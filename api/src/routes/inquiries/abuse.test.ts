/** Public forms: rate limit per client address, honeypot and minimum fill time. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmission } from '@northbeam/shared/contract/contact';
import { consultationRequest } from '@northbeam/shared/contract/consultation';
import { jobApplication } from '@northbeam/shared/contract/application';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/test-server';

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  company: 'Engines',
  message: 'Hello',
};
const consultation = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const count = async (server: TestServer, table: string) =>
  Number(((await server.db(table).count({ n: '*' }).first()) as { n: string }).n);

describe('form rate limits', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startTestServer({
      security: { formRateLimit: 3, formRateWindowMinutes: 10, formMinFillMs: 0 },
    });
    call = http(server.url);
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After and a clear message past N submissions per address and form', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/api/contact', { json: contact })).status).toBe(201);
    }
    const fourth = await call('POST', '/api/contact', { json: contact });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      message: 'Too many submissions from your network. Please try again in 10 minutes.',
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await count(server, 'contact_submissions')).toBe(3);
    // Another form has its own budget.
    expect((await call('POST', '/api/consultation', { json: consultation })).status).toBe(201);
  });

  it('a new window starts afresh', async () => {
    await server
      .db('rate_limits')
      .where('key', 'like', 'form:contact:%')
      .update({ window_start: server.db.raw("now() - interval '11 minutes'") });
    expect((await call('POST', '/api/contact', { json: contact })).status).toBe(201);
  });

  it('limits applications before reading the upload', async () => {
    const job = await createJob(server.db);
    const apply = () =>
      call('POST', `/api/careers/${job.id}/apply`, {
        form: formData(
          { fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0101' },
          { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
        ),
      });
    for (let i = 0; i < 3; i++) expect((await apply()).status).toBe(201);
    const fourth = await apply();
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many submissions/);
  });
});

describe('suspected spam is stored, never discarded (honeypot and minimum fill time)', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ security: { formMinFillMs: 3000 } });
    call = http(server.url);
    token = (await server.signIn()).token;
  });
  afterAll(() => server?.close());

  const list = (path: string) => call('GET', path, { auth: { token } });
  const resume = { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') };

  it('keeps a honeypot contact as spam: same 201 and shape, listed only under the Spam filter', async () => {
    const answer = await call('POST', '/api/contact', {
      json: { ...contact, lastName: 'Honeypot', website: 'http://spam.example' },
    });
    expect(answer.status).toBe(201);
    expect(contactSubmission.parse(answer.body)).toMatchObject({ lastName: 'Honeypot' });
    // The public answer has no spam mark: the bot cannot tell it was caught.
    expect(answer.body).not.toHaveProperty('spam');

    const ordinary = await list('/api/contact');
    expect(ordinary.body.map((c: { lastName: string }) => c.lastName)).not.toContain('Honeypot');
    expect(Number(ordinary.headers.get('x-total-count'))).toBe(ordinary.body.length);
    const spam = await list('/api/contact?spam=only');
    expect(spam.headers.get('x-total-count')).toBe('1');
    expect(spam.body[0]).toMatchObject({
      _id: answer.body._id,
      lastName: 'Honeypot',
      spam: { verdict: 'spam', reason: 'The hidden honeypot field was filled in.' },
    });
  });

  it('"Not spam" moves it back to the ordinary list, and it is audited', async () => {
    const [caught] = (await list('/api/contact?spam=only')).body;
    const moved = await call('PUT', `/api/contact/${caught._id}/spam`, {
      json: { spam: false },
      auth: { token },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: caught._id, spam: null });
    expect((await list('/api/contact?spam=only')).body).toEqual([]);
    expect((await list('/api/contact')).body.map((c: { _id: string }) => c._id)).toContain(
      caught._id,
    );
    const audit = await list('/api/admin/audit?action=contact.not-spam');
    expect(audit.body[0]).toMatchObject({ action: 'contact.not-spam', entityId: caught._id });

    // And back to spam.
    const again = await call('PUT', `/api/contact/${caught._id}/spam`, {
      json: { spam: true },
      auth: { token },
    });
    expect(again.body.spam).toMatchObject({ verdict: 'spam' });
    expect((await list('/api/contact?spam=only')).body).toHaveLength(1);
  });

  it('lists a consultation sent too fast as usual, marked possible spam with the reason', async () => {
    const answer = await call('POST', '/api/consultation', {
      json: { ...consultation, lastName: 'Quick', startedAt: Date.now() - 1_000 },
    });
    expect(answer.status).toBe(201);
    consultationRequest.parse(answer.body);
    const [first] = (await list('/api/consultation')).body;
    expect(first).toMatchObject({ _id: answer.body._id, lastName: 'Quick' });
    expect(first.spam.verdict).toBe('suspected');
    expect(first.spam.reason).toMatch(
      /^Sent 1\.\d s after the form was shown \(less than 3 s\)\.$/,
    );
    // The administrator decides: not spam clears the mark.
    const cleared = await call('PUT', `/api/consultation/${first._id}/spam`, {
      json: { spam: false },
      auth: { token },
    });
    expect(cleared.body.spam).toBeNull();
  });

  it('stores people unmarked: an empty honeypot and a slow fill, or no trap fields at all', async () => {
    const before = await count(server, 'consultation_requests');
    const slow = await call('POST', '/api/consultation', {
      json: { ...consultation, website: '', startedAt: Date.now() - 10_000 },
    });
    expect(slow.status).toBe(201);
    // Clients written against the spec send neither field.
    const plain = await call('POST', '/api/consultation', { json: consultation });
    // A browser clock running ahead (negative fill time) is not held against anyone.
    const ahead = await call('POST', '/api/consultation', {
      json: { ...consultation, startedAt: Date.now() + 60_000 },
    });
    expect(await count(server, 'consultation_requests')).toBe(before + 3);
    const rows = await server
      .db('consultation_requests')
      .whereIn('id', [slow.body._id, plain.body._id, ahead.body._id]);
    expect(rows.map((r: { spam: string | null }) => r.spam)).toEqual([null, null, null]);
    expect(rows[0]).not.toHaveProperty('website');
    expect(rows[0]).not.toHaveProperty('started_at');
  });

  it('keeps a honeypot application with its resume, under Spam only', async () => {
    const job = await createJob(server.db);
    const answer = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Bot Applicant',
          email: 'bot@example.com',
          phone: '+1 555 0102',
          website: 'x',
          startedAt: String(Date.now() - 60_000),
        },
        { resume },
      ),
    });
    expect(answer.status).toBe(201);
    expect(jobApplication.parse(answer.body)).toMatchObject({
      fullName: 'Bot Applicant',
      status: 'received',
      job: { _id: job.id, title: job.title },
    });
    expect(answer.body).not.toHaveProperty('spam');
    const resumes = await readdir(join(server.dataDir, 'uploads', 'resumes'));
    expect(resumes).toHaveLength(1);
    const names = (await list('/api/careers/applications')).body.map(
      (a: { fullName: string }) => a.fullName,
    );
    expect(names).not.toContain('Bot Applicant');
    const spam = await list('/api/careers/applications?spam=only');
    expect(spam.body).toHaveLength(1);
    expect(spam.body[0]).toMatchObject({ fullName: 'Bot Applicant', spam: { verdict: 'spam' } });
    // The resume stays downloadable: an administrator can judge for themselves.
    const download = await call('GET', spam.body[0].resumeUrl, { auth: { token } });
    expect(download.status).toBe(200);

    const back = await call('PUT', `/api/careers/applications/${answer.body._id}/spam`, {
      json: { spam: false },
      auth: { token },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ fullName: 'Bot Applicant', spam: null });
    expect(
      (await list('/api/careers/applications')).body.map((a: { fullName: string }) => a.fullName),
    ).toContain('Bot Applicant');
  });

  it('still checks a trapped application like a real one', async () => {
    const job = await createJob(server.db);
    const answer = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData({ fullName: 'Bot', email: 'bot@example.com', phone: '1', website: 'x' }),
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a bad spam verdict or filter with a clear 400, and needs a session', async () => {
    const [first] = (await list('/api/contact?spam=only')).body;
    const bad = await call('PUT', `/api/contact/${first._id}/spam`, {
      json: { spam: 'yes' },
      auth: { token },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'spam must be true or false' });
    const filter = await list('/api/contact?spam=all');
    expect(filter.status).toBe(400);
    expect(
      (await call('PUT', `/api/contact/${first._id}/spam`, { json: { spam: true } })).status,
    ).toBe(401);
    const unknown = await call('PUT', '/api/contact/00000000-0000-4000-8000-000000000000/spam', {
      json: { spam: true },
      auth: { token },
    });
    expect(unknown.status).toBe(404);
  });
});
