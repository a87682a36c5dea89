/** The admin's screens pass axe-core (WCAG 2.x A/AA and best practices). */
import { expect, test } from '@playwright/test';
import { ApiClient, unique } from '../support/api-client';
import { expectNoAxeViolations } from '../support/browser';
import { Dashboard, signIn, submitContact } from './support/admin';

test('login, dashboard tabs, job form and blog form have no axe violations', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);

  const api = new ApiClient(baseURL!);
  await api.createJob({ title: unique('Axe Job') });
  await api.createBlog({ title: unique('Axe Post') });
  await submitContact(request, unique('Axe'));
  await signIn(page);
  const dashboard = new Dashboard(page);
  for (const tab of ['contacts', 'consultations', 'jobs', 'applications', 'blogs'] as const) {
    await dashboard.open(tab);
    // The tab's own panel, loaded (not the whole-screen loading page before the session is known).
    await expect(dashboard.panel).toBeVisible();
    await expect(dashboard.panel.getByText('Loading...')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.goto('/admin/jobs/new');
  await expect(page.getByRole('heading', { name: 'Create New Job Posting' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/blogs/new');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the whole-screen loading page, while the session is checked, has no axe violations', async ({
  page,
}) => {
  // The session check (and the Overview's data, asked for beside it) are held, as on a slow
  // network, so the loading page stays on screen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/admin\/(session|overview)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/overview');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});
