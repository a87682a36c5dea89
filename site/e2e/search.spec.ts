/**
 * The site's search in Chromium: the header's box (a plain GET form: it works without
 * JavaScript; on a phone, a link to /search), the server-rendered /search page (noindex) with the
 * matching words marked, "Did you mean" for a typo, the type filter, the site's own pages, and
 * never an unpublished post, an inactive or a closed job. The home page carries the WebSite
 * JSON-LD with its SearchAction.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ApiClient, type NewJob } from './support/api-client';
import { expectNoAxeViolations, isHydrated, waitForHydration } from './support/browser';

/** A word nobody else's test uses, letters only (a word the search can stem and correct). */
const word = (stem: string) =>
  `${stem}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const noJavaScript = (browser: Browser, phone = false) =>
  browser.newPage({
    javaScriptEnabled: false,
    ...(phone
      ? { viewport: { width: 390, height: 844 } }
      : { viewport: { width: 1400, height: 900 } }),
  });

const results = (page: Page) => page.getByTestId('search-results').getByRole('listitem');

test.describe('site search', () => {
  let api: ApiClient;
  const published = word('quillfeather');
  const jobWord = word('tarnwright');

  test.beforeAll(async ({ baseURL }) => {
    api = new ApiClient(baseURL!);
    await api.createBlog({
      title: `Notes on ${published}`,
      excerpt: `Why ${published} matters.`,
      content: `<p>Deploying ${published} safely, step by step &amp; <em>with care</em>.</p>`,
      tags: ['Cloud'],
    });
    await api.createBlog({
      title: `Draft about ${published}`,
      content: `<p>${published} is not public yet.</p>`,
      published: false,
    });
    await api.createJob({ title: `${jobWord} engineer`, requirements: ['Terraform'] });
    await api.createJob({ title: `Inactive ${jobWord} lead`, isActive: false });
    await api.createJob({
      title: `Closed ${jobWord} analyst`,
      closingDate: '2020-01-31',
    } as NewJob & { closingDate: string });
  });

  test('without JavaScript: the header box submits to the server-rendered results page', async ({
    browser,
  }) => {
    const page = await noJavaScript(browser);
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(published);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${published}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    const first = results(page).first();
    await expect(first.getByRole('link', { name: `Notes on ${published}` })).toHaveAttribute(
      'href',
      /^\/blog\//,
    );
    await expect(first.locator('mark').first()).toHaveText(published);
    // Stored HTML comes back as text.
    await expect(first).toContainText('& with care');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await page.close();
  });

  test('without JavaScript on a phone: the header has a link to the search page', async ({
    browser,
  }) => {
    const page = await noJavaScript(browser, true);
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(jobWord);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Job');
    await expect(results(page).first().getByRole('link')).toHaveText(`${jobWord} engineer`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.close();
  });

  test('never shows an unpublished post, an inactive job or a closed one', async ({ page }) => {
    await page.goto(`/search?q=${published}`);
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByText(`Draft about ${published}`)).toHaveCount(0);
    await page.goto(`/search?q=${jobWord}`);
    await expect(results(page)).toHaveCount(1);
    await expect(page.getByText(/Inactive|Closed/)).toHaveCount(0);
  });

  test('with the app: a typo gets "Did you mean", the filter narrows, all in the app', async ({
    page,
  }) => {
    // The header has its search box where the whole menu leaves room for it.
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/blog');
    await waitForHydration(page);
    // A typo the stems do not cover: two letters swapped.
    const typo = published.slice(0, 6) + published[7] + published[6] + published.slice(8);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
    await box.fill(typo);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${typo}$`));
    const suggestion = page.getByTestId('search-suggestion');
    await expect(suggestion).toContainText(`No results for “${typo}”. Did you mean ${published}?`);
    await expect(results(page)).toHaveCount(1);
    expect(await isHydrated(page)).toBe(true); // no page load: the app navigated
    await suggestion.getByRole('link', { name: published }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${published}$`));
    await expect(suggestion).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Show' })
      .getByRole('link', { name: 'Jobs' })
      .click();
    await expect(page).toHaveURL(/type=job/);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing matches' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("finds the site's own pages, indexed from its content at start", async ({ page }) => {
    await page.goto('/search?q=landing+zones&type=page');
    const links = results(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toContain(
      '/cloud-solutions',
    );
  });

  test('explains a search it cannot run, and keeps the form', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('?!… ""')}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Type a word to search for: punctuation alone finds nothing',
    );
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });

  test('the search page stays out of the sitemap; the home page offers a SearchAction', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/search');
    await page.goto('/');
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')));
    const website = data.find((d: { '@type'?: string }) => d['@type'] === 'WebSite');
    expect(website).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/),
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
