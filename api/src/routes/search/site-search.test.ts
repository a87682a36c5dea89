/**
 * The site's search through `GET /api/search`, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
 * stemming, several words, phrases, typos with "Did you mean", the ranking of title over tags
 * over excerpt over body, highlighted and escaped snippets, the site's pages, what the public must
 * never find (unpublished posts, inactive and closed jobs), bad searches and the rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog, createJob } from '../../../test/factories';
import { http } from '../../../test/http';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createLogger } from '../../logger';
import { createSitePageIndex } from '../../services/search/site-pages-index';

interface Answer {
  results: Array<{ type: string; title: string; url: string; snippet: string }>;
  suggestion?: string;
}

let server: TestServer;
let call: ReturnType<typeof http>;
const search = async (q: string, extra = '') =>
  (await call<Answer>('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`)).body;
const titles = (answer: Answer) => answer.results.map((r) => r.title);

beforeAll(async () => {
  server = await startTestServer();
  call = http(server.url);
  const { db } = server;
  await createBlog(db, {
    title: 'Shipping on Fridays',
    excerpt: 'How we ship safely.',
    content:
      '<p>Every <strong>deployment</strong> is reversible: our pipeline rolls back in minutes.</p>',
    tags: ['delivery'],
  });
  await createBlog(db, {
    title: 'Zero trust networks',
    excerpt: 'Identity first.',
    content: '<p>With zero trust, every request proves who it is. Trust nothing by default.</p>',
    tags: ['security'],
  });
  await createBlog(db, {
    title: 'Trust and zero downtime',
    excerpt: 'Two ideas.',
    content: '<p>Customers trust a service with zero downtime releases.</p>',
    tags: ['operations'],
  });
  await createBlog(db, {
    title: 'Running Kubernetes in production',
    excerpt: 'Clusters that stay up.',
    content: '<p>Kubernetes operators, upgrades and <em>autoscaling</em>.</p>',
    tags: ['cloud'],
  });
  // The ranking: one word, once in each field of its own post, the body posts first (older).
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await createBlog(db, {
    title: 'Body post',
    excerpt: 'Nothing here.',
    content: '<p>Somewhere in the text: quasarflux.</p>',
    tags: ['misc'],
    createdAt: at(1),
  });
  await createBlog(db, {
    title: 'Excerpt post',
    excerpt: 'About quasarflux.',
    content: '<p>Plain.</p>',
    tags: ['misc'],
    createdAt: at(2),
  });
  await createBlog(db, {
    title: 'Tag post',
    excerpt: 'Nothing here.',
    content: '<p>Plain.</p>',
    tags: ['quasarflux'],
    createdAt: at(3),
  });
  await createBlog(db, {
    title: 'The quasarflux post',
    excerpt: 'Nothing here.',
    content: '<p>Plain.</p>',
    tags: ['misc'],
    createdAt: at(4),
  });
  // Markup in a post must come back as text.
  await createBlog(db, {
    title: 'Escaping matters',
    excerpt: 'Careful.',
    content:
      '<p>Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a gryphonbay form &amp; more.</p>',
  });
  // What the public must never find.
  await createBlog(db, {
    title: 'Secret draft about hushword',
    excerpt: 'Not yet.',
    content: '<p>hushword</p>',
    published: false,
  });
  await createJob(db, {
    title: 'Terraform platform engineer',
    description: 'Build our landing zones.',
    requirements: ['Terraform', 'Kubernetes'],
  });
  await createJob(db, { title: 'Inactive hushjob engineer', isActive: false });
  await createJob(db, { title: 'Closed hushclosed engineer', closingDate: '2020-01-31' });
});
afterAll(() => server?.close());

describe('GET /api/search', () => {
  it('finds a word by its stem: "deploying" finds a post about a deployment', async () => {
    const answer = await search('deploying');
    expect(titles(answer)).toEqual(['Shipping on Fridays']);
    expect(answer.results[0]).toMatchObject({
      type: 'post',
      url: expect.stringMatching(/^\/blog\//),
    });
    expect(answer.results[0]!.snippet).toContain('<mark>deployment</mark>');
    expect(answer.suggestion).toBeUndefined();
  });

  it('needs every word; a phrase in quotes needs them together', async () => {
    expect(titles(await search('zero trust')).sort()).toEqual([
      'Trust and zero downtime',
      'Zero trust networks',
    ]);
    expect(titles(await search('"zero trust"'))).toEqual(['Zero trust networks']);
    expect(titles(await search('zero trust -downtime'))).toEqual(['Zero trust networks']);
  });

  it('ranks a word in the title above tags, tags above the excerpt, the excerpt above the body', async () => {
    expect(titles(await search('quasarflux'))).toEqual([
      'The quasarflux post',
      'Tag post',
      'Excerpt post',
      'Body post',
    ]);
  });

  it('forgives a typo: "kubernets" finds Kubernetes; one the stems do not cover says "Did you mean"', async () => {
    // The stems of "kubernets" and "Kubernetes" are the same: found as typed.
    const stemmed = await search('kubernets');
    expect(stemmed.suggestion).toBeUndefined();
    expect(titles(stemmed)).toEqual(
      expect.arrayContaining(['Running Kubernetes in production', 'Terraform platform engineer']),
    );
    // Letters swapped: nothing as typed, so the nearest word the site uses.
    const swapped = await search('kuberentes');
    expect(swapped.suggestion).toBe('kubernetes');
    expect(titles(swapped)).toEqual(
      expect.arrayContaining(['Running Kubernetes in production', 'Terraform platform engineer']),
    );
    expect(swapped.results.find((r) => r.type === 'post')!.snippet).toContain(
      '<mark>Kubernetes</mark>',
    );
    // Two words, one mistyped: the other is kept.
    const two = await search('Terraform kubernetis');
    expect(two.suggestion).toBe('Terraform kubernetes');
    expect(titles(two)).toEqual(['Terraform platform engineer']);
    // Nothing near: no suggestion, no results.
    expect(await search('xqzvvwk')).toEqual({ results: [] });
  });

  it('answers snippets as escaped text with only <mark> as markup', async () => {
    const [result] = (await search('gryphonbay')).results;
    expect(result!.snippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(result!.snippet).toContain('<mark>gryphonbay</mark>');
    expect(result!.snippet).toContain('&amp; more');
    expect(result!.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('finds open jobs by their requirements, with their page', async () => {
    const answer = await search('terraform', '&type=job');
    expect(answer.results).toEqual([
      expect.objectContaining({
        type: 'job',
        title: 'Terraform platform engineer',
        url: expect.stringMatching(/^\/careers\/[0-9a-f-]{36}$/),
      }),
    ]);
    expect((await search('terraform', '&type=post')).results).toEqual([]);
  });

  it('never finds an unpublished post, an inactive job or a closed one, even by a suggestion', async () => {
    for (const word of ['hushword', 'hushjob', 'hushclosed', 'secret draft']) {
      expect(await search(word), word).toEqual({ results: [] });
    }
    // A near miss of a draft's word must not lead to it either.
    expect(await search('hushwurd')).toEqual({ results: [] });
  });

  it("finds the site's own pages once they are indexed", async () => {
    const pages = createSitePageIndex({
      db: server.db,
      logger: createLogger('silent'),
      pages: async () => [
        {
          path: '/cloud-solutions',
          title: 'Cloud Solutions',
          description: 'Migrations and landing zones.',
          body: 'We run a nebulacore cost review every quarter.',
        },
      ],
    });
    expect(await pages.runDue()).toBe(1);
    expect(await pages.runDue()).toBe(0); // unchanged: nothing rewritten
    const answer = await search('nebulacore');
    expect(answer.results).toEqual([
      {
        type: 'page',
        title: 'Cloud Solutions',
        url: '/cloud-solutions',
        snippet: expect.stringContaining('<mark>nebulacore</mark>'),
      },
    ]);
    // A page that went is no longer found.
    await createSitePageIndex({
      db: server.db,
      logger: createLogger('silent'),
      pages: async () => [],
    }).runDue();
    expect((await search('nebulacore')).results).toEqual([]);
  });

  it('limits the number of results', async () => {
    expect((await search('quasarflux', '&limit=2')).results).toHaveLength(2);
  });

  it('refuses an empty, too long or punctuation-only search with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Type a word to search for'],
      ['?q=', 'Type a word to search for'],
      [`?q=${'a'.repeat(201)}`, 'A search is at most 200 characters'],
      [
        `?q=${encodeURIComponent('?!… -- ""')}`,
        'Type a word to search for: punctuation alone finds nothing',
      ],
      ['?q=cloud&type=person', 'type must be post, job or page'],
      ['?q=cloud&limit=500', 'limit must be at most 50'],
    ];
    for (const [query, message] of cases) {
      const answer = await call('GET', `/api/search${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
    // 200 characters are fine.
    expect((await call('GET', `/api/search?q=${'a'.repeat(200)}`)).status).toBe(200);
    // Stop words alone: nothing, not an error.
    expect(await search('the and of')).toEqual({ results: [] });
  });

  it('is never kept by a cache', async () => {
    const answer = await call('GET', '/api/search?q=kubernetes');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the search rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ security: { searchRateLimit: 3 } });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After past the limit, counting under a hash of the address', async () => {
    const get = () => http(limited.url)('GET', '/api/search?q=cloud');
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many searches from your network/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const keys = (await limited.db('rate_limits').pluck('key')) as string[];
    expect(keys.filter((key) => key.startsWith('search:'))).toHaveLength(1);
    expect(keys.join(' ')).not.toContain('127.0.0.1');
    // The search page runs the same search: the same limit, said on a page.
    const page = await fetch(`${limited.url}/search?q=cloud`);
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await page.text()).toContain('Too many searches from your network');
    // The form alone is not a search.
    expect((await fetch(`${limited.url}/search`)).status).not.toBe(429);
  });
});
