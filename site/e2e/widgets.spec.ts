/** Accordion, tabs, mobile menu, scroll animation and the careers loading state. */
import { expect, test } from '@playwright/test';
import { slowNetwork, waitForHydration } from './support/browser';

test.describe('FAQ accordion', () => {
  test('first open, one at a time, clicking the open one closes it (mouse)', async ({ page }) => {
    await page.goto('/cloud-solutions');
    const triggers = page.locator('.accordion__trigger');
    await expect(triggers).toHaveCount(5);
    const expanded = () =>
      triggers.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    const firstPanel = page.getByRole('region', {
      name: 'Which cloud providers do you work with?',
    });
    await expect(firstPanel).toBeVisible();

    // Right away: a click before the app has hydrated is replayed when it has.
    await triggers.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'true', 'false', 'false']);
    await expect(firstPanel).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Will we have downtime during the migration?' }),
    ).toBeVisible();

    await triggers.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'false', 'false', 'false']);
  });

  test('works with the keyboard: Enter/Space toggle, arrows, Home and End move', async ({
    page,
  }) => {
    await page.goto('/ITStaffing');
    const triggers = page.locator('.accordion__trigger');
    await triggers.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(triggers.nth(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(triggers.nth(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(triggers.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
  });

  test('each service page and the expertise page have five questions', async ({ page }) => {
    for (const path of [
      '/ITStaffing',
      '/cloud-solutions',
      '/design-development',
      '/our-expertise',
    ]) {
      await page.goto(path);
      await expect(page.locator('.accordion__trigger')).toHaveCount(5);
      await expect(page.locator('.accordion__trigger').first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
  });
});

test.describe('expertise tabs', () => {
  const TABS = [
    'IT Strategy Consulting',
    'Custom Software Development',
    'AI & Machine Learning',
    'Cloud Services',
    'Cybersecurity Solutions',
  ];

  test('five tabs, first selected; mouse selects; the sidebar mirrors and selects', async ({
    page,
  }) => {
    await page.goto('/our-expertise');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(TABS);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(TABS[0]!);
    for (const heading of ['Overview', 'Key areas', 'Why choose us'])
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Services' }).getByRole('button');
    await expect(sidebar).toHaveText(TABS);
    await expect(sidebar.first()).toHaveAttribute('aria-pressed', 'true');

    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      TABS[2]!,
    );
    await expect(sidebar.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar.first()).toHaveAttribute('aria-pressed', 'false');

    await sidebar.nth(4).click();
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(
      TABS[4]!,
    );
  });

  test('keyboard: arrows move and select (wrapping), Home/End, one tab stop', async ({ page }) => {
    await page.goto('/our-expertise');
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(tabs.nth(4)).toHaveAttribute('tabindex', '0');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
  });
});

test.describe('layout', () => {
  test('phone: the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(nav).toBeHidden();
    // Nothing overflows sideways on a 360 px screen.
    for (const path of ['/', '/blog', '/our-expertise', '/contact', '/products']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the keyboard reaches the skip link first and every control shows focus', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('careers shows a spinner while the jobs load', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const restore = await slowNetwork(page, 800);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Careers' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading job openings' }),
    ).toBeVisible();
    await restore();
  });
});

test.describe('scroll animation', () => {
  test('1000 ms, ease-out, played once when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const work = page.locator('[data-section="featured-works"] .reveal').first();
    await expect(work).toHaveAttribute('data-reveal', 'pending');
    const style = await work.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        duration: s.transitionDuration,
        timing: s.transitionTimingFunction,
        opacity: s.opacity,
      };
    });
    expect(style.duration).toBe('1s, 1s');
    expect(style.timing).toBe('ease-out, ease-out');
    expect(style.opacity).toBe('0');
    await work.scrollIntoViewIfNeeded();
    await expect(work).toHaveAttribute('data-reveal', 'done');
    await expect(work).toHaveCSS('opacity', '1', { timeout: 3000 });
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await expect(work).toHaveAttribute('data-reveal', 'done');
    await expect(work).toHaveCSS('opacity', '1');
  });

  test('none when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const work = page.locator('[data-section="featured-works"] .reveal').first();
    await expect(work).toHaveCSS('opacity', '1');
    await expect(work).toHaveCSS('transform', 'none');
    expect(await work.evaluate((el) => getComputedStyle(el).transitionProperty)).toMatch(
      /none|all/,
    );
    await context.close();
  });
});
