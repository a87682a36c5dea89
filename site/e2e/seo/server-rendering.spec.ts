/**
 * Server rendering seen from outside: the HTML of every public page (before any script runs)
 * holds its content and its head tags; unknown posts, jobs and routes answer 404; the browser
 * hydrates without errors and keeps the head tags in step on client-side navigation.
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/browser';
import { ApiClient, unique } from '../support/api-client';

let postSlug = '';
let jobId = '';
let jobDescription = '';

test.beforeAll(async ({ baseURL }) => {
  const api = new ApiClient(baseURL!);
  for (let n = 0; n < 3; n += 1) {
    const post = await api.createBlog({
      title: unique('Rendered on the server'),
      content: '<p>Kubernetes clusters rendered ahead of hydration.</p>',
      imageUrl: '/images/placeholder.svg',
    });
    postSlug = post.slug;
  }
  const description = `A job described in the server-rendered HTML ${unique('job')}`;
  const job = await api.createJob({ title: unique('SSR engineer'), description });
  jobId = job._id;
  jobDescription = description;
});

const PAGES: Array<{ path: string; text: string | RegExp }> = [
  { path: '/', text: 'Innovating Tech with Vision' },
  { path: '/about', text: 'About' },
  { path: '/services', text: 'Discovery' },
  { path: '/products', text: 'testimonial' },
  { path: '/contact', text: '9:00AM' },
  { path: '/blog', text: 'Recent Posts' },
  { path: '/careers', text: 'Open positions' },
  { path: '/ITStaffing', text: 'Get Started' },
  { path: '/cloud-solutions', text: 'Get Started' },
  { path: '/design-development', text: 'Get Started' },
  { path: '/our-expertise', text: 'OUR EXPERTISE' },
  { path: '/it-strategy-consulting', text: '<h1' },
  { path: '/workforce-optimization', text: '<h1' },
  { path: '/scalable-it-solutions', text: '<h1' },
  { path: '/technology-transformation', text: '<h1' },
  { path: '/application-modernization', text: '<h1' },
  { path: '/mission', text: 'Why we exist' },
  { path: '/partnership', text: 'Partnership' },
  { path: '/privacy-policy', text: 'Privacy Policy' },
  { path: '/terms-of-service', text: 'Terms of Service' },
];

const contentOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

test.describe('server-rendered HTML', () => {
  for (const { path, text } of PAGES) {
    test(`${path} arrives with its content and head tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(contentOf(html)).toContain(typeof text === 'string' ? text : '');
      expect(contentOf(html)).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<title data-head>[^<]{5,}<\/title>/);
      expect(html).toMatch(/<meta data-head name="description" content="[^"]{20,}">/);
      expect(html).toContain('<link data-head rel="canonical"');
      expect(html).toContain('property="og:title"');
      expect(html).toContain('"@type":"Organization"');
      // No inline executable script: only JSON data and JSON-LD.
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
        if (tag.includes('type="module"')) expect(tag).toContain('src=');
      }
    });
  }

  test('a post and a job arrive with their text; the home page with the three latest posts', async ({
    request,
  }) => {
    // Other workers add posts meanwhile: compare a consistent pair.
    await expect(async () => {
      const posts = (await (await request.get('/api/blogs?limit=3')).json()) as Array<{
        title: string;
      }>;
      const home = contentOf(await (await request.get('/')).text());
      expect(posts).toHaveLength(3);
      for (const post of posts) expect(home).toContain(post.title.replace(/&/g, '&amp;'));
    }).toPass({ timeout: 15_000 });
    const postHtml = contentOf(await (await request.get(`/blog/${postSlug}`)).text());
    expect(postHtml).toContain('Kubernetes clusters rendered ahead of hydration.');
    const jobHtml = contentOf(await (await request.get(`/careers/${jobId}`)).text());
    expect(jobHtml).toContain(jobDescription);
  });

  test('unknown routes, posts and jobs answer 404 with the not-found page', async ({ request }) => {
    const route = await request.get('/no-such-page');
    expect(route.status()).toBe(404);
    expect(await route.text()).toContain('Page not found');
    const post = await request.get('/blog/no-such-post-at-all');
    expect(post.status()).toBe(404);
    expect(await post.text()).toContain('Blog Post Not Found');
    const job = await request.get('/careers/00000000-0000-4000-8000-000000000000');
    expect(job.status()).toBe(404);
    expect(await job.text()).toContain('Job not found');
  });
});

test.describe('hydration', () => {
  test('pages hydrate without errors and client navigation updates the head', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await waitForHydration(page);
    // Hydrated: a client-side link click does not reload the document.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).first().click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Build your career with us');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(page).toHaveTitle(/^Careers \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
    await expect(page.locator('title')).toHaveCount(1);

    for (const path of ['/blog', '/careers', '/no-such-page', `/careers/${jobId}`]) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.goto(`/blog/${postSlug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rendered on the server');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
});
