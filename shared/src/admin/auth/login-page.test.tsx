// @vitest-environment jsdom
/**
 * The sign-in page while the session is being checked: the form at once for someone not signed in
 * here (the check's round trip is not waited for), the loading screen for someone who was (the
 * check most likely sends them on), and on to the page asked for when the check says signed in.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffProfile } from '../../contract/admin';
import { routes } from '../../contract/routes';
import type { AdminPlatform } from '../../platform/admin-platform';
import { AdminPlatformProvider } from '../app/admin-platform-context';
import { OWNER, fakeServer, ok } from '../testing/admin-test-host';
import { LoginPage } from './login-page';

afterEach(cleanup);

function open(remembered: StaffProfile | null) {
  const server = fakeServer();
  let answer: ((signedIn: boolean) => void) | undefined;
  server.on(
    routes.admin.session,
    () =>
      new Promise((resolve) => {
        answer = (signedIn) => resolve(ok({ admin: signedIn ? OWNER : null }));
      }),
  );
  const platform: AdminPlatform = {
    kind: 'browser',
    transport: server.transport,
    session: { load: async () => remembered, save: async () => {}, clear: async () => {} },
    download: vi.fn(async () => {}),
  };
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/overview', element: <p>Overview</p> },
    ],
    { initialEntries: ['/admin/login?next=/admin/overview'] },
  );
  render(
    <AdminPlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </AdminPlatformProvider>,
  );
  return { answer: async (signedIn: boolean) => (await waitFor(() => answer!), answer!(signedIn)) };
}

describe('the sign-in page', () => {
  it('shows its form before the session check answers, for someone not signed in here', async () => {
    const check = open(null);
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeTruthy();
    await check.answer(false);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeTruthy();
  });

  it('waits for the check for someone who was signed in here, and sends them on', async () => {
    const check = open(OWNER);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    await check.answer(true);
    expect(await screen.findByText('Overview')).toBeTruthy();
  });

  it('sends someone on who turns out to be signed in', async () => {
    const check = open(null);
    await screen.findByRole('textbox', { name: /Email/ });
    await check.answer(true);
    expect(await screen.findByText('Overview')).toBeTruthy();
  });
});
