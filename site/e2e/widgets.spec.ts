/** Accordion, tabs, mobile menu, scroll animation and the careers loading state. */
import { expect, test, type Page } from '@playwright/test';
import { slowNetwork, waitForHydration } from './support/browser';

test.describe('FAQ accordion', () => {
  const openStates = (page: Page) =>
    page
      .locator('.accordion__item')
      .evaluateAll((nodes) => nodes.map((n) => n.hasAttribute('open')));

  test('first open, one at a time, clicking the open one closes it (mouse)', async ({ page }) => {
    await page.goto('/cloud-solutions');
    const questions = page.locator('.accordion__trigger');
    await expect(questions).toHaveCount(5);
    expect(await openStates(page)).toEqual([true, false, false, false, false]);
    const firstAnswer = page.getByText(
      /^We work with Amazon Web Services, Microsoft Azure and Google Cloud/,
    );
    await expect(firstAnswer).toBeVisible();

    // Right away: the browser opens it, with or without the app.
    await questions.nth(2).click();
    await expect.poll(() => openStates(page)).toEqual([false, false, true, false, false]);
    await expect(firstAnswer).toBeHidden();

    await questions.nth(2).click();
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false, false]);
  });

  test('works with the keyboard: Enter/Space toggle, arrows, Home and End move', async ({
    page,
  }) => {
    await page.goto('/ITStaffing');
    await waitForHydration(page);
    const questions = page.locator('.accordion__trigger');
    await questions.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => openStates(page)).toEqual([false, true, false, false, false]);
    await page.keyboard.press('Space');
    await expect.poll(() => openStates(page)).toEqual([false, false, false, false, false]);
    await page.keyboard.press('End');
    await expect(questions.nth(4)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(4)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => openStates(page)).toEqual([true, false, false, false, false]);
  });

  test('each service page and the expertise page have five questions, the first open', async ({
    page,
  }) => {
    for (const path of [
      '/ITStaffing',
      '/cloud-solutions',
      '/design-development',
      '/our-expertise',
    ]) {
      await page.goto(path);
      await expect(page.locator('.accordion__trigger')).toHaveCount(5);
      expect(await openStates(page), path).toEqual([true, false, false, false, false]);
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
  const shownHeading = (page: Page) =>
    page.locator('.tabs__panel').filter({ visible: true }).getByRole('heading', { level: 2 });

  test('five tabs, first selected; mouse selects; the sidebar mirrors and selects', async ({
    page,
  }) => {
    await page.goto('/our-expertise');
    const group = page.getByRole('radiogroup', { name: 'Expertise areas' });
    const tabs = group.getByRole('radio');
    await expect(tabs).toHaveCount(5);
    for (const [index, name] of TABS.entries()) {
      await expect(tabs.nth(index)).toHaveAccessibleName(name);
    }
    await expect(tabs.first()).toBeChecked();
    await expect(page.locator('.tabs__panel').filter({ visible: true })).toHaveCount(1);
    await expect(shownHeading(page)).toHaveText(TABS[0]!);
    const panel = page.locator('.tabs__panel').filter({ visible: true });
    for (const heading of ['Overview', 'Key areas', 'Why choose us'])
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Services' }).locator('label');
    await expect(sidebar).toHaveText(TABS);
    const current = (index: number) =>
      sidebar.nth(index).evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await current(0)).toBe('700');

    await group.getByText(TABS[2]!, { exact: true }).click();
    await expect(tabs.nth(2)).toBeChecked();
    await expect(tabs.first()).not.toBeChecked();
    await expect(shownHeading(page)).toHaveText(TABS[2]!);
    expect(await current(2)).toBe('700');
    expect(await current(0)).not.toBe('700');

    await sidebar.nth(4).click();
    await expect(tabs.nth(4)).toBeChecked();
    await expect(shownHeading(page)).toHaveText(TABS[4]!);
  });

  test('keyboard: arrows move and select (wrapping), Home/End, one tab stop', async ({ page }) => {
    await page.goto('/our-expertise');
    await waitForHydration(page);
    const tabs = page.getByRole('radiogroup', { name: 'Expertise areas' }).getByRole('radio');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(tabs.nth(4)).toBeChecked();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeChecked();
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toBeFocused();
    await expect(shownHeading(page)).toHaveText(TABS[4]!);
    // One tab stop: Tab leaves the group for the panel shown.
    await page.keyboard.press('Tab');
    await expect(page.locator('.tabs__panel').filter({ visible: true })).toBeFocused();
  });
});

test.describe('layout', () => {
  test('the header fits every width: no page scrolls sideways from 320 to 1600 px', async ({
    page,
  }) => {
    await page.goto('/about');
    const overflow: string[] = [];
    for (const width of [320, 390, 768, 1024, 1140, 1141, 1200, 1280, 1359, 1360, 1440, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (extra > 0) overflow.push(`${width} px: ${extra} px too wide`);
    }
    expect(overflow).toEqual([]);
    // The search box where the menu leaves room for it, the link below.
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toBeVisible();
  });

  test('phone: the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveJSProperty('ariaExpanded', null);
    // Escape and the close button close it (the browser's popover).
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await toggle.click();
    await nav.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await toggle.click();
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

  test('phone: a menu opened before the page hydrated stays open once it has', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    // The app's scripts wait until the visitor has tapped Menu (a slow phone).
    let release: () => void = () => undefined;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await expect(nav).toBeVisible();
    release();
    await page.waitForLoadState('networkidle');
    // Hydrated (the header's effects ran): the menu the visitor opened is still open.
    await page.waitForTimeout(500);
    await expect(nav).toBeVisible();
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
