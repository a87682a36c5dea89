/** The blog: list with category filter (phone and desktop), Recent Posts, Tags, states; a post
 * with sanitised content and related posts; a missing post. */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from './support/api-client';
import { expectNoAxeViolations, slowNetwork, waitForHydration } from './support/browser';

test.describe('blog', () => {
  const related: { slug: string; title: string }[] = [];
  let tag = '';
  let brokenTitle = '';

  test.beforeAll(async ({ baseURL }) => {
    const api = new ApiClient(baseURL!);
    tag = unique('tag').replace(/\s+/g, '-');
    // Five posts in Data Analytics (only this file uses it): a post has up to 3 related ones.
    for (let i = 0; i < 5; i++) {
      const post = await api.createBlog({
        title: unique(`Analytics story ${i}`),
        category: 'Data Analytics',
        tags: i === 0 ? [tag, 'Dashboards'] : ['Dashboards'],
        content:
          i === 0
            ? '<h2>Clean data</h2><p>Safe <strong>content</strong>.</p><img src="/images/placeholder.svg" alt="chart" onerror="window.__xss=1"><p><a href="javascript:window.__xss=2">bad link</a></p>'
            : undefined,
      });
      related.push({ slug: post.slug, title: post.title });
    }
    await api.createBlog({ title: unique('Mobile story'), category: 'Mobile Development' });
    brokenTitle = unique('Broken image story');
    await api.createBlog({
      title: brokenTitle,
      category: 'Mobile Development',
      imageUrl: '/images/does-not-exist.png',
    });
  });

  test('an image sent without alternative text is stored with alt="" and the post passes axe', async ({
    page,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const post = await api.createBlog({
      title: unique('Pictures without words'),
      category: 'Cloud Computing',
      content: '<p>A chart follows.</p><img src="/images/placeholder.svg"><p>The end.</p>',
    });
    expect(post.content).toContain('<img src="/images/placeholder.svg" alt="">');
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByTestId('post-content').locator('img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page);
  });

  test('desktop: sidebar categories filter the list; Recent Posts and Tags', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    const sidebar = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByLabel('Category')).toBeHidden();
    await expect(sidebar.getByRole('link', { name: /^All/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only categories with posts, and never one without (Blockchain has none in these tests).
    await expect(sidebar.getByRole('link', { name: /^Data Analytics/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /^Blockchain/ })).toHaveCount(0);

    const recent = page.getByTestId('recent-posts').getByRole('listitem');
    await expect(recent).toHaveCount(4);
    // Other tests publish posts in parallel: compare with the API as of a fresh page.
    await expect(async () => {
      const newest = (await (await page.request.get('/api/blogs?limit=4')).json()) as {
        title: string;
      }[];
      await page.reload();
      await expect(recent.getByRole('link')).toHaveText(
        newest.map((post) => post.title),
        { timeout: 2_000 },
      );
    }).toPass();

    await sidebar.getByRole('link', { name: /^Data Analytics/ }).click();
    await expect(page).toHaveURL(/category=Data\+Analytics|category=Data%20Analytics/);
    await expect(sidebar.getByRole('link', { name: /^Data Analytics/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = page.getByTestId('blog-posts').locator('.blog-card');
    await expect(cards).toHaveCount(5);
    await expect(cards.locator('.tag-pill')).toHaveText(Array(5).fill('Data Analytics'));

    // Tags narrow the list.
    await page.getByRole('link', { name: tag, exact: true }).click();
    await expect(page.getByTestId('blog-posts').locator('.blog-card')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: related[0]!.title })).toBeVisible();
  });

  test('phone: a dropdown filters the list; empty category message', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/blog');
    await expect(page.getByRole('navigation', { name: 'Blog categories' })).toBeHidden();
    const select = page.getByLabel('Category');
    await expect(select).toBeVisible();
    await expect(select.locator('option').first()).toHaveText('All');
    await select.selectOption('Mobile Development');
    await expect(page).toHaveURL(/category=Mobile/);
    const cards = page.getByTestId('blog-posts').locator('.blog-card');
    await expect(async () => {
      const categories = await cards.locator('.tag-pill').allTextContents();
      expect(categories.length).toBeGreaterThanOrEqual(2);
      expect(new Set(categories)).toEqual(new Set(['Mobile Development']));
    }).toPass();
    // A broken image falls back to the placeholder.
    const broken = cards.filter({ hasText: brokenTitle }).locator('img');
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('src', '/images/placeholder.svg');

    // Picked before the app runs, a category loads its page (?category=…); the app, once it runs,
    // navigates itself, and "All" is the plain list.
    await waitForHydration(page);
    await select.selectOption('All');
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto('/blog?category=Blockchain');
    await expect(page.getByText('No blog posts found in this category.')).toBeVisible();
  });

  test('shows a spinner while the list loads', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const restore = await slowNetwork(page, 800);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading blog posts' })).toBeVisible();
    await restore();
    await expect(page.getByTestId('blog-posts')).toBeVisible();
  });

  test('a post: hero, title, author, date, category, sanitised content, tags, author box, related', async ({
    page,
  }) => {
    const post = related[0]!;
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(new RegExp(post.title));
    const header = page.locator('.post-header');
    await expect(header.getByText('Jordan Blake')).toBeVisible();
    await expect(header.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    await expect(header.getByText('Category: Data Analytics')).toBeVisible();
    await expect(page.locator('.post-hero img')).toBeVisible();
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('heading', { name: 'Clean data' })).toBeVisible();
    await expect(content.locator('strong')).toHaveText('content');
    expect(await content.locator('img').getAttribute('onerror')).toBeNull();
    expect(await content.getByText('bad link').getAttribute('href')).toBeNull();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText([
      `#${tag}`,
      '#Dashboards',
    ]);
    await expect(page.getByRole('heading', { name: 'About Jordan Blake' })).toBeVisible();

    const cards = page.getByTestId('related-posts').locator('.blog-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: post.title })).toHaveCount(0);
    await expect(cards.locator('.tag-pill')).toHaveText(Array(3).fill('Data Analytics'));
    await cards.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(post.title);
  });

  test("a post's hero keeps its box while its image arrives: no layout shift", async ({ page }) => {
    // An image whose own shape (1200x420) is not the hero's, arriving after the first paint, as on
    // a slow phone: the text under the hero must not move (Lighthouse saw CLS 0.007 on a post).
    await page.route('**/images/**', async (route) => {
      if (route.request().resourceType() !== 'image') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 420" width="1200" height="420"><rect width="1200" height="420" fill="#1e6fbf"/></svg>',
      });
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`/blog/${related[1]!.slug}`);
    const hero = page.locator('.post-hero img');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('a missing post shows Blog Post Not Found with Back to Blog', async ({ page }) => {
    await page.goto('/blog/this-post-does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: /Back to Blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
