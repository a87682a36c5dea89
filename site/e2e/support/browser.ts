import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Real network latency in Chromium (DevTools protocol), to observe loading and submitting states. */
export async function slowNetwork(page: Page, latencyMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

/** axe-core with the WCAG 2.x A/AA rules and best practices: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  // From the top of the page: axe counts a control scrolled under a sticky header as too small a
  // target (the part it can see), which depends on where the last click left the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // An e-mail shown in a sandboxed frame runs no script, so axe cannot run in it either (it
    // would wait forever); its content is the sender's, not the admin's.
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])')
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Header and footer of every public page. */
export async function expectSiteChrome(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /\+1 \(614\) 555-0142/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /hello@northbeam\.tech/ })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/ITStaffing',
    '/cloud-solutions',
    '/design-development',
    '/about',
    '/mission',
    '/partnership',
    '/careers',
    '/blog',
    '/privacy-policy',
    '/terms-of-service',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
}

/** Has the app taken over the server-rendered page? (It marks <html data-app="ready">.) */
export const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app === 'ready');

/**
 * Waits until the app has taken over the page: it starts when the visitor first uses the page, or
 * by itself a few seconds after the load (start-when-settled.ts).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}
