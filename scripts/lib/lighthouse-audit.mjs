// Lighthouse (mobile defaults: simulated throttling of a mid-range phone on slow 4G) on pages of a
// running server. Each page is audited `runs` times and the median run is reported (Lighthouse's
// own `computeMedianRun`, as its guidance on variability advises), with the range of the runs, so
// that one unlucky audit on a small shared machine neither hides nor decides anything.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { launch } from 'chrome-launcher';

export const LIGHTHOUSE_TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const range = (values) => [Math.min(...values), Math.max(...values)];

/**
 * @param {string} url the server's origin
 * @param {Array<[string, string]>} pages [name, path]
 * @param {number} runs audits per page
 * @returns {Promise<Array<object>>} one row per page: the median run's figures, the ranges, and
 *   `missed`: what misses a target (empty when every target is met)
 */
export async function auditPages(url, pages, runs) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const lhrs = [];
      const errors = [];
      // An audit that could not load the page (Lighthouse's runtimeError) is run again, twice at most.
      while (lhrs.length < runs && errors.length <= 2) {
        const { lhr } = await lighthouse(`${url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (lhr.runtimeError) errors.push(lhr.runtimeError.code);
        else lhrs.push(lhr);
      }
      if (!lhrs.length) {
        rows.push({ page: name, path, failed: errors.join(', '), missed: [`failed: ${errors}`] });
        continue;
      }
      const lhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
      const score = (run, key) => Math.round((run.categories[key]?.score ?? 0) * 100);
      const audit = (run, key) => run.audits[key]?.numericValue ?? NaN;
      const row = {
        page: name,
        path,
        scores: Object.fromEntries(CATEGORIES.map((key) => [key, score(lhr, key)])),
        lcp: Math.round(audit(lhr, 'largest-contentful-paint')),
        tbt: Math.round(audit(lhr, 'total-blocking-time')),
        cls: Number(audit(lhr, 'cumulative-layout-shift').toFixed(3)),
        kb: Math.round(audit(lhr, 'total-byte-weight') / 1024),
        ranges: {
          performance: range(lhrs.map((run) => score(run, 'performance'))),
          lcp: range(lhrs.map((run) => Math.round(audit(run, 'largest-contentful-paint')))),
          tbt: range(lhrs.map((run) => Math.round(audit(run, 'total-blocking-time')))),
        },
        runs: lhrs.length,
        errors,
        missed: [],
      };
      for (const key of CATEGORIES) {
        if (row.scores[key] < LIGHTHOUSE_TARGETS.score) {
          row.missed.push(`${key} ${row.scores[key]} < ${LIGHTHOUSE_TARGETS.score}`);
        }
      }
      if (!(row.lcp < LIGHTHOUSE_TARGETS.lcpMs)) {
        row.missed.push(`LCP ${row.lcp} ms ≥ ${LIGHTHOUSE_TARGETS.lcpMs}`);
      }
      if (!(row.tbt < LIGHTHOUSE_TARGETS.tbtMs)) {
        row.missed.push(`TBT ${row.tbt} ms ≥ ${LIGHTHOUSE_TARGETS.tbtMs}`);
      }
      if (row.cls !== LIGHTHOUSE_TARGETS.cls) row.missed.push(`CLS ${row.cls}`);
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
