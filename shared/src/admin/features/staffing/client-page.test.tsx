// @vitest-environment jsdom
/**
 * A client's page: its contacts and notes are added with the form kit, checked with the
 * contract's schemas before anything is sent (the server's own messages, by the field), sent
 * once when right, and shown after; a failed save keeps what was typed and says why.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../../contract/routes';
import type { ClientDetail } from '../../../contract/staffing';
import { OWNER, fail, fakeServer, listPage, ok, renderAdmin } from '../../testing/admin-test-host';
import { ClientPage } from './client-page';

afterEach(cleanup);

function clientServer() {
  const server = fakeServer();
  let stored: ClientDetail = {
    _id: 'k1',
    name: 'Initech',
    website: null,
    status: 'active',
    owner: null,
    openJobOrders: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    contacts: [],
    notes: [],
    timeline: [],
    jobOrders: [],
    source: null,
  };
  server.on(routes.clients.get, () => ok(stored));
  server.on(routes.clients.reviewLinks, () => listPage([]));
  server.on(routes.clients.addContact, ({ body }) => {
    const contact = { _id: `c${stored.contacts.length + 1}`, ...(body as object) };
    stored = { ...stored, contacts: [...stored.contacts, contact as ClientDetail['contacts'][0]] };
    return ok(contact);
  });
  server.on(routes.clients.addNote, ({ body }) => {
    const note = {
      _id: `n${stored.notes.length + 1}`,
      body: (body as { body: string }).body,
      author: OWNER.name,
      createdAt: '2026-11-02T10:00:00.000Z',
    };
    stored = { ...stored, notes: [...stored.notes, note] };
    return ok({ _id: note._id });
  });
  return server;
}

const render = (server = clientServer()) => ({
  server,
  ...renderAdmin(<ClientPage />, { server, at: '/admin/clients/k1', path: '/admin/clients/:id' }),
});

describe('a client’s page', () => {
  it('adds a contact once it is right, by the contract’s rules, and shows it', async () => {
    const { server, user } = render();
    const form = await screen.findByRole('form', { name: 'Add a contact' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Bill Lumbergh');
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'bill@');
    await user.click(within(form).getByRole('button', { name: 'Add the contact' }));
    const email = await within(form).findByRole('textbox', {
      name: /E-mail/,
      description: /Please enter a valid email address/,
    });
    expect(document.activeElement).toBe(email);
    expect(server.callsTo(routes.clients.addContact)).toEqual([]);

    await user.clear(email);
    await user.type(email, 'bill@initech.example');
    await user.type(within(form).getByRole('textbox', { name: /Role/ }), 'VP');
    await user.click(within(form).getByRole('button', { name: 'Add the contact' }));
    const contacts = screen.getByRole('heading', { name: 'Contacts' }).closest('section')!;
    expect(await within(contacts).findByText('Bill Lumbergh')).toBeTruthy();
    expect(server.callsTo(routes.clients.addContact)).toEqual([
      {
        params: { id: 'k1' },
        query: {},
        body: { name: 'Bill Lumbergh', email: 'bill@initech.example', role: 'VP', phone: '' },
      },
    ]);
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe(
        '',
      ),
    );
  });

  it('adds a note, refuses a blank one, and keeps the text when the save fails', async () => {
    const server = clientServer();
    const { user } = render(server);
    const note = await screen.findByRole('textbox', { name: /New note/ });
    const add = screen.getByRole('button', { name: 'Add the note' });
    await user.type(note, '   ');
    await user.click(add);
    expect(
      await screen.findByRole('textbox', { name: /New note/, description: /Write the note/ }),
    ).toBeTruthy();
    expect(server.callsTo(routes.clients.addNote)).toEqual([]);

    server.on(routes.clients.addNote, () => fail(500, 'The database is away'));
    await user.clear(note);
    await user.type(note, 'Renewal talk in March.');
    await user.click(add);
    expect(await screen.findByText('The database is away')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Renewal talk in March.');
  });
});
