/**
 * Salary ranges and closing dates: kept and answered, left alone by the spec's client (which
 * sends neither), checked; a job past its closing day leaves the careers list and the sitemap,
 * its page answers it as closed, and it takes no applications. On the built site the page says
 * so with noindex, and an open job's JobPosting carries baseSalary and validThrough.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_CLOSED_MESSAGE } from '@northbeam/shared/contract/job';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { REPO_ROOT } from '../../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built =
  existsSync(join(siteDist, 'index.html')) &&
  existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;

beforeAll(async () => {
  server = await startTestServer({
    ...(built ? { siteDist } : {}),
    publicUrl: 'https://www.example.com',
  });
  call = http(server.url);
  owner = await server.signIn({ role: 'owner' });
});
afterAll(() => server?.close());

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const base = {
  title: 'Senior Cloud Engineer',
  description: 'Run our clusters.',
  requirements: ['Kubernetes'],
  location: 'Austin, TX',
  type: 'Full-time',
};

async function createJob(extra: Record<string, unknown>) {
  const answer = await call('POST', '/api/careers', {
    auth: { token: owner.token },
    json: { ...base, ...extra },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { _id: string; title: string };
}

describe('salary range and closing date', () => {
  it('keeps them, and the spec client (sending neither) leaves them as they are', async () => {
    const salary = { currency: 'usd', min: 120000, max: 150000.5, unit: 'YEAR' };
    const job = await createJob({ salary, closingDate: day(30) });
    const read = await call('GET', `/api/careers/${job._id}`);
    expect(read.body).toMatchObject({
      salary: { currency: 'USD', min: 120000, max: 150000.5, unit: 'YEAR' },
      closingDate: day(30),
      closed: false,
    });
    const specUpdate = await call('PUT', `/api/careers/${job._id}`, {
      auth: { token: owner.token },
      json: { ...base, title: 'Staff Cloud Engineer' },
    });
    expect(specUpdate.status).toBe(200);
    expect(specUpdate.body).toMatchObject({
      title: 'Staff Cloud Engineer',
      salary: { min: 120000 },
      closingDate: day(30),
    });
    const cleared = await call('PUT', `/api/careers/${job._id}`, {
      auth: { token: owner.token },
      json: { ...base, salary: null, closingDate: '' },
    });
    expect(cleared.body).toMatchObject({ salary: null, closingDate: null, closed: false });
  });

  it('refuses a range upside down, a bad currency and a bad date', async () => {
    for (const [extra, message] of [
      [{ salary: { currency: 'USD', min: 9, max: 5, unit: 'HOUR' } }, /at least the minimum/],
      [{ salary: { currency: 'dollars', min: 1, max: 5, unit: 'HOUR' } }, /3-letter code/],
      [{ closingDate: '31/12/2027' }, /YYYY-MM-DD/],
    ] as const) {
      const answer = await call('POST', '/api/careers', {
        auth: { token: owner.token },
        json: { ...base, ...extra },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
  });

  it('a job past its closing day leaves the list and the sitemap, says closed, takes no application', async () => {
    const closed = await createJob({ title: 'Closed Role', closingDate: day(-1) });
    const today = await createJob({ title: 'Closing Today', closingDate: day(0) });
    const list = await call('GET', '/api/careers?limit=100');
    const ids = list.body.map((j: { _id: string }) => j._id);
    expect(ids).not.toContain(closed._id);
    expect(ids).toContain(today._id);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(closed._id);
    expect(sitemap).toContain(today._id);

    const page = await call('GET', `/api/careers/${closed._id}`);
    expect(page.status).toBe(200);
    expect(page.body.closed).toBe(true);
    const applied = await call('POST', `/api/careers/${closed._id}/apply`, {
      form: formData(
        { fullName: 'Late Larry', email: 'late@example.com', phone: '+1 512 555 0199' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(applied.status).toBe(410);
    expect(applied.body).toEqual({ message: JOB_CLOSED_MESSAGE });
    // The admin still lists it.
    const adminList = await call('GET', '/api/careers?limit=100', { auth: { token: owner.token } });
    expect(adminList.body.map((j: { _id: string }) => j._id)).toContain(closed._id);
  });

  it.skipIf(!built)(
    'the pages: closed with noindex; open with baseSalary and validThrough',
    async () => {
      const closed = await createJob({ title: 'Closed Page Role', closingDate: day(-2) });
      const html = await (await fetch(`${server.url}/careers/${closed._id}`)).text();
      expect(html).toContain('This position is closed');
      expect(html).toMatch(/<meta[^>]+name="robots"[^>]+noindex/);
      expect(html).not.toContain('"@type":"JobPosting"');

      const open = await createJob({
        title: 'Open Page Role',
        salary: { currency: 'EUR', min: 60, max: 80, unit: 'HOUR' },
        closingDate: day(10),
      });
      const openHtml = await (await fetch(`${server.url}/careers/${open._id}`)).text();
      expect(openHtml).toContain('EUR 60–80 per hour');
      expect(openHtml).not.toMatch(/<meta[^>]+name="robots"[^>]+noindex/);
      const ld = [
        ...openHtml.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
      ]
        .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
        .find((o) => o['@type'] === 'JobPosting')!;
      expect(ld.validThrough).toBe(`${day(10)}T23:59:59.999Z`);
      expect(ld.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60, maxValue: 80, unitText: 'HOUR' },
      });
    },
  );
});
