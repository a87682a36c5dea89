// `npm run lighthouse`: both speed figures of the public site in one run, on the real server with
// demo content, and one summary at the end:
// - Lighthouse (mobile defaults) on the home page, the blog, a post, the careers board and a job
//   page: the four category scores, LCP, TBT, CLS and the bytes transferred; each page audited
//   LIGHTHOUSE_RUNS times (3), median run with the range of the runs (scripts/lib/lighthouse-audit.mjs);
// - the first tap on each widget at 4x CPU throttling (scripts/lib/first-tap.mjs, FIRST_TAP_RUNS, 5);
// - what the app's start costs those pages' main thread (scripts/lib/app-start.mjs; the audit ends
//   before the app starts), reported with no target.
// Exits 1 if a target is missed (every category 100, TBT < 50 ms, LCP < 1.5 s, CLS 0; first-tap
// median ≤ 100 ms 3 s after load and ≤ 200 ms at 500 ms) unless LIGHTHOUSE_REPORT_ONLY=1.
import { measureAppStart } from './lib/app-start.mjs';
import { measureFirstTaps } from './lib/first-tap.mjs';
import { auditPages } from './lib/lighthouse-audit.mjs';
import { printSummary } from './lib/perf-summary.mjs';
import { ensureSiteBuilt, startServer } from './lib/start-server.mjs';

const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const FIRST_TAP_RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS ?? 5));
const APP_START_RUNS = Math.max(1, Number(process.env.APP_START_RUNS ?? 3));

ensureSiteBuilt();
// Rate limits off: the first-tap runs send the forms many times from one address.
const server = await startServer({ env: { SEED_DEMO: 'true', RATE_LIMIT_DISABLED: 'true' } });
let misses;
try {
  const posts = await (await fetch(`${server.url}/api/blogs?limit=1`)).json();
  const jobs = await (await fetch(`${server.url}/api/careers?limit=1`)).json();
  const pages = [
    ['Home', '/'],
    ['Blog', '/blog'],
    ['Post', posts[0] ? `/blog/${posts[0].slug}` : null],
    ['Careers', '/careers'],
    ['Job', jobs[0] ? `/careers/${jobs[0]._id}` : null],
  ].filter(([, path]) => path);
  // As visitors meet the site: pages already rendered once and served from the server's cache
  // (it is warmed in the background and after every content change; a cold render costs tens of
  // milliseconds more). Lighthouse still loads every page with an empty browser cache.
  for (const [, path] of pages) await fetch(`${server.url}${path}`);

  // Each phase's table is printed as soon as it ends; the verdict over all of them comes last.
  const lighthouse = await auditPages(server.url, pages, LIGHTHOUSE_RUNS);
  printSummary({ lighthouse, lighthouseRuns: LIGHTHOUSE_RUNS }, { verdict: false });
  const firstTap = await measureFirstTaps(server.url, { runs: FIRST_TAP_RUNS });
  printSummary({ firstTap, firstTapRuns: FIRST_TAP_RUNS }, { verdict: false });
  const appStart = await measureAppStart(server.url, pages, APP_START_RUNS);
  console.log('\n— Summary —');
  misses = printSummary({
    lighthouse,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    firstTap,
    firstTapRuns: FIRST_TAP_RUNS,
    appStart,
    appStartRuns: APP_START_RUNS,
  });
} finally {
  await server.stop();
}
process.exit(misses.length && process.env.LIGHTHOUSE_REPORT_ONLY !== '1' ? 1 : 0);
