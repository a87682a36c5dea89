// What starting the app costs a phone's main thread. The Lighthouse audit does not see it: the app
// starts when the visitor first uses the page, or by itself once the page has settled, after the
// audit has ended. So each page is opened here at 4x CPU throttling in a 412x823 touch viewport and
// left alone until the app has taken over; reported: the time from the app's start mark to its
// "ready" mark, and the main thread's long tasks (over 50 ms) in between: how many, the longest,
// and their blocking time (the part of each over 50 ms). Medians of `runs` runs.
import { chromium } from '@playwright/test';

const CPU_SLOWDOWN = 4;
const APP_START_MARK = 'app:start';

/** Installed before the page's own scripts: long tasks, and when the app marked itself ready. */
const OBSERVER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.app === 'ready' && window.__readyAt === undefined) {
      window.__readyAt = performance.now();
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
})();`;

async function measureOnce(browser, url, timeoutMs) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: timeoutMs });
    // Effects and the tasks that follow the commit.
    await page.waitForTimeout(500);
    return await page.evaluate((mark) => {
      const startedAt = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
      const tasks = window.__longTasks.filter(([at]) => at >= startedAt);
      return {
        ms: window.__readyAt - startedAt,
        count: tasks.length,
        longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
        blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      };
    }, APP_START_MARK);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
};

/**
 * @param {string} url the server's origin
 * @param {Array<[string, string]>} pages [name, path]
 * @param {number} runs page loads per page
 */
export async function measureAppStart(url, pages, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++)
        results.push(await measureOnce(browser, `${url}${path}`, 60_000));
      rows.push({
        page: name,
        path,
        ms: median(results.map((r) => r.ms)),
        count: median(results.map((r) => r.count)),
        longest: median(results.map((r) => r.longest)),
        longestRange: [
          Math.round(Math.min(...results.map((r) => r.longest))),
          Math.round(Math.max(...results.map((r) => r.longest))),
        ],
        blocking: median(results.map((r) => r.blocking)),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const APP_START_SETUP = `Chromium, ${CPU_SLOWDOWN}x CPU throttling, 412x823 touch`;
