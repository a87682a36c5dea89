/** Sign-in, the guard, logout and the session's end (sections 2, 4, 6 and 8). */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signIn } from './support/admin';

test.describe('admin authentication', () => {
  test('the guard sends a signed-out visitor to the login page, replacing history', async ({
    page,
  }) => {
    await page.goto('/admin/jobs/new');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // The guarded URL was replaced, not stacked: Back leaves the admin.
    await page.goBack();
    expect(page.url()).not.toContain('/admin/jobs/new');
  });

  test("shows 'Loading...' while the session is checked", async ({ page }) => {
    await page.route('**/api/admin/session', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Loading...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('/admin goes to the dashboard (through the guard)', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('e-mail and password are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a failure without a server message shows 'Login failed'", async ({ page }) => {
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('sign in, stay signed in, logout, and the old session is refused', async ({
    page,
    context,
  }) => {
    await signIn(page);
    // Only non-secret admin info is kept in the browser; the session cookie is HttpOnly.
    const stored = await page.evaluate(() => localStorage.getItem('adminInfo'));
    expect(JSON.parse(stored!)).toEqual(
      expect.objectContaining({ email: E2E_ADMIN.email, _id: expect.any(String) }),
    );
    expect(stored).not.toContain('token');
    const cookies = await context.cookies();
    const sid = cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');

    // Already signed in: the login page goes to the dashboard; a reload keeps the session.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Contact Submissions' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminInfo'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Replaying the old cookie: the server revoked it.
    await context.addCookies(cookies);
    const profile = await page.request.get('/api/admin/profile');
    expect(profile.status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
