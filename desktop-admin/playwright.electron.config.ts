import { defineConfig } from '@playwright/test';

/** Desktop end-to-end tests in a real Electron (skipped where the binary is not installed). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: 'electron.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  reporter: 'list',
  use: { trace: 'retain-on-failure' },
});
