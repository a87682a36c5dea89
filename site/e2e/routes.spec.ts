/** Every public route renders its key texts inside the shared header and footer, with one h1, its
 * own title and meta description, and zero axe-core violations. */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from './support/api-client';
import { expectNoAxeViolations, expectSiteChrome, waitForHydration } from './support/browser';

interface RouteCase {
  path: string;
  texts: (string | RegExp)[];
}

const STATIC_ROUTES: RouteCase[] = [
  {
    path: '/',
    texts: [
      'Innovating Tech with Vision – Your Trusted IT Partner',
      'About Us',
      'Featured Works',
      '24/7 Full Service Support',
      'Leading to IT Insights & Industry Trends.',
      'Latest Insights',
    ],
  },
  { path: '/about', texts: ['Our story', 'Our approach', 'Why choose us'] },
  {
    path: '/services',
    texts: ['Discovery', 'Planning', 'Execution', 'Testing', 'Deployment', 'Support'],
  },
  {
    path: '/products',
    texts: ['TalentBridge', 'CloudLens', 'FieldFlow', 'InsightDesk', 'Features'],
  },
  { path: '/contact', texts: ['Send us a message', 'Business hours', 'Mon–Fri 9:00AM–5:00PM'] },
  { path: '/blog', texts: ['Insights & Industry Trends', 'Recent Posts'] },
  { path: '/ITStaffing', texts: ['IT Staffing', 'Frequently asked questions'] },
  { path: '/cloud-solutions', texts: ['Cloud Solutions', 'Frequently asked questions'] },
  { path: '/design-development', texts: ['Design & Development', 'Frequently asked questions'] },
  {
    path: '/our-expertise',
    texts: ['OUR EXPERTISE', 'Our Approach', 'Discover', 'Design', 'Deliver'],
  },
  {
    path: '/it-strategy-consulting',
    texts: ['IT Strategy Consulting', 'Case studies', 'What our clients say'],
  },
  {
    path: '/workforce-optimization',
    texts: ['Workforce Optimization', 'Case studies', 'What our clients say'],
  },
  {
    path: '/scalable-it-solutions',
    texts: ['Scalable IT Solutions', 'Case studies', 'What our clients say'],
  },
  {
    path: '/technology-transformation',
    texts: ['Technology Transformation', 'Case studies', 'What our clients say'],
  },
  {
    path: '/application-modernization',
    texts: ['Application Modernization', 'Case studies', 'What our clients say'],
  },
  { path: '/mission', texts: ['Why we exist', 'Our values'] },
  { path: '/partnership', texts: ['Partnership models', 'What partners get'] },
  { path: '/careers', texts: ['Open positions', /Why join/, 'Benefits'] },
  { path: '/privacy-policy', texts: ['Privacy Policy', /How long we keep it/, /Your rights/] },
  { path: '/terms-of-service', texts: ['Terms of Service', /Acceptable use/, /Governing law/] },
  { path: '/no-such-page', texts: ['Page not found'] },
];

test.use({ reducedMotion: 'reduce' });

test.describe('public routes', () => {
  const dynamic: RouteCase[] = [];

  test.beforeAll(async ({ baseURL }) => {
    const api = new ApiClient(baseURL!);
    const post = await api.createBlog({ title: unique('Routes post'), category: 'DevOps' });
    const job = await api.createJob({ title: unique('Routes Platform Engineer') });
    dynamic.push(
      { path: `/blog/${post.slug}`, texts: [post.title, 'About Jordan Blake'] },
      { path: `/careers/${job._id}`, texts: [job.title, 'Job description', 'Requirements'] },
    );
  });

  for (const route of STATIC_ROUTES) {
    test(`${route.path} renders its content, chrome, title, description and passes axe`, async ({
      page,
    }) => {
      await page.goto(route.path);
      for (const text of route.texts)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectSiteChrome(page);
      await expect(page).toHaveTitle(/Northbeam Technologies/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test('dynamic routes (a post, a job) render and pass axe', async ({ page }) => {
    for (const route of dynamic) {
      await page.goto(route.path);
      for (const text of route.texts)
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectSiteChrome(page);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });

  test('each page has its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of STATIC_ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(STATIC_ROUTES.length);
  });

  test('service pages link Get Started to /contact; home cards link to the service pages', async ({
    page,
  }) => {
    for (const path of ['/ITStaffing', '/cloud-solutions', '/design-development']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'IT Staffing' })).toHaveAttribute(
      'href',
      '/ITStaffing',
    );
    await expect(main.getByRole('link', { name: 'Cloud Solutions' })).toHaveAttribute(
      'href',
      '/cloud-solutions',
    );
    await expect(main.getByRole('link', { name: 'Design & Development' })).toHaveAttribute(
      'href',
      '/design-development',
    );
    await expect(main.getByRole('link', { name: 'Our Expertise' })).toHaveAttribute(
      'href',
      '/our-expertise',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('mission links to /contact and /careers; partnership to /contact?subject=Partnership', async ({
    page,
  }) => {
    await page.goto('/mission');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/careers"]').first()).toBeVisible();
    await page.goto('/partnership');
    await page.getByRole('link', { name: 'Become a partner' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Partnership$/);
    // The subject is shown above the fields and sent at the head of the message (contact.spec.ts).
    const form = page.getByRole('form', { name: 'Contact us' });
    await expect(form.getByText('Subject:', { exact: false }).first()).toContainText('Partnership');
    await expect(form.getByLabel(/^Message/)).toHaveValue('');
  });

  test('the 404 page is a real page inside the layout', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the public pages never load admin or rich-text editor code', async ({ page }) => {
    const urls = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) urls.add(response.url());
    });
    for (const route of STATIC_ROUTES) {
      await page.goto(route.path);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    // The app's own files too (they load when the visitor shows intent).
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(urls.size).toBeGreaterThan(5);
    for (const url of urls) {
      const code = await (await page.request.get(url)).text();
      expect(code).not.toContain('Create New Job Posting');
      expect(code).not.toContain('Publish immediately');
      expect(code).not.toMatch(/slate-react|data-slate-editor/);
    }
  });
});
