// The summary `npm run lighthouse` (and `npm run first-tap`) end with: one table per measurement,
// one row per page or widget with its status, then the verdict: every target met, or each miss.
import { LIGHTHOUSE_TARGETS } from './lighthouse-audit.mjs';
import { FIRST_TAP_SETUP, FIRST_TAP_TARGETS } from './first-tap.mjs';
import { APP_START_SETUP } from './app-start.mjs';

const n = (value) => Math.round(value).toLocaleString('en-US');
const span = ([low, high]) => (low === high ? n(low) : `${n(low)}–${n(high)}`);
const status = (missed) => (missed.length ? `MISSED: ${missed.join('; ')}` : 'ok');

/**
 * Prints the tables of whatever was measured and returns the misses, one line each.
 * @param {{ lighthouse?: object[], lighthouseRuns?: number, firstTap?: object[], firstTapRuns?: number, appStart?: object[], appStartRuns?: number }} results
 * @param {{ verdict?: boolean }} [options] `verdict: false`: the tables only (a phase printed as
 *   soon as it ends, so that a later failure does not lose it)
 */
export function printSummary(results, { verdict = true } = {}) {
  const misses = [];
  if (results.lighthouse) {
    const t = LIGHTHOUSE_TARGETS;
    console.log(
      `\nLighthouse, mobile (simulated throttling), median of ${results.lighthouseRuns} runs (range);` +
        ` targets: every category ${t.score}, TBT < ${t.tbtMs} ms, LCP < ${n(t.lcpMs)} ms, CLS ${t.cls}`,
    );
    console.table(
      results.lighthouse.map((row) =>
        row.failed
          ? { page: `${row.page} ${row.path}`, status: status(row.missed) }
          : {
              page: `${row.page} ${row.path}`,
              performance: `${row.scores.performance} (${span(row.ranges.performance)})`,
              accessibility: row.scores.accessibility,
              'best practices': row.scores['best-practices'],
              seo: row.scores.seo,
              'TBT ms': `${n(row.tbt)} (${span(row.ranges.tbt)})`,
              'LCP ms': `${n(row.lcp)} (${span(row.ranges.lcp)})`,
              CLS: row.cls,
              KB: row.kb,
              status:
                status(row.missed) +
                (row.errors.length
                  ? ` (${row.errors.length} audit(s) could not load the page and ran again: ${row.errors.join(', ')})`
                  : ''),
            },
      ),
    );
    for (const row of results.lighthouse) {
      for (const miss of row.missed) misses.push(`Lighthouse ${row.page} ${row.path}: ${miss}`);
    }
  }
  if (results.firstTap) {
    console.log(
      `\nFirst tap to visible change, ${FIRST_TAP_SETUP}, ${results.firstTapRuns} runs each;` +
        ` targets: median ≤ ${FIRST_TAP_TARGETS[3000]} ms 3 s after load, ≤ ${FIRST_TAP_TARGETS[500]} ms 500 ms after load`,
    );
    console.table(
      results.firstTap.map((row) => ({
        widget: row.widget,
        '3 s: median / worst ms': `${n(row[3000].median)} / ${n(row[3000].worst)}`,
        '500 ms: median / worst ms': `${n(row[500].median)} / ${n(row[500].worst)}`,
        status:
          (row.reportOnly ? 'reported only' : status(row.missed)) +
          (row.retried?.length
            ? ` (${row.retried.length} run(s) ran again: ${row.retried[0]})`
            : ''),
      })),
    );
    for (const row of results.firstTap) {
      for (const miss of row.missed) misses.push(`First tap ${row.widget}: ${miss}`);
    }
  }
  if (results.appStart) {
    console.log(
      `\nThe app's start (after the audit: on first use, or once the page has settled), ${APP_START_SETUP},` +
        ` median of ${results.appStartRuns} runs; reported, no target`,
    );
    console.table(
      results.appStart.map((row) => ({
        page: `${row.page} ${row.path}`,
        'start to ready ms': n(row.ms),
        'long tasks': row.count,
        'longest ms (range)': `${n(row.longest)} (${span(row.longestRange)})`,
        'blocking ms': n(row.blocking),
      })),
    );
  }
  if (!verdict) return misses;
  console.log(
    misses.length
      ? `\n${misses.length} target(s) missed:\n  ${misses.join('\n  ')}`
      : '\nEvery target is met.',
  );
  return misses;
}
