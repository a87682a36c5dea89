import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The property tests throw thousands of requests: once per suite run is enough, on the real
    // PostgreSQL server (`npm run test:pg`); the PGlite run keeps every integration test.
    include: [
      'src/**/*.test.ts',
      ...(process.env.TEST_DATABASE_URL ? ['test/property/**/*.test.ts'] : []),
    ],
    // Each file starts its own server and database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // Files share a worker's module graph: the app keeps no module-level mutable state (an ESLint
    // wall), so re-importing it for each of ~100 files only cost time (520 s → 300 s on PGlite).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
