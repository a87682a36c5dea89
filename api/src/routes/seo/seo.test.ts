/**
 * robots.txt, the sitemap (pages, posts, jobs; updated after a new post), the blog feed, the
 * structured data of post and job pages, and ETag/304 on API lists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { REPO_ROOT } from '../../paths';

const ORIGIN = 'https://www.example.com';
const siteDist = join(REPO_ROOT, 'site', 'dist');
const built = existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, siteDist, publicUrl: ORIGIN });
});
afterAll(async () => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });

async function createPost(title: string) {
  const admin = await server.signIn();
  const form = new FormData();
  form.set('title', title);
  form.set('excerpt', `Excerpt of ${title}`);
  form.set('content', `<p>${title}</p>`);
  form.set('author', 'Sam Writer');
  form.set('category', 'Cloud Computing');
  form.set('tags', 'seo');
  form.set('imageUrl', '/images/placeholder.svg');
  const response = await fetch(`${server.url}/api/blogs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { slug: string; _id: string };
}

/** The JSON-LD objects of an HTML page. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [
    ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

describe('robots.txt', () => {
  it('keeps /admin and /api out and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages, every published post and every active job, and updates after a new post', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    if (built) {
      for (const path of [
        '/',
        '/about',
        '/services',
        '/blog',
        '/careers',
        '/contact',
        '/privacy-policy',
      ]) {
        expect(locs).toContain(`${ORIGIN}${path}`);
      }
      expect(locs).not.toContain(`${ORIGIN}/admin`);
    }
    const posts = (await (await get('/api/blogs?limit=100')).json()) as Array<{ slug: string }>;
    for (const post of posts) expect(locs).toContain(`${ORIGIN}/blog/${post.slug}`);
    const jobs = (await (await get('/api/careers?limit=100')).json()) as Array<{ _id: string }>;
    for (const job of jobs) expect(locs).toContain(`${ORIGIN}/careers/${job._id}`);

    const created = await createPost('Sitemap freshness check');
    const after = await (await get('/sitemap.xml')).text();
    expect(after).toContain(`<loc>${ORIGIN}/blog/${created.slug}</loc>`);
  });
});

describe('blog feed', () => {
  it('is RSS 2.0 with the newest posts, linked from the blog page', async () => {
    const created = await createPost('Feed freshness check');
    const response = await get('/blog/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${ORIGIN}/blog/${created.slug}</link>`);
    expect(xml).toContain('<title>Feed freshness check</title>');
    if (built) {
      const html = await (await get('/blog')).text();
      expect(html).toContain('rel="alternate" type="application/rss+xml"');
      expect(html).toContain('href="/blog/feed.xml"');
    }
  });
});

describe.skipIf(!built)('structured data and head tags', () => {
  it('has Organization on every page, WebSite with its SearchAction on the home page, BlogPosting and BreadcrumbList on posts', async () => {
    const home = jsonLd(await (await get('/')).text());
    // The home page also names the site and its search (issue 33).
    expect(home.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home[1]!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    const [post] = (await (await get('/api/blogs?limit=1')).json()) as Array<{
      slug: string;
      title: string;
      imageUrl: string;
    }>;
    const html = await (await get(`/blog/${post!.slug}`)).text();
    const items = jsonLd(html);
    expect(items.map((item) => item['@type'])).toEqual([
      'Organization',
      'BlogPosting',
      'BreadcrumbList',
    ]);
    const posting = items[1]!;
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting.headline).toBe(post!.title);
    expect(posting.datePublished).toBeTruthy();
    expect((posting.author as { name: string }).name).toBeTruthy();
    const image = post!.imageUrl.startsWith('http') ? post!.imageUrl : `${ORIGIN}${post!.imageUrl}`;
    expect(html).toContain(`<meta data-head property="og:image" content="${image}">`);
    expect(html).toContain('<meta data-head name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<link data-head rel="canonical" href="${ORIGIN}/blog/${post!.slug}">`);
  });

  it('has a JobPosting with the fields Google for Jobs requires', async () => {
    const jobs = (await (await get('/api/careers?limit=100')).json()) as Array<{
      _id: string;
      title: string;
      type: string;
    }>;
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const items = jsonLd(await (await get(`/careers/${job._id}`)).text());
      const posting = items.find((item) => item['@type'] === 'JobPosting')!;
      expect(posting.title).toBe(job.title);
      expect(String(posting.description).length).toBeGreaterThan(20);
      expect(Number.isNaN(Date.parse(String(posting.datePosted)))).toBe(false);
      expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']).toContain(posting.employmentType);
      expect((posting.hiringOrganization as { name: string }).name).toBe('Northbeam Technologies');
      const remote = posting.jobLocationType === 'TELECOMMUTE';
      if (remote) expect(posting.applicantLocationRequirements).toBeTruthy();
      else {
        const place = posting.jobLocation as { address: Record<string, string> };
        expect(place.address.addressLocality).toBeTruthy();
        expect(place.address.addressCountry).toBe('US');
      }
      expect(items.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });
});

describe('conditional GETs', () => {
  it('answers 304 to a list call whose ETag the client holds', async () => {
    const first = await get('/api/blogs?limit=5');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('x-total-count')).toBeTruthy();
    const again = await get('/api/blogs?limit=5', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    const jobs = await get('/api/careers');
    const jobsAgain = await get('/api/careers', { 'If-None-Match': jobs.headers.get('etag')! });
    expect(jobsAgain.status).toBe(304);
  });

  it("answers anonymous reads from memory until a post changes; never an administrator's", async () => {
    await get('/api/blogs?limit=2');
    const hit = await get('/api/blogs?limit=2', { 'Accept-Encoding': 'br' });
    expect(hit.headers.get('x-api-cache')).toBe('hit');
    expect(hit.headers.get('x-total-count')).toBeTruthy();
    expect(hit.headers.get('link')).toContain('rel="next"');
    expect(hit.headers.get('content-encoding')).toBe('br');
    const before = (await hit.json()) as Array<{ slug: string }>;

    const created = await createPost('Cache invalidation check');
    const after = await get('/api/blogs?limit=2');
    expect(after.headers.get('x-api-cache')).toBe('miss');
    const list = (await after.json()) as Array<{ slug: string }>;
    expect(list[0]!.slug).toBe(created.slug);
    expect(list).not.toEqual(before);

    const admin = await server.signIn();
    const signedIn = await get('/api/blogs?limit=2', { Cookie: admin.cookie });
    expect(signedIn.headers.get('x-api-cache')).toBeNull();
    expect(signedIn.headers.get('etag')).toBeTruthy();
  });
});
