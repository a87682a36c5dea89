import { defineConfig } from 'vitest/config';

/**
 * Fault tests (`npm run test:faults`): real PostgreSQL clusters that are stopped and restarted,
 * API processes that get SIGTERM, bounded load on loopback, two processes sharing one database
 * and an S3 server. Kept out of `npm test`, which would otherwise run them on each database.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/fault/**/*.test.ts'],
    // Each file starts its own PostgreSQL cluster and API processes: one file at a time.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
