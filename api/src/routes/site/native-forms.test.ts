/**
 * The public forms posted natively to their pages (no JavaScript): stored through the same path as
 * the JSON calls, answered `303 See Other` back to the page; a refusal answers the page again with
 * its status, what was sent and why (on the built site; without it, the JSON error).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { REPO_ROOT } from '../../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built =
  existsSync(join(siteDist, 'index.html')) &&
  existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

const count = async (server: TestServer, table: string, where: Record<string, string>) =>
  Number(((await server.db(table).where(where).count({ n: '*' }).first()) as { n: string }).n);

/** A native form post: urlencoded (or multipart), the page as the address, no redirect followed. */
const post = (server: TestServer, path: string, body: URLSearchParams | FormData) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
  });

describe('native form posts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...(built ? { siteDist } : {}),
      security: { formRateLimit: 4, formMinFillMs: 3000 },
    });
  });
  afterAll(() => server?.close());

  it('stores a contact message (with the page subject) and answers 303 to the page', async () => {
    const answer = await post(
      server,
      '/contact',
      new URLSearchParams({
        firstName: 'Nat',
        lastName: 'Ive',
        email: 'nat@example.com',
        phone: '+1 555 0100',
        company: '',
        message: 'No JavaScript here.',
        subject: 'Partnership',
        website: '',
        startedAt: String(Date.now() - 60_000),
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/contact?sent=contact#form-contact-status');
    const row = await server.db('contact_submissions').where({ email: 'nat@example.com' }).first();
    expect(row).toMatchObject({
      first_name: 'Nat',
      message: 'Subject: Partnership\n\nNo JavaScript here.',
      spam: null,
    });
  });

  it('marks a too-fast native post as possible spam, as the JSON call does', async () => {
    const answer = await post(
      server,
      '/',
      new URLSearchParams({
        firstName: 'Fast',
        lastName: 'Filler',
        email: 'fast@example.com',
        startedAt: String(Date.now() - 500),
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/?sent=consultation#form-consultation-status');
    const row = await server
      .db('consultation_requests')
      .where({ email: 'fast@example.com' })
      .first();
    expect(row?.spam).toBe('suspected');
  });

  it('stores an application with its resume (multipart)', async () => {
    const job = await createJob(server.db);
    const answer = await post(
      server,
      `/careers/${job.id}`,
      formData(
        { fullName: 'Ada Native', email: 'ada.native@example.com', phone: '+1 555 0101' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/careers/${job.id}?sent=application#form-application-status`,
    );
    expect(await count(server, 'job_applications', { email: 'ada.native@example.com' })).toBe(1);
  });

  it.skipIf(!built)(
    'answers a refusal with the page again: its status, what was sent and why; nothing stored',
    async () => {
      const answer = await post(
        server,
        '/contact',
        new URLSearchParams({
          firstName: 'Keep',
          lastName: 'Typed',
          email: 'keep@example.com',
          phone: 'not a phone',
          message: 'Do not lose this.',
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const html = await answer.text();
      expect(html).toContain('Failed to submit form');
      expect(html).toContain('Please enter a valid phone number');
      expect(html).toContain('value="not a phone"');
      expect(html).toContain('Do not lose this.</textarea>');
      expect(await count(server, 'contact_submissions', { email: 'keep@example.com' })).toBe(0);

      // An application without its resume, and one for a job that does not exist.
      const job = await createJob(server.db);
      const missing = await post(
        server,
        `/careers/${job.id}`,
        formData({ fullName: 'No Resume', email: 'nr@example.com', phone: '+1 555 0102' }),
      );
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain('Please upload your resume');
      const unknown = await post(
        server,
        '/careers/00000000-0000-4000-8000-000000000000',
        formData(
          { fullName: 'Lost', email: 'lost@example.com', phone: '+1 555 0103' },
          { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
        ),
      );
      expect(unknown.status).toBe(404);
    },
  );

  it('past the rate limit: 429 with Retry-After, and nothing stored', async () => {
    const send = () =>
      post(
        server,
        '/',
        new URLSearchParams({ firstName: 'R', lastName: 'L', email: 'limit@example.com' }),
      );
    // The consultation budget (4) already spent one above.
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(303);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many submissions from your network');
    expect(await count(server, 'consultation_requests', { email: 'limit@example.com' })).toBe(3);
  });
});
