// Adds up the test counts that Vitest and Playwright printed into the step logs, so the suite
// ends with one line: "N passed, N failed" (plus skipped when any).
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- stripping ANSI colour codes is the point
const strip = (s) => s.replace(/\u001b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const lines = strip(readFileSync(file, 'utf8')).split('\n');
  for (const line of lines) {
    // Vitest: "      Tests  3 failed | 120 passed | 2 skipped (125)"
    const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+)\s+(passed|failed|skipped|todo)/g)) {
        if (kind === 'passed') passed += +n;
        else if (kind === 'failed') failed += +n;
        else skipped += +n;
      }
      continue;
    }
    // Playwright: "  12 passed (30.1s)", "  1 failed", "  2 skipped", "  1 flaky"
    const pw = line.match(
      /^\s+(\d+)\s+(passed|failed|skipped|flaky|did not run|interrupted)(\s+\(.*\))?\s*$/,
    );
    if (pw) {
      const n = +pw[1];
      if (pw[2] === 'passed' || pw[2] === 'flaky') passed += n;
      else if (pw[2] === 'skipped' || pw[2] === 'did not run') skipped += n;
      else failed += n;
    }
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
