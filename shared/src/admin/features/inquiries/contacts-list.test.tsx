// @vitest-environment jsdom
/**
 * The contact submissions list, as a person uses it: the shared list pieces (DataTable,
 * ListToolbar's search, status, Spam and "Assigned to me" filters, Pager, ExportCsvButton,
 * LongText, StatusSelect, SpamControls) on a fake server that filters and pages like the API.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactSubmission } from '../../../contract/contact';
import { routes } from '../../../contract/routes';
import {
  fail,
  fakeServer,
  listPage,
  ok,
  renderAdmin,
  type FakeServer,
} from '../../testing/admin-test-host';
import { ContactsList } from './contacts-list';

afterEach(cleanup);

const LONG_MESSAGE = `We need three SREs for a migration to Kubernetes. ${'Details follow. '.repeat(10)}The end.`;

function contact(n: number, extra: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    _id: `c${n}`,
    firstName: `Person${n}`,
    lastName: 'Tester',
    email: `person${n}@example.com`,
    phone: `+1 555 01${String(n).padStart(2, '0')}`,
    company: n % 2 ? `Company ${n}` : '',
    message: `Message ${n}`,
    status: 'new',
    // Newest first, as the API orders them.
    createdAt: new Date(Date.UTC(2026, 10, 1, 12) - n * 60_000).toISOString(),
    spam: null,
    ...extra,
  };
}

/** A contact list endpoint over `rows`: filters and pages as the API does; `mine` for assignee=me. */
function contactServer(rows: ContactSubmission[], mine: ReadonlySet<string> = new Set()) {
  const server = fakeServer();
  const stored = new Map(rows.map((row) => [row._id, row]));
  server.on(routes.contact.list, ({ query }) => {
    const q = query.q?.toLowerCase();
    const found = [...stored.values()].filter(
      (c) =>
        (!query.status || c.status === query.status) &&
        (query.spam === 'only' ? c.spam?.verdict === 'spam' : c.spam?.verdict !== 'spam') &&
        (query.assignee !== 'me' || mine.has(c._id)) &&
        (!q || `${c.firstName} ${c.lastName} ${c.email} ${c.message}`.toLowerCase().includes(q)),
    );
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 50);
    return listPage(found.slice((page - 1) * limit, page * limit), found.length);
  });
  server.on(routes.contact.updateStatus, ({ params, body }) => {
    const updated = { ...stored.get(params.id!)!, ...(body as Pick<ContactSubmission, 'status'>) };
    stored.set(updated._id, updated);
    return ok(updated);
  });
  server.on(routes.contact.setSpam, ({ params, body }) => {
    const { spam } = body as { spam: boolean };
    const updated = {
      ...stored.get(params.id!)!,
      spam: spam ? { verdict: 'spam' as const, reason: 'Marked by Olivia Owner' } : null,
    };
    stored.set(updated._id, updated);
    return ok(updated);
  });
  return server;
}

const rows = () => screen.queryAllByTestId('contact-row');
/** Each row's name (its first link; read off the DOM: role queries over many rows are slow). */
const names = () => rows().map((row) => row.querySelector('a')!.textContent);
/** The pager (scoped: role queries over a page of rows are slow in jsdom). */
const pager = () => within(screen.getByRole('navigation', { name: 'Contact submissions pages' }));
const listCalls = (server: FakeServer) => server.callsTo(routes.contact.list).map((c) => c.query);

describe('a dashboard list (contact submissions)', () => {
  it('shows the first page of rows under its column headers, each name a link to the detail', async () => {
    const server = contactServer([
      contact(1, { message: LONG_MESSAGE }),
      ...Array.from({ length: 44 }, (_, i) => contact(i + 2)),
    ]);
    renderAdmin(<ContactsList />, { server });

    await waitFor(() => expect(rows()).toHaveLength(20));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Contact',
      'Company',
      'Message',
      'Received',
      'Assignee',
      'Conversation',
      'Status',
    ]);
    expect(names().slice(0, 3)).toEqual(['Person1 Tester', 'Person2 Tester', 'Person3 Tester']);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '20' });

    const first = rows()[0]!;
    expect(within(first).getByRole('link', { name: 'Person1 Tester' }).getAttribute('href')).toBe(
      '/admin/contacts/c1',
    );
    expect(
      within(first).getByRole('link', { name: 'person1@example.com' }).getAttribute('href'),
    ).toBe('mailto:person1@example.com');
    expect(within(first).getByText('+1 555 0101')).toBeTruthy();
    expect(within(first).getByText('Company 1')).toBeTruthy();
    // An empty company is a dash, not a blank cell.
    expect(within(rows()[1]!).getAllByRole('cell')[2]!.textContent).toBe('—');
    expect(within(first).getAllByRole('cell')[4]!.textContent).toMatch(
      /^Nov 1, 2026, \d\d:\d\d [AP]M$/,
    );
  });

  it('shows a long message cut at 100 characters, the whole of it on demand', async () => {
    const server = contactServer([contact(1, { message: LONG_MESSAGE }), contact(2)]);
    const { user } = renderAdmin(<ContactsList />, { server });

    await waitFor(() => expect(rows()).toHaveLength(2));
    const cell = within(rows()[0]!).getAllByRole('cell')[3]!;
    const summary = cell.querySelector('summary')!;
    expect(summary.textContent).toBe(`${LONG_MESSAGE.slice(0, 100)}...`);
    const details = cell.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText(LONG_MESSAGE)).toBeTruthy();
    // A short one is shown whole, with nothing to open.
    const short = within(rows()[1]!).getAllByRole('cell')[3]!;
    expect(short.textContent).toBe('Message 2');
    expect(short.querySelector('details')).toBeNull();
  });

  it('pages with Next and Previous, and starts again at page 1 when the page size changes', async () => {
    const server = contactServer(Array.from({ length: 25 }, (_, i) => contact(i + 1)));
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const previous = pager().getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = pager().getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(next);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(names()[0]).toBe('Person21 Tester');
    expect(pager().getByText('21–25 of 25')).toBeTruthy();
    expect(pager().getByText('Page 2 of 2')).toBeTruthy();
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(true);
    expect(listCalls(server).at(-1)).toEqual({ page: '2', limit: '20' });

    await user.click(previous);
    await waitFor(() => expect(names()[0]).toBe('Person1 Tester'));
    expect(pager().getByText('1–20 of 25')).toBeTruthy();
    await user.click(next);
    await waitFor(() => expect(names()).toHaveLength(5));

    await user.selectOptions(pager().getByRole('combobox', { name: 'Rows' }), '50');
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(pager().getByText('1–25 of 25')).toBeTruthy();
    expect(pager().getByText('Page 1 of 1')).toBeTruthy();
    expect(listCalls(server).at(-1)).toEqual({ page: '1', limit: '50' });
  });

  it('searches as the person types (one request once they stop) and filters by status', async () => {
    const server = contactServer([
      contact(1, { firstName: 'Ada', lastName: 'Lovelace', status: 'resolved' }),
      contact(2, { firstName: 'Alan', lastName: 'Turing' }),
      contact(3, { firstName: 'Adam', lastName: 'Smith' }),
    ]);
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(3));

    const search = screen.getByRole('searchbox', { name: 'Search contact submissions' });
    expect(search.getAttribute('placeholder')).toBe('Search name, email, company, message');
    await user.type(search, 'ada');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace', 'Adam Smith']));
    // The keystrokes before the pause asked nothing.
    expect(listCalls(server).filter((q) => q.q)).toEqual([{ page: '1', limit: '20', q: 'ada' }]);

    const status = screen.getByRole('combobox', { name: 'Filter contact submissions by status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'New', 'In progress', 'Resolved']);
    await user.selectOptions(status, 'Resolved');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace']));
    expect(listCalls(server).at(-1)).toEqual({
      page: '1',
      limit: '20',
      q: 'ada',
      status: 'resolved',
    });

    await user.clear(search);
    await user.type(search, 'nobody');
    await screen.findByText('No contact submissions found.');
    expect(screen.getByText('No results')).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });

  it('opens already searched from a link with ?q=', async () => {
    const server = contactServer([
      contact(1, { firstName: 'Ada', lastName: 'Lovelace' }),
      contact(2, { firstName: 'Alan', lastName: 'Turing' }),
    ]);
    renderAdmin(<ContactsList />, { server, at: '/admin/dashboard?tab=contacts&q=turing' });
    await waitFor(() => expect(names()).toEqual(['Alan Turing']));
    expect(
      (screen.getByRole('searchbox', { name: 'Search contact submissions' }) as HTMLInputElement)
        .value,
    ).toBe('turing');
    // No first request for everything.
    expect(listCalls(server).every((q) => q.q === 'turing')).toBe(true);
  });

  it('"Assigned to me" and "Spam" are toggles that narrow the list, each with its empty text', async () => {
    const server = contactServer(
      [
        contact(1),
        contact(2),
        contact(3, { spam: { verdict: 'spam', reason: 'Links to a casino' } }),
      ],
      new Set(['c2']),
    );
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(2));

    const mine = screen.getByRole('button', { name: 'Assigned to me' });
    expect(mine.getAttribute('aria-pressed')).toBe('false');
    await user.click(mine);
    await waitFor(() => expect(names()).toEqual(['Person2 Tester']));
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(listCalls(server).at(-1)).toMatchObject({ assignee: 'me' });
    await user.click(mine);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls(server).at(-1)).not.toHaveProperty('assignee');

    const spam = screen.getByRole('button', { name: 'Spam' });
    expect(spam.getAttribute('title')).toBe('Show only contact submissions kept as spam');
    await user.click(spam);
    await waitFor(() => expect(names()).toEqual(['Person3 Tester']));
    expect(spam.getAttribute('aria-pressed')).toBe('true');
    const row = rows()[0]!;
    expect(within(row).getByText('Spam')).toBeTruthy();
    expect(within(row).getByText('Links to a casino')).toBeTruthy();
    // Already spam: it can be cleared, not marked again.
    expect(within(row).getByRole('button', { name: 'Not spam: Person3 Tester' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Mark/ })).toBeNull();

    await user.click(mine);
    await screen.findByText('No contact submissions in spam.');
    expect(listCalls(server).at(-1)).toMatchObject({ spam: 'only', assignee: 'me' });
  });

  it("changes a row's status on the server and shows the answer, the select keeping focus", async () => {
    const server = contactServer([contact(1), contact(2)]);
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const status = () =>
      screen.getByRole('combobox', { name: 'Status of Person2 Tester' }) as HTMLSelectElement;

    await user.selectOptions(status(), 'In progress');
    await waitFor(() => expect(status().className).toContain('admin-status--in-progress'));
    expect(status().value).toBe('in-progress');
    expect(server.callsTo(routes.contact.updateStatus)).toEqual([
      { params: { id: 'c2' }, query: {}, body: { status: 'in-progress' } },
    ]);
    // Whoever changed it by keyboard is still on it (the row was not rebuilt under them).
    expect(document.activeElement).toBe(status());
  });

  it('a refused status change keeps the row as it was and says why, dismissibly', async () => {
    const server = contactServer([contact(1)]);
    server.on(routes.contact.updateStatus, () => fail(403, 'Sales only'));
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const status = () =>
      screen.getByRole('combobox', { name: 'Status of Person1 Tester' }) as HTMLSelectElement;

    await user.selectOptions(status(), 'Resolved');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your role does not allow this. Sales only');
    await waitFor(() => expect(status().disabled).toBe(false));
    expect(status().value).toBe('new');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an opened message stays open while the list changes around it', async () => {
    const server = contactServer([contact(1, { message: LONG_MESSAGE }), contact(2)]);
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByText(`${LONG_MESSAGE.slice(0, 100)}...`));
    const open = () => rows()[0]!.querySelector('details')!.open;
    expect(open()).toBe(true);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of Person2 Tester' }),
      'resolved',
    );
    await waitFor(() => expect(server.callsTo(routes.contact.updateStatus)).toHaveLength(1));
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Status of Person2 Tester' }) as HTMLSelectElement)
          .disabled,
      ).toBe(false),
    );
    expect(open()).toBe(true);
  });

  it('"Mark as spam" takes the row out of the list', async () => {
    const server = contactServer([
      contact(1, { spam: { verdict: 'suspected', reason: 'Many links' } }),
      contact(2),
    ]);
    const { user } = renderAdmin(<ContactsList />, { server });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).getByText('Possible spam')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark Person1 Tester as spam' }));
    await waitFor(() => expect(names()).toEqual(['Person2 Tester']));
    expect(server.callsTo(routes.contact.setSpam)).toEqual([
      { params: { id: 'c1' }, query: {}, body: { spam: true } },
    ]);
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('says so when the list cannot be read', async () => {
    const server = fakeServer();
    server.on(routes.contact.list, () => fail(500, 'Internal error'));
    renderAdmin(<ContactsList />, { server });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch contacts');
    expect(screen.queryByText('No contact submissions found.')).toBeNull();
  });

  it("exports what the filters select as a dated CSV, and says when it can't", async () => {
    const server = contactServer([contact(1), contact(2, { status: 'resolved' })], new Set(['c2']));
    const download = vi.fn(async () => {});
    const { user } = renderAdmin(<ContactsList />, { server, platform: { download } });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter contact submissions by status' }),
      'resolved',
    );
    await user.type(screen.getByRole('searchbox'), '  person ');
    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));
    await user.click(screen.getByRole('button', { name: 'Export contact submissions as CSV' }));
    const day = new Date().toISOString().slice(0, 10);
    expect(download).toHaveBeenCalledWith(
      routes.exports.contacts.path,
      `contact-submissions-${day}.csv`,
      { status: 'resolved', q: 'person', assignee: 'me' },
    );
    expect(server.callsTo(routes.exports.contacts)).toEqual([]);

    download.mockRejectedValueOnce(new Error('disk full'));
    await user.click(screen.getByRole('button', { name: 'Export contact submissions as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to export the contact submissions',
    );
  });
});
