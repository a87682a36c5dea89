/**
 * GET /metrics as a scraper sees it: the Prometheus text format with requests labelled by route
 * template (never a raw URL or id), answers from memory counted too, the outbox read from the
 * database; answered to loopback and to the METRICS_TOKEN bearer, and to nobody else.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ROUTES, routes } from '@northbeam/shared/contract/routes';
import { DEFAULT_OUTBOX } from '../../config/config';
import { REPO_ROOT } from '../../paths';
import { parseSamples, valueOf, type Sample } from '../../../test/prometheus-text';
import { startTestServer, type TestServer } from '../../../test/test-server';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const siteBuilt = existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));
const hasPromtool = spawnSync('promtool', ['--version']).status === 0;
const TOKEN = randomBytes(24).toString('base64url');
const REQUESTS = 'northbeam_http_requests_total';
const DURATIONS = 'northbeam_http_request_duration_seconds';

/** Route labels that are not in the route table: the probes, this page, the native forms. */
const OTHER_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/', '/contact', '/careers/:id']);
const isRouteLabel = (route: string) =>
  OTHER_ROUTES.has(route) ||
  ALL_ROUTES.some((definition) => definition.path === route) ||
  route === 'unmatched' ||
  /^site:[a-z-]+$/.test(route);

async function scrape(server: TestServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await response.text();
  return { text, samples: parseSamples(text) };
}

const requests = (samples: Sample[], route: string, statusClass = '2xx', method = 'GET') =>
  valueOf(samples, REQUESTS, { route, method, status_class: statusClass }) ?? 0;

describe('GET /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: true,
      // Nothing delivers the outbox during the test: its gauges see the rows as inserted.
      notifications: { outbox: { ...DEFAULT_OUTBOX, pollSeconds: 3600 } },
    });
  });
  afterAll(() => server?.close());

  it('counts requests by route template, from Koa and from memory, never by URL', async () => {
    const posts = (await (await fetch(`${server.url}/api/blogs`)).json()) as Array<{
      slug: string;
    }>;
    const slug = posts[0]!.slug;
    const unknownId = randomUUID();
    const before = (await scrape(server)).samples;

    // A post read twice: through Koa (and kept), then from memory by the cached-response lane.
    const first = await fetch(`${server.url}/api/blogs/${slug}`);
    const second = await fetch(`${server.url}/api/blogs/${slug}`);
    expect(first.headers.get('x-api-cache')).toBe('miss');
    expect(second.headers.get('x-api-cache')).toBe('hit');
    expect((await fetch(`${server.url}/api/blogs/no-such-post-${unknownId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/no-such-call/${unknownId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/no-such-page/${unknownId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/blogs/${slug}`, { method: 'DELETE' })).status).toBe(401);

    const { text, samples } = await scrape(server);
    const read = routes.blogs.get.path; // '/api/blogs/:slugOrId'
    const after = (route: string, statusClass?: string, method?: string) =>
      requests(samples, route, statusClass, method) - requests(before, route, statusClass, method);
    expect(after(read)).toBe(2);
    expect(after(read, '4xx')).toBe(1);
    expect(after(routes.blogs.remove.path, '4xx', 'DELETE')).toBe(1);
    expect(after('unmatched', '4xx')).toBe(2);
    expect(
      valueOf(samples, `${DURATIONS}_count`, { route: read, method: 'GET', status_class: '2xx' }),
    ).toBe(requests(samples, read));
    expect(valueOf(samples, 'northbeam_cache_hits_total', { cache: 'api' })).toBeGreaterThan(0);
    expect(valueOf(samples, 'northbeam_cache_misses_total', { cache: 'api' })).toBeGreaterThan(0);

    // No raw URL, slug or id in any label; every route label is a template or a group.
    expect(text).not.toContain(slug);
    expect(text).not.toContain(unknownId);
    const labels = new Set(samples.flatMap((s) => (s.labels.route ? [s.labels.route] : [])));
    expect([...labels].filter((route) => !isRouteLabel(route))).toEqual([]);
    // Node's own metrics and the pool's are there.
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'northbeam_db_pool_max_connections')).toBe(
      process.env.TEST_DATABASE_URL ? 5 : 1,
    );
  });

  it.skipIf(!hasPromtool)('is valid exposition text (promtool check metrics)', async () => {
    const { text } = await scrape(server);
    const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    // prom-client names three of Node's gauges *_total, which promtool's linter points out.
    const problems = (check.stderr + check.stdout)
      .split('\n')
      .filter((line) => line && !/^nodejs_active_\w+_total non-counter/.test(line));
    expect(problems).toEqual([]);
  });

  it('reads the outbox when scraped: how many wait, how long the oldest due one has', async () => {
    const insert = (values: Record<string, unknown>) =>
      server.db('outbox').insert({
        id: randomUUID(),
        channel: 'email',
        topic: 'acknowledgement',
        recipient: 'queued@example.com',
        subject: 'Thank you',
        payload: JSON.stringify({
          to: 'queued@example.com',
          subject: 'Thank you',
          html: '',
          text: '',
        }),
        max_attempts: 10,
        ...values,
      });
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    const before = (await scrape(server)).samples;
    expect(valueOf(before, 'northbeam_outbox_oldest_due_age_seconds')).toBe(0);

    await insert({ state: 'queued', next_attempt_at: ago(600) });
    await insert({ state: 'queued', next_attempt_at: ago(-3600) }); // a retry, due in an hour
    // Held by a sender whose lease is still running: waiting, but not due.
    await insert({ state: 'sending', next_attempt_at: ago(7200), locked_until: ago(-60) });
    await insert({ state: 'sent', next_attempt_at: ago(9000), sent_at: ago(8000) });

    const { samples } = await scrape(server);
    expect(valueOf(samples, 'northbeam_outbox_depth')).toBe(
      valueOf(before, 'northbeam_outbox_depth')! + 3,
    );
    const age = valueOf(samples, 'northbeam_outbox_oldest_due_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(660);
  });
});

describe('who may read /metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy: the client's address is the X-Forwarded-For entry the proxy added.
    server = await startTestServer({ trustProxy: true, metricsToken: TOKEN });
  });
  afterAll(() => server?.close());
  const remote = { 'x-forwarded-for': '203.0.113.7' };
  const get = (headers: Record<string, string>) =>
    fetch(`${server.url}/metrics`, { headers, redirect: 'manual' });

  it('answers a client elsewhere without the token as if there were no such page', async () => {
    const refused = await get(remote);
    const unknown = await fetch(`${server.url}/no-such-page`, { headers: remote });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(await unknown.text());
    expect(refused.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  it('answers the token from anywhere; refuses a wrong one with 401', async () => {
    await scrape(server, { ...remote, authorization: `Bearer ${TOKEN}` });
    const wrong = await get({ ...remote, authorization: `Bearer ${TOKEN.slice(1)}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await wrong.text()).not.toContain('northbeam_');
    // Even from loopback: credentials that were presented must be right.
    expect((await get({ authorization: 'Basic c2NyYXBlcjpzZWNyZXQ=' })).status).toBe(401);
  });

  it('answers loopback without a token', async () => {
    await scrape(server);
    await scrape(server, { 'x-forwarded-for': '127.0.0.1' });
  });

  it('without TRUST_PROXY, a forwarded request is not local (a proxy on this machine)', async () => {
    const direct = await startTestServer({ trustProxy: false });
    try {
      const proxied: Array<Record<string, string>> = [
        remote,
        { forwarded: 'for=203.0.113.7' },
        { 'x-real-ip': '::1' },
      ];
      for (const headers of proxied) {
        expect((await fetch(`${direct.url}/metrics`, { headers })).status).toBe(404);
      }
      await scrape(direct);
    } finally {
      await direct.close();
    }
  });

  it.skipIf(!siteBuilt)(
    'a visitor turned away never leaves a page in memory that a scraper would get',
    async () => {
      const site = await startTestServer({ siteDist, trustProxy: true });
      try {
        for (let i = 0; i < 2; i++) {
          const page = await fetch(`${site.url}/metrics`, { headers: remote });
          expect(page.status).toBe(404);
          expect(page.headers.get('content-type')).toContain('text/html');
        }
        const { samples } = await scrape(site);
        expect(requests(samples, '/metrics', '4xx')).toBe(2);
      } finally {
        await site.close();
      }
    },
  );
});
