import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consultationRequest,
  consultationSubmitted,
} from '@northbeam/shared/contract/consultation';
import { contactSubmission } from '@northbeam/shared/contract/contact';
import { createInquiry } from '../../../test/factories';
import { http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';

let server: TestServer;
let call: ReturnType<typeof http>;
let admin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  call = http(server.url);
  admin = await server.signIn();
});
afterAll(() => server?.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('POST /api/contact', () => {
  it('stores a submission (201) with status new; company and message optional', async () => {
    const answer = await call('POST', '/api/contact', {
      json: {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
      },
    });
    expect(answer.status).toBe(201);
    expect(contactSubmission.strict().parse(answer.body)).toMatchObject({
      firstName: 'Ada',
      company: '',
      message: '',
      status: 'new',
    });
  });

  it('validates each rule of section 5', async () => {
    const empty = await call('POST', '/api/contact', { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    const bad = await call('POST', '/api/contact', {
      json: { firstName: 'A', lastName: 'B', email: 'nope', phone: '12', company: 5 },
    });
    expect(bad.body.errors).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      company: 'Company must be text',
    });
    const tooLong = await call('POST', '/api/contact', {
      json: { firstName: 'x'.repeat(101), lastName: 'B', email: 'a@b.co', phone: '5125550100' },
    });
    expect(tooLong.body.errors).toEqual({ firstName: 'First name must be at most 100 characters' });
  });

  it('refuses malformed JSON (400), a non-object body (400) and an oversized body (413)', async () => {
    const malformed = await call('POST', '/api/contact', {
      body: '{"firstName":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
    expect((await call('POST', '/api/contact', { json: [1, 2] })).status).toBe(400);
    const huge = await call('POST', '/api/contact', { json: { message: 'x'.repeat(1_100_000) } });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'Request body too large' });
  });
});

describe('POST /api/consultation', () => {
  it('stores a request (201) with status new', async () => {
    const send = () =>
      call('POST', '/api/consultation', {
        json: {
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan@example.com',
          company: '',
          message: 'Hi',
        },
      });
    const answer = await send();
    expect(answer.status).toBe(201);
    // Nobody takes calls yet (no sales staff): the request alone.
    expect(consultationRequest.strict().parse(answer.body)).toMatchObject({
      status: 'new',
      message: 'Hi',
    });
    // With a sales team: the booking link of its call too (scheduling; the spec's client reads
    // neither).
    await server.signIn({ role: 'sales' });
    const offered = await send();
    expect(offered.status).toBe(201);
    expect(consultationSubmitted.strict().parse(offered.body)).toMatchObject({
      status: 'new',
      callBookingToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('requires first name, last name and a valid e-mail', async () => {
    const answer = await call('POST', '/api/consultation', { json: { email: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
  });
});

describe.each([
  {
    path: '/api/contact',
    table: 'contact_submissions' as const,
    statuses: ['in-progress', 'resolved', 'new'],
    schema: contactSubmission,
  },
  {
    path: '/api/consultation',
    table: 'consultation_requests' as const,
    statuses: ['in-progress', 'completed', 'new'],
    schema: consultationRequest,
  },
])('admin calls of $path', ({ path, table, statuses, schema }) => {
  it('lists newest first with paging, status filter and search; 401 without a session', async () => {
    const first = await createInquiry(server.db, table, { firstName: 'Firstperson' });
    const second = await createInquiry(server.db, table, { company: 'Zebra Unique Co' });
    expect((await call('GET', path)).status).toBe(401);
    const answer = await call('GET', `${path}?limit=1`, { auth: { cookie: admin.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: unknown) => schema.strict().parse(r)._id)).toEqual([second.id]);
    expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(answer.headers.get('link')).toContain('page=2');
    const search = await call('GET', `${path}?q=zebra%20unique`, { auth: { token: admin.token } });
    expect(search.body.map((r: { _id: string }) => r._id)).toEqual([second.id]);
    const byStatus = await call('GET', `${path}?status=new&q=firstperson`, {
      auth: { token: admin.token },
    });
    expect(byStatus.body.map((r: { _id: string }) => r._id)).toEqual([first.id]);
    expect(
      (await call('GET', `${path}?status=bogus`, { auth: { token: admin.token } })).status,
    ).toBe(400);
  });

  it('PUT {id} sets any allowed status, refuses others, 404 unknown, 401 without session', async () => {
    const row = await createInquiry(server.db, table);
    for (const status of statuses) {
      const answer = await call('PUT', `${path}/${row.id}`, {
        json: { status },
        auth: { token: admin.token },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ _id: row.id, status });
    }
    const bad = await call('PUT', `${path}/${row.id}`, {
      json: { status: 'archived' },
      auth: { token: admin.token },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toMatch(/^Status must be one of/);
    expect(
      (
        await call('PUT', `${path}/${NO_SUCH_ID}`, {
          json: { status: 'new' },
          auth: { token: admin.token },
        })
      ).status,
    ).toBe(404);
    expect((await call('PUT', `${path}/${row.id}`, { json: { status: 'new' } })).status).toBe(401);
  });
});
