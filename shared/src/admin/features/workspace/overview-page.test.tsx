// @vitest-environment jsdom
/**
 * The Overview is where the admin opens (a phone's notification, the installed app): its data is
 * asked for at start, beside the session check, and shown without asking twice (reading it
 * records the visit that "Since your last visit" counts from).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import type { Overview } from '../../../contract/workspace';
import { OWNER, fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { OverviewPage } from './overview-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const OVERVIEW: Overview = { lastVisit: null, kinds: [] };

describe('the Overview', () => {
  it('is asked for beside the session check, and once', async () => {
    window.history.replaceState(null, '', '/admin/overview');
    const server = fakeServer();
    let answerSession: (() => void) | undefined;
    server.on(
      routes.admin.session,
      () =>
        new Promise((resolve) => {
          answerSession = () => resolve(ok({ admin: OWNER }));
        }),
    );
    server.on(routes.overview.get, () => ok(OVERVIEW));
    renderAdmin(<OverviewPage />, { server, at: '/admin/overview' });

    // Sent while the session check still waits for its answer.
    await waitFor(() => expect(server.callsTo(routes.overview.get)).toHaveLength(1));
    await waitFor(() => expect(answerSession).toBeDefined());
    expect(screen.queryByTestId('overview-explained')).toBeNull();
    answerSession!();
    expect((await screen.findByTestId('overview-explained')).textContent).toContain(
      'this is your first visit',
    );
    expect(server.callsTo(routes.overview.get)).toHaveLength(1);
  });

  it('opened at another page, waits until it is shown', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    const server = fakeServer();
    server.on(routes.overview.get, () => ok(OVERVIEW));
    renderAdmin(<p>Dashboard</p>, { server, at: '/admin/dashboard' });
    await screen.findByText('Dashboard');
    expect(server.callsTo(routes.overview.get)).toHaveLength(0);
  });
});
