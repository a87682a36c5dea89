// @vitest-environment jsdom
/**
 * The client page's "Review links": each link with whom it is for, its state, dates and views;
 * "Revoke" on a live one asks first, revokes it on the server by its id, and the list shows it
 * revoked; Cancel changes nothing; a refusal is said.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import type { ReviewLinkSummary } from '../../../contract/staffing';
import { fail, fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { CLIENT_ID as CLIENT, clientDetail } from '../../testing/staffing-fixtures';
import { ClientPage } from './client-page';

afterEach(cleanup);

const client = clientDetail();

const link = (id: string, contactName: string | null, over: Partial<ReviewLinkSummary> = {}) =>
  ({
    _id: id,
    contactName,
    createdAt: '2026-11-02T10:00:00.000Z',
    expiresAt: '2026-12-02T10:00:00.000Z',
    revokedAt: null,
    views: 0,
    lastViewedAt: null,
    state: 'live',
    ...over,
  }) satisfies ReviewLinkSummary;

function clientServer(links: ReviewLinkSummary[]) {
  const server = fakeServer();
  let stored = [...links];
  server.on(routes.clients.get, () => ok(client));
  server.on(routes.clients.reviewLinks, () => ok(stored));
  server.on(routes.clients.revokeReviewLink, ({ params }) => {
    const now = '2026-11-20T09:00:00.000Z';
    stored = stored.map((l) =>
      l._id === params.linkId ? { ...l, state: 'revoked', revokedAt: now } : l,
    );
    return ok({ message: 'Review link revoked' });
  });
  return server;
}

const rows = () => screen.queryAllByTestId('review-link-row');
const section = () => screen.getByRole('region', { name: 'Review links' });
const dialog = () => document.querySelector('dialog')!;
const render = (server: ReturnType<typeof fakeServer>) =>
  renderAdmin(<ClientPage />, { server, at: `/clients/${CLIENT}`, path: '/clients/:id' });

describe('the client page’s review links', () => {
  it('lists each link with its contact, state and views; Revoke only on a live one', async () => {
    render(
      clientServer([
        link('l1', 'Nora Hiring', {
          views: 3,
          lastViewedAt: '2026-11-03T10:00:00.000Z',
        }),
        link('l2', null, { state: 'expired' }),
        link('l3', 'Nora Hiring', { state: 'revoked', revokedAt: '2026-11-05T10:00:00.000Z' }),
      ]),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [live, expired, revoked] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(live.textContent).toContain('3 · last');
    expect(within(live).getByRole('button', { name: /^Revoke the review link for Nora/ }));
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('A removed contact')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(revoked.textContent).toContain('Revoked Nov 5, 2026');
    expect(within(revoked).queryByRole('button')).toBeNull();
  });

  it('asks before revoking; Cancel keeps the link', async () => {
    const server = clientServer([link('l1', 'Nora Hiring')]);
    const { user } = render(server);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(section()).getByRole('button', { name: /^Revoke/ }));
    expect(dialog().open).toBe(true);
    expect(within(dialog()).getByRole('heading').textContent).toBe('Revoke the review link');
    expect(dialog().textContent).toContain('Nora Hiring will no longer be able to open');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(dialog().open).toBe(false);
    expect(server.callsTo(routes.clients.revokeReviewLink)).toEqual([]);
    expect(within(rows()[0]!).getByText('Live')).toBeTruthy();
  });

  it('revokes the link by its id on confirmation, and shows it revoked', async () => {
    const server = clientServer([link('l1', 'Nora Hiring'), link('l2', 'Nora Hiring')]);
    const { user } = render(server);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[1]!).getByRole('button', { name: /^Revoke/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(rows()[1]!).getByText('Revoked')).toBeTruthy());
    expect(server.callsTo(routes.clients.revokeReviewLink)).toEqual([
      { params: { id: CLIENT, linkId: 'l2' }, query: {}, body: undefined },
    ]);
    expect(within(rows()[0]!).getByText('Live')).toBeTruthy();
    expect(dialog().open).toBe(false);
  });

  it('says so when the server refuses', async () => {
    const server = clientServer([link('l1', 'Nora Hiring')]);
    server.on(routes.clients.revokeReviewLink, () =>
      fail(409, 'This review link was already revoked'),
    );
    const { user } = render(server);
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(section()).getByRole('button', { name: /^Revoke/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This review link was already revoked',
    );
  });

  it('says when there is none yet', async () => {
    render(clientServer([]));
    expect(await screen.findByText('No review link yet: submitting a candidate makes one.'));
  });
});
