import { defineConfig } from '@playwright/test';

/** The desktop renderer in plain Chromium, bridge backed by the real main-process modules. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: 'renderer*.spec.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: process.env['CI'] ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' },
    trace: 'retain-on-failure',
  },
});
