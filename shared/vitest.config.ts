import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // Files share a worker's module graph and jsdom: nothing here keeps module-level state, and
    // a fresh graph and window per file tripled the run (64 s → 22 s).
    isolate: false,
    // The admin's component tests (jsdom) take a second or two on a busy 2-core machine; the
    // default 5 s would fail them for the machine's load, not for what they check.
    testTimeout: 15_000,
  },
});
