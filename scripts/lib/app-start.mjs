// What starting the app costs a phone's main thread. The Lighthouse audit does not see it: the app
// starts when the visitor first uses the page, or by itself once the page has settled, after the
// audit has ended. So each page is opened here at 4x CPU throttling in a 412x823 touch viewport and
// left alone until the app has taken over; reported: the time from the app's start mark to its
// "ready" mark, and the main thread's long tasks (over 50 ms) in between: how many, the longest,
// and their blocking time (the part of each over 50 ms). Medians of `runs` runs.
import {
  CPU_SLOWDOWN,
  closeBrowser,
  launchChromium,
  release,
  throttle,
} from './throttled-chromium.mjs';

// The app's own marks (site/src/app/boot.ts; a script cannot import its TypeScript).
const APP_START_MARK = 'app:start';
const APP_READY_MARK = 'app:ready';

/** Installed before the page's own scripts: the long tasks. */
const OBSERVER = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

async function measureOnce(browser, url, timeoutMs) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  let cdp;
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    cdp = await throttle(context, page);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      APP_READY_MARK,
      { timeout: timeoutMs },
    );
    // Effects and the tasks that follow the commit.
    await page.waitForTimeout(500);
    return await page.evaluate(
      ([startMark, readyMark]) => {
        const startedAt = performance.getEntriesByName(startMark)[0]?.startTime ?? 0;
        const readyAt = performance.getEntriesByName(readyMark)[0].startTime;
        const tasks = window.__longTasks.filter(([at]) => at >= startedAt);
        return {
          ms: readyAt - startedAt,
          count: tasks.length,
          longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
          blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        };
      },
      [APP_START_MARK, APP_READY_MARK],
    );
  } finally {
    await release(context, cdp);
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
  let browser;
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // Each run in a fresh browser, and a run whose app never said ready (a wedged page) once
        // more: nothing one run leaves behind slows or stops the next.
        for (let attempt = 0; ; attempt++) {
          await closeBrowser(browser);
          browser = await launchChromium();
          try {
            results.push(await measureOnce(browser, `${url}${path}`, 30_000));
            break;
          } catch (error) {
            if (attempt >= 1) throw error;
            process.stderr.write(`app start: ${name}: ${String(error).split('\n')[0]}; again\n`);
          }
        }
      }
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
    await closeBrowser(browser);
  }
  return rows;
}

export const APP_START_SETUP = `Chromium, ${CPU_SLOWDOWN}x CPU throttling, 412x823 touch`;
