/**
 * Server-rendered public pages on the built site (skipped until `npm run build -w site` made
 * site/dist and site/dist-server): content in the HTML, hydration data, head tags, 404 statuses,
 * the cache and its invalidation by blog and job writes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type SignedIn, type TestServer } from '../../test/test-server';
import { REPO_ROOT } from '../paths';

const siteDist = join(REPO_ROOT, 'site', 'dist');
const built =
  existsSync(join(siteDist, 'index.html')) &&
  existsSync(join(REPO_ROOT, 'site', 'dist-server', 'entry-server.js'));

describe.skipIf(!built)('server-rendered pages', () => {
  let server: TestServer;
  let admin: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({
      seedDemo: true,
      siteDist,
      publicUrl: 'https://www.example.com',
      // No background work: the job-closing job's first look clears the caches at start.
      background: false,
    });
  });
  afterAll(async () => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it('renders the home page with the three latest posts in the HTML', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Innovating Tech with Vision');
    const latest = (await (await get('/api/blogs?limit=3')).json()) as Array<{ title: string }>;
    expect(latest).toHaveLength(3);
    for (const post of latest) expect(html).toContain(escape(post.title));
    expect(html).toContain('<script type="application/json" id="__rr_data">');
    expect(html).not.toMatch(
      /<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*src=)[^>]*>/,
    );
    expect(html).toContain('<title data-head>');
    expect(html).toContain('<link data-head rel="canonical" href="https://www.example.com/">');
  });

  it('renders a post with its content, and a job with its description', async () => {
    const [post] = (await (await get('/api/blogs?limit=1')).json()) as Array<{ slug: string }>;
    const full = (await (await get(`/api/blogs/${post!.slug}`)).json()) as {
      title: string;
      content: string;
    };
    const html = await (await get(`/blog/${post!.slug}`)).text();
    expect(html).toContain(`<h1>${escape(full.title)}</h1>`);
    expect(html).toContain('data-testid="post-content"');
    expect(html).toContain('og:type" content="article"');

    const [job] = (await (await get('/api/careers?limit=1')).json()) as Array<{
      _id: string;
      description: string;
      title: string;
    }>;
    const jobHtml = await (await get(`/careers/${job!._id}`)).text();
    expect(jobHtml).toContain(escape(job!.description));
    expect(jobHtml).toContain('"@type":"JobPosting"');
  });

  it('answers 404 with the not-found page for an unknown route, post or job', async () => {
    const route = await get('/no-such-page');
    expect(route.status).toBe(404);
    expect(await route.text()).toContain('Page not found');
    const post = await get('/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('Blog Post Not Found');
    const job = await get('/careers/00000000-0000-4000-8000-000000000000');
    expect(job.status).toBe(404);
    expect(await job.text()).toContain('Job not found');
  });

  it('serves pages from the cache with an ETag, compressed, and re-renders after a write', async () => {
    await get('/blog');
    const hit = await get('/blog', { 'Accept-Encoding': 'br' });
    expect(hit.headers.get('x-render-cache')).toBe('hit');
    const etag = hit.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const notModified = await get('/blog', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);

    admin = await server.signIn();
    const form = new FormData();
    form.set('title', 'A post written by the cache test');
    form.set('excerpt', 'Excerpt of the cache test post');
    form.set('content', '<p>Cache test content</p>');
    form.set('author', 'Test Author');
    form.set('category', 'DevOps');
    form.set('tags', 'cache');
    form.set('imageUrl', '/images/placeholder.svg');
    const created = await fetch(`${server.url}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const after = await get('/blog');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('A post written by the cache test');
  });

  it('renders the pages visitors viewed again after a write, before anyone asks for them', async () => {
    const [job] = (await (await get('/api/careers?limit=1')).json()) as Array<{ _id: string }>;
    const jobPath = `/careers/${job!._id}`;
    await get(jobPath);
    expect((await get(jobPath)).headers.get('x-render-cache')).toBe('hit');
    admin ??= await server.signIn();
    const updated = await fetch(`${server.url}/api/careers/${job!._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...(await (await get(`/api/careers/${job!._id}`)).json()),
        title: 'A title changed by the warming test',
      }),
    });
    expect(updated.status).toBe(200);
    await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
    const page = await get(jobPath);
    expect(page.headers.get('x-render-cache')).toBe('hit');
    expect(await page.text()).toContain('A title changed by the warming test');
  });

  it("warms an origin's static pages when the first page of it is asked for", async () => {
    // No background work: the job-closing job's first look clears the caches at start.
    const origin = await startTestServer({ seedDemo: true, siteDist, background: false });
    try {
      await fetch(`${origin.url}/`);
      // About fifteen static pages, one at a time, on a machine busy with other tests.
      await new Promise((resolveWait) => setTimeout(resolveWait, 6000));
      const careers = await fetch(`${origin.url}/careers`);
      expect(careers.status).toBe(200);
      expect(careers.headers.get('x-render-cache')).toBe('hit');
    } finally {
      await origin.close();
    }
  });

  it('a preview link shows the unpublished changes as the page will, with noindex; a forged one says so', async () => {
    admin ??= await server.signIn();
    const auth = { Authorization: `Bearer ${admin.token}` };
    const form = new FormData();
    form.set('title', 'Preview Page Published Title');
    form.set('excerpt', 'Excerpt');
    form.set('content', '<p>Published body.</p>');
    form.set('author', 'Test Author');
    form.set('category', 'DevOps');
    form.set('imageUrl', '/images/placeholder.svg');
    const created = await fetch(`${server.url}/api/blogs`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const post = (await created.json()) as { _id: string; slug: string };
    const draft = await fetch(`${server.url}/api/blogs/${post._id}/draft`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Preview Page Draft Title',
        excerpt: 'Excerpt',
        content: '<p>Unpublished body.</p>',
        author: 'Test Author',
        category: 'DevOps',
      }),
    });
    expect(draft.status).toBe(200);
    const link = (await (
      await fetch(`${server.url}/api/blogs/${post._id}/preview`, { method: 'POST', headers: auth })
    ).json()) as { path: string; expiresAt: string };
    expect(link.path).toMatch(new RegExp(`^/blog/${post.slug}\\?preview=`));

    const preview = await get(link.path);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-render-cache')).not.toBe('hit');
    const html = await preview.text();
    expect(html).toContain('<h1>Preview Page Draft Title</h1>');
    expect(html).toContain('Unpublished body.');
    expect(html).toContain('<meta data-head name="robots" content="noindex">');
    expect(html).toContain('Preview: this is how the post will look once published.');

    // The public page is the published one.
    const live = await (await get(`/blog/${post.slug}`)).text();
    expect(live).toContain('<h1>Preview Page Published Title</h1>');
    expect(live).not.toContain('Unpublished body.');

    const forged = await (await get(`${link.path.slice(0, -3)}abc`)).text();
    expect(forged).toContain('Preview unavailable');
    expect(forged).toContain('This preview link is not valid.');
  });
});

function escape(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
