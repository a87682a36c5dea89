/**
 * Page views counted the privacy-friendly way (issue 32): `POST /api/events` answers 202 at once
 * and the day's rollups hold the views, unique visitors (a keyed hash of the day's salt, address
 * and browser, only that day), the views of browsers asking not to be tracked (counted, never
 * hashed), referring sites and campaigns; bots are not counted; the salt and hashes go when the
 * day is over. And no visitor's address or user agent is stored anywhere, beacons and
 * submissions alike (every table scanned).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { BEACONS_PER_WINDOW } from './beacon-lane';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface DayRow {
  kind: string;
  key: string;
  views: number;
  visitors: number;
  private_views: number;
}

describe('page views', () => {
  let server: TestServer;
  let call: ReturnType<typeof http>;
  let now = new Date('2026-11-24T15:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, clock: () => now });
    call = http(server.url);
  });
  afterAll(() => server?.close());

  const beacon = (body: unknown, ip: string, ua: string, extra: Record<string, string> = {}) =>
    call('POST', '/api/events', {
      body: JSON.stringify(body),
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'X-Forwarded-For': ip,
        'User-Agent': ua,
        ...extra,
      },
    });

  async function rollups(): Promise<DayRow[]> {
    return (await server
      .db('visit_days')
      .orderBy(['kind', 'key'])
      .select('kind', 'key', 'views', 'visitors', 'private_views')) as DayRow[];
  }

  /** Waits for the next flush (each second) to have written `views` views of the site. */
  async function flushed(views: number) {
    for (let i = 0; i < 100; i++) {
      const site = await server
        .db('visit_days')
        .where({ kind: 'site' })
        .sum({ n: 'views' })
        .first();
      if (Number(site?.n ?? 0) >= views) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('page views never flushed');
  }

  it('counts views, unique visitors, referring sites, campaigns and opted-out views; not bots', async () => {
    const a = '198.51.100.23';
    const b = '198.51.100.24';
    expect(
      (
        await beacon(
          { path: '/blog/post-a', referrer: 'https://news.ycombinator.com/item?id=1' },
          a,
          FIREFOX,
        )
      ).status,
    ).toBe(202);
    expect((await beacon({ path: '/blog/post-a' }, a, FIREFOX)).status).toBe(202);
    expect((await beacon({ path: '/careers' }, a, FIREFOX)).status).toBe(202);
    // Another browser on the same address is another visitor.
    expect(
      (
        await beacon(
          { path: '/blog/post-a?utm_source=newsletter&utm_medium=email&utm_campaign=spring' },
          a,
          SAFARI,
        )
      ).status,
    ).toBe(202);
    expect(
      (await beacon({ path: '/blog/post-a/', referrer: 'news.ycombinator.com' }, b, FIREFOX))
        .status,
    ).toBe(202);
    // Asks not to be tracked: a view, never a visitor.
    expect((await beacon({ path: '/careers' }, b, SAFARI, { 'Sec-GPC': '1' })).status).toBe(202);
    expect((await beacon({ path: '/careers' }, b, SAFARI, { DNT: '1' })).status).toBe(202);
    // A bot is answered like anyone and not counted.
    expect((await beacon({ path: '/blog/post-a' }, '66.249.66.1', GOOGLEBOT)).status).toBe(202);
    // Our own pages are not referring sites.
    expect(
      (await beacon({ path: '/', referrer: `${server.url}/careers` }, b, FIREFOX)).status,
    ).toBe(202);

    await flushed(8);
    const rows = await rollups();
    const find = (kind: string, key: string) => rows.find((r) => r.kind === kind && r.key === key);
    expect(find('site', '')).toMatchObject({ views: 8, visitors: 3, private_views: 2 });
    expect(find('page', '/blog/post-a')).toMatchObject({ views: 4, visitors: 3, private_views: 0 });
    expect(find('page', '/careers')).toMatchObject({ views: 3, visitors: 1, private_views: 2 });
    expect(find('page', '/')).toMatchObject({ views: 1, visitors: 1 });
    expect(find('referrer', 'news.ycombinator.com')).toMatchObject({ views: 2, visitors: 2 });
    expect(find('campaign', 'newsletter\temail\tspring')).toMatchObject({ views: 1, visitors: 1 });
    expect(rows.filter((r) => r.kind === 'referrer')).toHaveLength(1);
    // Counted on the company's day (America/New_York by default).
    const days = await server
      .db('visit_days')
      .distinct(server.db.raw("to_char(day, 'YYYY-MM-DD') as day"));
    expect(days).toEqual([{ day: '2026-11-24' }]);

    // After that flush: a visitor already counted today is not counted again, a new one is.
    expect((await beacon({ path: '/careers' }, a, FIREFOX)).status).toBe(202);
    expect((await beacon({ path: '/careers' }, '198.51.100.25', FIREFOX)).status).toBe(202);
    await flushed(10);
    const later = await rollups();
    const again = (kind: string, key: string) =>
      later.find((r) => r.kind === kind && r.key === key);
    expect(again('site', '')).toMatchObject({ views: 10, visitors: 4, private_views: 2 });
    expect(again('page', '/careers')).toMatchObject({ views: 5, visitors: 2, private_views: 2 });
  });

  it('keeps the views of a flush that failed for the next, each counted once', async () => {
    // The month rollups' table gone for a while: every flush fails after its visitor hashes
    // went in (and were rolled back with it).
    await server.db.raw('alter table visit_months rename to visit_months_away');
    try {
      for (const [ip, ua] of [
        ['198.51.100.31', FIREFOX],
        ['198.51.100.31', FIREFOX],
        ['198.51.100.32', SAFARI],
      ] as const) {
        expect((await beacon({ path: '/services' }, ip, ua)).status).toBe(202);
      }
      await new Promise((r) => setTimeout(r, 2500));
      expect((await rollups()).find((r) => r.key === '/services')).toBeUndefined();
    } finally {
      await server.db.raw('alter table visit_months_away rename to visit_months');
    }
    await flushed(13);
    const rows = await rollups();
    expect(rows.find((r) => r.kind === 'page' && r.key === '/services')).toMatchObject({
      views: 3,
      visitors: 2,
    });
    expect(rows.find((r) => r.kind === 'site')).toMatchObject({ views: 13, visitors: 6 });
  });

  it('answers 202 empty, not kept, with its own request id; over TLS with HSTS', async () => {
    const first = await beacon({ path: '/careers' }, '198.51.100.40', FIREFOX);
    const second = await beacon({ path: '/careers' }, '198.51.100.40', FIREFOX, {
      'X-Forwarded-Proto': 'https',
      'X-Request-Id': 'proxy-request-0001',
    });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(202);
      expect(answer.text).toBe('');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toBe('proxy-request-0001');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(second.headers.get('strict-transport-security')).toContain('max-age=');
    const third = await beacon({ path: '/careers' }, '198.51.100.40', FIREFOX);
    expect(third.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    await flushed(1);
  });

  it('answers a clear 400 for a bad beacon, 413 for a big one, and 429 past the limit', async () => {
    const ip = '198.51.100.99';
    expect((await beacon('nope', ip, FIREFOX)).status).toBe(400);
    const malformed = await call('POST', '/api/events', {
      body: '{',
      headers: { 'X-Forwarded-For': ip, 'User-Agent': FIREFOX },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });
    expect((await beacon({ path: 'https://evil.example/' }, ip, FIREFOX)).status).toBe(400);
    expect((await beacon({ path: '/x'.repeat(2000) }, ip, FIREFOX)).status).toBe(413);
    // Every request of an address counts toward its limit.
    const busy = '198.51.100.100';
    let last = 0;
    for (let i = 0; i < BEACONS_PER_WINDOW; i++)
      last = (await beacon({ path: '/about' }, busy, FIREFOX)).status;
    expect(last).toBe(202);
    const over = await beacon({ path: '/about' }, busy, FIREFOX);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
  });

  it('deletes the day’s salt and visitor hashes once the day is over', async () => {
    expect(Number((await server.db('visit_salts').count({ n: '*' }).first())?.n)).toBe(1);
    expect(
      Number((await server.db('visitor_hashes').count({ n: '*' }).first())?.n),
    ).toBeGreaterThan(0);
    now = new Date('2026-11-25T15:00:00Z');
    expect(await server.scheduler.runIfDue('visit-salts')).toBe(true);
    expect(Number((await server.db('visit_salts').count({ n: '*' }).first())?.n)).toBe(0);
    expect(Number((await server.db('visitor_hashes').count({ n: '*' }).first())?.n)).toBe(0);
    // The counts stay.
    expect((await rollups()).find((r) => r.key === '/blog/post-a')).toMatchObject({
      views: 4,
      visitors: 3,
    });
  });

  it('counts a day whose salt came before the one-hash scheme as it began, each visitor once', async () => {
    // 2026-11-26 began under the scheme of a digest per visitor and row (a salt of scheme 1),
    // and had counted one visitor on /pricing when the server was upgraded.
    now = new Date('2026-11-26T15:00:00Z');
    const salt = Buffer.alloc(32, 7);
    await server.db('visit_salts').insert({ day: '2026-11-26', salt, scheme: 1 });
    const seen = '198.51.100.61';
    const before = (scope: string) => {
      const hex = createHash('sha256')
        .update(`${salt.toString('base64')}\n${seen}\n${FIREFOX}\n${scope}`)
        .digest('hex');
      return BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)).toString();
    };
    await server
      .db('visitor_hashes')
      .insert(
        ['site:', 'page:/pricing'].map((scope) => ({ day: '2026-11-26', hash: before(scope) })),
      );
    expect((await beacon({ path: '/pricing' }, seen, FIREFOX)).status).toBe(202);
    expect((await beacon({ path: '/pricing' }, '198.51.100.62', FIREFOX)).status).toBe(202);
    let site: DayRow | undefined;
    for (let i = 0; i < 50 && !site; i++) {
      await new Promise((r) => setTimeout(r, 100));
      site = await server.db('visit_days').where({ day: '2026-11-26', kind: 'site' }).first();
    }
    // The visitor counted before the upgrade is not counted again; the new one is.
    expect(site).toMatchObject({ views: 2, visitors: 1 });
    expect(
      await server
        .db('visit_days')
        .where({ day: '2026-11-26', kind: 'page', key: '/pricing' })
        .first(),
    ).toMatchObject({ views: 2, visitors: 1 });
    // A day whose salt this version makes is of the one-hash scheme.
    now = new Date('2026-11-27T15:00:00Z');
    expect((await beacon({ path: '/pricing' }, seen, FIREFOX)).status).toBe(202);
    let made: { scheme: number } | undefined;
    for (let i = 0; i < 50 && !made; i++) {
      await new Promise((r) => setTimeout(r, 100));
      made = await server.db('visit_salts').where({ day: '2026-11-27' }).first('scheme');
    }
    expect(made).toEqual({ scheme: 2 });
  });
});

describe('no visitor address or user agent is stored', () => {
  let server: TestServer;
  const ip = '203.0.113.77';
  const ua = 'NorthbeamPrivacyProbe/9.9 (X11; Linux x86_64) Gecko/20100101 Firefox/131.0';

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true });
  });
  afterAll(() => server?.close());

  it('after beacons and every kind of submission, no table holds them', async () => {
    const call = http(server.url);
    const headers = { 'X-Forwarded-For': ip, 'User-Agent': ua };
    for (const path of ['/', '/blog/a-post?utm_source=probe', '/careers']) {
      const sent = await call('POST', '/api/events', {
        json: { path, referrer: 'https://search.example/?q=x' },
        headers,
      });
      expect(sent.status).toBe(202);
    }
    const person = { firstName: 'Pia', lastName: 'Probe', email: 'pia@example.com' };
    expect(
      (
        await call('POST', '/api/contact', {
          json: { ...person, phone: '+1 555 010 7777' },
          headers,
        })
      ).status,
    ).toBe(201);
    expect((await call('POST', '/api/consultation', { json: person, headers })).status).toBe(201);
    const job = await createJob(server.db);
    const applied = await call('POST', `/api/careers/${job.id}/apply`, {
      form: formData(
        { fullName: 'Pia Probe', email: 'pia@example.com', phone: '+1 555 010 7777' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
      headers,
    });
    expect(applied.status).toBe(201);
    const native = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...person, phone: '+1 555 010 7777' }),
    });
    expect(native.status).toBe(303);
    // The beacons reached the database.
    for (let i = 0; i < 50; i++) {
      // A count is a string from pg and a number from PGlite.
      if (Number((await server.db('visit_days').count({ n: '*' }).first())?.n) > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Number((await server.db('visit_days').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);

    const tables = (
      (await server.db.raw(
        `select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )) as { rows: Array<{ table_name: string }> }
    ).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['visit_days', 'rate_limits', 'outbox']));
    const hex = (s: string) => Buffer.from(s).toString('hex');
    const found: string[] = [];
    for (const table of tables) {
      for (const needle of [ip, ua, 'NorthbeamPrivacyProbe', hex(ip)]) {
        const row = (await server.db.raw(
          `select count(*)::int as n from ?? t where row_to_json(t)::text ilike ?`,
          [table, `%${needle}%`],
        )) as { rows: Array<{ n: number }> };
        if (row.rows[0]!.n > 0) found.push(`${table}: ${needle}`);
      }
    }
    expect(found).toEqual([]);
  });
});
