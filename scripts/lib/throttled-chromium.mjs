// Chromium as the measurements' slow phone: launched the same way by every probe (first tap, the
// app's start, the admin on a phone), its pages CPU-throttled through DevTools, and let go
// cleanly. Throttling is turned off before a page's context closes: a renderer closed while
// throttled was seen to stay behind spinning a core, so that every later run measured slower
// (the last widgets of `npm run lighthouse` 2-3x slower than alone).
import { chromium } from '@playwright/test';

export const CPU_SLOWDOWN = 4;

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

/** A step that does not finish in time throws, naming the step (Playwright's evaluate has no timeout). */
export const within = (promise, ms, step) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${step}: no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/** Throttles the page's CPU; the answer is its DevTools session, for `release`. */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** Unthrottles (when `cdp` is given) and closes the context; never throws, never hangs. */
export async function release(context, cdp) {
  if (cdp) {
    await within(
      cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
      2000,
      'unthrottling',
    ).catch(() => undefined);
  }
  await within(context.close(), 10_000, 'closing the context').catch(() => undefined);
}

/** Closes a browser; never throws, never hangs. */
export const closeBrowser = (browser) =>
  browser
    ? within(browser.close(), 10_000, 'closing the browser').catch(() => undefined)
    : undefined;
