/**
 * Performance budgets of the public site, measured in Chromium on the built site: what the home
 * page loads at first (until the network is idle) is at most 100 KB of JavaScript and 30 KB of CSS,
 * gzip-compressed; no public page loads admin or rich-text editor code.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const JS_BUDGET = 100 * 1024;
const CSS_BUDGET = 30 * 1024;
const ADMIN_CODE = /slate-react|data-slate-editor|Create New Job Posting|Publish immediately/;

interface Loaded {
  url: string;
  type: 'script' | 'stylesheet';
  gzip: number;
  body: string;
}

async function loadAndCollect(page: Page, path: string): Promise<Loaded[]> {
  const pending: Array<Promise<Loaded | undefined>> = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const type: Loaded['type'] = kind;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          type,
          gzip: gzipSync(body, { level: 9 }).length,
          body: body.toString('utf8'),
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).filter((item): item is Loaded => item !== undefined);
}

const total = (items: Loaded[], type: Loaded['type']) =>
  items.filter((item) => item.type === type).reduce((sum, item) => sum + item.gzip, 0);

const describe = (items: Loaded[]) =>
  items.map((item) => `${item.type} ${new URL(item.url).pathname} ${item.gzip} B gzip`).join('\n');

test.describe('performance budgets', () => {
  test('the home page loads at most 100 KB of JavaScript and 30 KB of CSS (gzip)', async ({
    page,
  }) => {
    const loaded = await loadAndCollect(page, '/');
    const js = total(loaded, 'script');
    const css = total(loaded, 'stylesheet');
    test.info().annotations.push({ type: 'budget', description: `JS ${js} B, CSS ${css} B gzip` });
    expect(js, describe(loaded)).toBeGreaterThan(0);
    expect(js, describe(loaded)).toBeLessThanOrEqual(JS_BUDGET);
    expect(css, describe(loaded)).toBeLessThanOrEqual(CSS_BUDGET);
  });

  for (const path of ['/', '/blog', '/careers', '/contact', '/services']) {
    test(`${path} requests no admin or editor code`, async ({ page }) => {
      const loaded = await loadAndCollect(page, path);
      for (const item of loaded) {
        expect(new URL(item.url).pathname).not.toMatch(/admin|blog-form|slate|editor/i);
        expect(item.body, item.url).not.toMatch(ADMIN_CODE);
      }
    });
  }
});
