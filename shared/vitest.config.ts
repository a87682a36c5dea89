import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    // The admin's component tests (jsdom) take a second or two on a busy 2-core machine; the
    // default 5 s would fail them for the machine's load, not for what they check.
    testTimeout: 15_000,
  },
});
