// @vitest-environment jsdom
/**
 * "New client" on the clients page: checked with the contract's clientInput before it is sent
 * (its messages by the field, the first contact's too), sent once when right (the first contact
 * only when one is typed), then the new client's page opens.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import {
  currentLocation,
  fakeServer,
  listPage,
  ok,
  renderAdmin,
} from '../../testing/admin-test-host';
import { ClientsPage } from './clients-page';

afterEach(cleanup);

function clientsServer() {
  const server = fakeServer();
  server.on(routes.clients.list, () => listPage([]));
  server.on(routes.clients.create, () => ok({ id: 'k9' }));
  return server;
}

describe('New client', () => {
  it('says what is wrong by the field, the first contact’s included, and sends nothing', async () => {
    const server = clientsServer();
    const { user } = renderAdmin(<ClientsPage />, { server });
    const form = (await screen.findByRole('heading', { name: 'New client' })).closest('section')!;
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await user.type(field(/Website/), 'initech');
    await user.type(field(/Contact’s name/), 'Bill Lumbergh');
    await user.click(within(form).getByRole('button', { name: 'Add the client' }));
    expect(
      await within(form).findByRole('textbox', {
        name: /Company name/,
        description: 'Name is required',
      }),
    ).toBeTruthy();
    expect(
      within(form).getByRole('textbox', { name: /Website/, description: /https:\/\/example\.com/ }),
    ).toBeTruthy();
    expect(
      within(form).getByRole('textbox', {
        name: /Contact’s e-mail/,
        description: /Email is required/,
      }),
    ).toBeTruthy();
    expect(server.callsTo(routes.clients.create)).toEqual([]);
  });

  it('sends the client once, with its first contact only when one is typed, and opens it', async () => {
    const server = clientsServer();
    const { user } = renderAdmin(<ClientsPage />, { server });
    const form = (await screen.findByRole('heading', { name: 'New client' })).closest('section')!;
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), ' Initech ');
    await user.click(within(form).getByRole('button', { name: 'Add the client' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/clients/k9'));
    expect(server.callsTo(routes.clients.create).map((c) => c.body)).toEqual([
      { name: 'Initech', contacts: [] },
    ]);
  });
});
