import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests of the public site (e2e/) and the browser admin (e2e/admin/) in Debian's
 * Chromium against the real API on a fresh database. Build the site first:
 * `npm run build -w site && npm run test:e2e -w site`.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /admin\/phone\// },
    {
      // The admin on a phone: 390 x 844 with touch, as a recruiter's or salesperson's phone.
      name: 'phone',
      testMatch: /admin\/phone\/.*\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // Layout is in CSS pixels, what the tests check; a phone's 3 device pixels to one would
        // make every frame (and each resume page's canvas) nine times the work to draw.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/start-server.ts',
    url: `${baseURL}/readyz`,
    env: { PORT: String(PORT) },
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
