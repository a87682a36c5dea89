/** The home page: sections in the spec's order, Latest Insights, and the consultation form. */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from './support/api-client';
import { slowNetwork, waitForHydration } from './support/browser';
import { ConsultationForm } from './support/forms';

const SUCCESS =
  "Thank you! Your consultation request has been submitted. We'll contact you shortly.";

test.describe('home page', () => {
  test('shows the sections in the order of the spec', async ({ page }) => {
    await page.goto('/');
    const order = await page
      .locator('[data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
    expect(order).toEqual([
      'hero',
      'about',
      'services',
      'featured-works',
      'process',
      'consultation',
      'blog-teaser',
      'latest-insights',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Innovating Tech with Vision – Your Trusted IT Partner',
    );
    const works = page.locator('[data-section="featured-works"] figcaption');
    await expect(works).toHaveText([
      'Building High-Performing Teams',
      'Enhancing Business Intelligence',
      'Optimizing Cloud Infrastructure',
      'Custom Applications That Deliver Results',
      'Driving Scalability and Performance',
      'Empowering Digital Transformation',
    ]);
    const process = page.locator('[data-section="process"]');
    await expect(process.getByText('24/7 Full Service Support')).toBeVisible();
    await expect(process.getByRole('heading', { name: 'Easy to approach' })).toBeVisible();
    await expect(process.getByRole('heading', { name: 'Immediate response' })).toBeVisible();
    await expect(process.locator('.step')).toHaveCount(3);
    const teaser = page.locator('[data-section="blog-teaser"]');
    await expect(teaser.getByText('Leading to IT Insights & Industry Trends.')).toBeVisible();
    await expect(teaser.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    // Every Featured Works image is served.
    for (const src of await page
      .locator('[data-section="featured-works"] img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')))) {
      expect((await page.request.get(src!)).status()).toBe(200);
    }
  });

  test('Latest Insights shows a spinner while loading, then the 3 newest posts', async ({
    page,
    baseURL,
  }) => {
    const api = new ApiClient(baseURL!);
    const titles: string[] = [];
    for (let i = 0; i < 4; i++) {
      const post = await api.createBlog({
        title: unique(`Latest insight ${i}`),
        category: 'Cybersecurity',
      });
      titles.push(post.title);
    }
    // A client-side navigation (a server-rendered first page arrives with its posts already).
    await page.goto('/about');
    await waitForHydration(page);
    const restore = await slowNetwork(page, 800);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const block = page.locator('[data-section="latest-insights"]');
    await expect(
      block.getByRole('status').filter({ hasText: 'Loading the latest posts' }),
    ).toBeVisible();
    await restore();
    const cards = block.locator('.blog-card');
    await expect(cards).toHaveCount(3);
    // The three newest published posts, newest first (as the API lists them).
    const newest = (await (await page.request.get('/api/blogs?limit=3')).json()) as {
      title: string;
    }[];
    await expect(cards.getByRole('heading')).toHaveText(newest.map((post) => post.title));
    expect(newest.map((post) => post.title)).not.toContain(titles[0]);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[0]!.title);
  });
});

test.describe('consultation form', () => {
  test('validates each field with the API schema before sending anything', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/consultation')) requests.push(request.method());
    });
    await page.goto('/');
    // The app's own messages (before it runs, the browser's `required` checks stop the post).
    await waitForHydration(page);
    const form = new ConsultationForm(page);
    await expect(form.field(/^Message/)).toHaveAttribute('placeholder', 'Message (Optional)');
    await form.submit.click();
    await expect(form.form.getByText('First name is required')).toBeVisible();
    await expect(form.form.getByText('Last name is required')).toBeVisible();
    await expect(form.form.getByText('Email is required')).toBeVisible();
    await expect(form.field(/^First name/)).toBeFocused();
    await expect(form.field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.field(/^First name/)).toHaveAccessibleDescription('First name is required');

    await form.fill({ firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-email' });
    await expect(form.form.getByText('First name is required')).toHaveCount(0);
    await form.submit.click();
    await expect(form.form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.field(/^Email/)).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('idle → Sending... (disabled) → success banner that clears the form and leaves after 5000 ms', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    // The sending states are under test here (the page before the app: progressive.spec.ts).
    await waitForHydration(page);
    const form = new ConsultationForm(page);
    const email = `${unique('ada').replace(/\s+/g, '.')}@example.com`.toLowerCase();
    await form.fill({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      company: 'Analytical Engines Ltd',
      message: 'We need two senior React developers.',
    });
    await expect(form.submit).toHaveText('Send');
    const restore = await slowNetwork(page, 800);
    await form.submit.click();
    await expect(form.submit).toHaveText('Sending...');
    await expect(form.submit).toBeDisabled();
    const banner = form.form.getByRole('status').filter({ hasText: SUCCESS });
    await expect(banner).toBeVisible();
    const shownAt = Date.now();
    await restore();
    await expect(form.submit).toHaveText('Send');
    await expect(form.submit).toBeEnabled();
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Company/, /^Message/])
      await expect(form.field(label)).toHaveValue('');
    // Still there after 4 s, gone by about 5 s.
    await page.waitForTimeout(4000 - (Date.now() - shownAt));
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 2500 });
    const hiddenAfter = Date.now() - shownAt;
    expect(hiddenAfter).toBeGreaterThanOrEqual(4500);
    expect(hiddenAfter).toBeLessThan(6500);

    const saved = await new ApiClient(baseURL!).listConsultations();
    expect(saved.some((item) => item.email === email && item.firstName === 'Ada')).toBe(true);
  });

  test('is usable with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const form = new ConsultationForm(page);
    await form.field(/^First name/).focus();
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grace.keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.form.getByText(SUCCESS)).toBeVisible();
  });
});
