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

describe('bot traps (honeypot and minimum fill time)', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  beforeAll(async () => {
    server = await startTestServer({ security: { formMinFillMs: 3000 } });
    call = http(server.url);
  });
  afterAll(() => server?.close());

  it('drops a contact with the honeypot filled: same 201 and shape, nothing stored', async () => {
    const before = await count(server, 'contact_submissions');
    const answer = await call('POST', '/api/contact', {
      json: { ...contact, website: 'http://spam.example' },
    });
    expect(answer.status).toBe(201);
    const body = contactSubmission.parse(answer.body);
    expect(body).toMatchObject({ firstName: 'Ada', status: 'new' });
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(contactSubmission.shape).sort());
    expect(await count(server, 'contact_submissions')).toBe(before);
  });

  it('drops a consultation sent faster than the minimum fill time', async () => {
    const before = await count(server, 'consultation_requests');
    const answer = await call('POST', '/api/consultation', {
      json: { ...consultation, startedAt: Date.now() - 500 },
    });
    expect(answer.status).toBe(201);
    consultationRequest.parse(answer.body);
    expect(await count(server, 'consultation_requests')).toBe(before);
  });

  it('stores people: an empty honeypot and a slow enough fill, or no trap fields at all', async () => {
    const before = await count(server, 'consultation_requests');
    const slow = await call('POST', '/api/consultation', {
      json: { ...consultation, website: '', startedAt: Date.now() - 10_000 },
    });
    expect(slow.status).toBe(201);
    // Clients written against the spec send neither field.
    expect((await call('POST', '/api/consultation', { json: consultation })).status).toBe(201);
    // A browser clock running ahead (negative fill time) is not held against anyone.
    const ahead = await call('POST', '/api/consultation', {
      json: { ...consultation, startedAt: Date.now() + 60_000 },
    });
    expect(ahead.status).toBe(201);
    expect(await count(server, 'consultation_requests')).toBe(before + 3);
    const stored = await server.db('consultation_requests').orderBy('created_at', 'desc').first();
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('started_at');
  });

  it('drops an application with the honeypot filled: no row, no stored resume', async () => {
    const job = await createJob(server.db);
    const before = await count(server, 'job_applications');
    const answer = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Bot',
          email: 'bot@example.com',
          phone: '+1 555 0102',
          website: 'x',
          startedAt: String(Date.now() - 60_000),
        },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(answer.status).toBe(201);
    expect(jobApplication.parse(answer.body)).toMatchObject({
      fullName: 'Bot',
      status: 'received',
      job: { _id: job.id, title: job.title },
    });
    expect(await count(server, 'job_applications')).toBe(before);
    const resumes = await readdir(join(server.dataDir, 'uploads', 'resumes')).catch(() => []);
    expect(resumes).toEqual([]);
  });

  it('still checks a trapped application like a real one (no tell-tale success on bad input)', async () => {
    const job = await createJob(server.db);
    const answer = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData({ fullName: 'Bot', email: 'bot@example.com', phone: '1', website: 'x' }),
    });
    expect(answer.status).toBe(400);
  });

  it('stores an application sent after the minimum fill time', async () => {
    const job = await createJob(server.db);
    const before = await count(server, 'job_applications');
    const answer = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        {
          fullName: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '+1 555 0101',
          website: '',
          startedAt: String(Date.now() - 60_000),
        },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(answer.status).toBe(201);
    expect(await count(server, 'job_applications')).toBe(before + 1);
  });
});
