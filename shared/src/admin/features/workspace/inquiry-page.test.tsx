// @vitest-environment jsdom
/**
 * A contact message's page and its workspace: the timeline (notes, e-mails, status changes, in
 * the server's order, newest first), adding a note, changing the status, e-mailing the person,
 * assigning; on a fake server that keeps what is done and writes the timeline as the API does.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactStatus } from '../../../contract/constants';
import { routes } from '../../../contract/routes';
import type { ContactDetail } from '../../../contract/workspace';
import { OWNER, fail, fakeServer, ok, renderAdmin } from '../../testing/admin-test-host';
import { InquiryPage } from './inquiry-page';

afterEach(() => {
  cleanup();
  // Notes and e-mails not sent are kept on the device per item: each test starts with none.
  localStorage.clear();
});

const SALES = {
  _id: '00000000-0000-4000-8000-000000000002',
  name: 'Sam Sales',
  email: 'sam@example.com',
};

/** Minutes after the message came in, as an ISO time. */
const at = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 2, 12) + minutes * 60_000).toISOString();

function detail(): ContactDetail {
  return {
    _id: 'c1',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 555 0142',
    company: 'Navy',
    message: 'We need a COBOL team.',
    status: 'in-progress',
    createdAt: at(0),
    spam: null,
    attribution: null,
    assignee: SALES,
    notes: [
      {
        _id: 'n1',
        body: 'Called her back.',
        author: { _id: SALES._id, email: SALES.email, name: SALES.name },
        createdAt: at(30),
      },
    ],
    // Newest first.
    activity: [
      {
        kind: 'email',
        text: 'E-mail "Re: your message" sent',
        by: SALES.name,
        at: at(40),
        state: 'sent',
      },
      { kind: 'note', text: 'Note added', by: SALES.name, at: at(30) },
      { kind: 'status', text: 'Status: New → In progress', by: SALES.name, at: at(20) },
      { kind: 'assigned', text: 'Assigned to Sam Sales', by: 'Olivia Owner', at: at(10) },
      { kind: 'received', text: 'Message received', by: null, at: at(0) },
    ],
    messages: [],
    awaiting: null,
    emailBounce: null,
  };
}

/** The contact's calls over one stored detail: each change writes its line into the timeline. */
function contactServer() {
  const server = fakeServer();
  let stored = detail();
  let minute = 50;
  const happened = (entry: Omit<ContactDetail['activity'][number], 'at' | 'by'>) => {
    stored = {
      ...stored,
      activity: [{ ...entry, by: OWNER.name, at: at(minute++) }, ...stored.activity],
    };
  };
  server.on(routes.contact.get, () => ok(stored));
  server.on(routes.team.directory, () =>
    ok([
      { ...SALES, role: 'sales' },
      { _id: OWNER._id, name: OWNER.name, email: OWNER.email, role: 'owner' },
      { _id: 'e1', name: 'Eddie Editor', email: 'eddie@example.com', role: 'editor' },
    ]),
  );
  server.on(routes.contact.addNote, ({ body }) => {
    const note = {
      _id: `n${stored.notes.length + 1}`,
      body: (body as { body: string }).body,
      author: { _id: OWNER._id, email: OWNER.email, name: OWNER.name },
      createdAt: at(minute),
    };
    stored = { ...stored, notes: [...stored.notes, note] };
    happened({ kind: 'note', text: 'Note added' });
    return ok(note);
  });
  server.on(routes.contact.updateStatus, ({ body }) => {
    const { status } = body as { status: ContactStatus };
    happened({ kind: 'status', text: `Status: In progress → ${status}` });
    stored = { ...stored, status };
    const { _id, firstName, lastName, email, phone, company, message, createdAt, spam } = stored;
    return ok({
      _id,
      firstName,
      lastName,
      email,
      phone,
      company,
      message,
      status,
      createdAt,
      spam,
    });
  });
  server.on(routes.contact.email, ({ body }) => {
    happened({
      kind: 'email',
      text: `E-mail "${(body as { subject: string }).subject}" sent`,
      state: 'sent',
    });
    return ok({ outboxId: 'o1', emailed: true });
  });
  server.on(routes.contact.assign, ({ body }) => {
    const { assigneeId } = body as { assigneeId: string | null };
    stored = {
      ...stored,
      assignee:
        assigneeId === OWNER._id ? { _id: OWNER._id, name: OWNER.name, email: OWNER.email } : null,
    };
    return ok(stored);
  });
  return server;
}

const timeline = () =>
  within(screen.getByRole('region', { name: 'Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')!.textContent);
const notes = () => screen.queryAllByTestId('note').map((n) => n.querySelector('p')!.textContent);
const panelStatus = () =>
  within(screen.getByRole('complementary', { name: 'Workspace' })).getAllByRole('status')[0]!
    .textContent;

/** The sections under the header paint a moment after it (AfterFirstPaint). */
const workspaceShown = () => screen.findByRole('complementary', { name: 'Workspace' });

function open(server = contactServer()) {
  const view = renderAdmin(<InquiryPage kind="contact" />, {
    server,
    at: '/admin/contacts/c1',
    path: '/admin/contacts/:id',
  });
  return { ...view, server };
}

describe("a contact message's workspace", () => {
  it('shows the message, its notes, and what happened to it, newest first', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    await workspaceShown();
    const message = screen.getByRole('article', { name: 'Contact message' });
    expect(within(message).getByText('We need a COBOL team.')).toBeTruthy();
    expect(within(message).getByRole('link', { name: 'grace@example.com' })).toBeTruthy();
    expect(
      (within(message).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value,
    ).toBe('in-progress');

    expect(timeline()).toEqual([
      'E-mail "Re: your message" sent',
      'Note added',
      'Status: New → In progress',
      'Assigned to Sam Sales',
      'Message received',
    ]);
    const first = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(first.className).toContain('admin-workspace__event--email');
    expect(first.textContent).toMatch(/^E-mail "Re: your message" sentSam Sales · Nov 2, 2026/);
    expect(first.querySelector('time')!.getAttribute('dateTime')).toBe(at(40));
    // The visitor's own line names nobody.
    const last = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole(
      'listitem',
    )[4]!;
    expect(last.textContent).not.toContain('·');

    expect(notes()).toEqual(['Called her back.']);
    expect(screen.getByTestId('note').textContent).toContain('Sam Sales · ');
  });

  it('adds a note: sent to the server, shown under the others, the timeline read again', async () => {
    const { user, server } = open();
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();

    const field = screen.getByRole('textbox', { name: 'New note' });
    await user.type(field, '  Sent the rate card.{Enter}Follow up Friday.  ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    await waitFor(() =>
      expect(notes()).toEqual(['Called her back.', 'Sent the rate card.\nFollow up Friday.']),
    );
    expect(server.callsTo(routes.contact.addNote)).toEqual([
      {
        params: { id: 'c1' },
        query: {},
        // Trimmed by the contract's schema before it is sent.
        body: { body: 'Sent the rate card.\nFollow up Friday.' },
      },
    ]);
    expect(timeline()[0]).toBe('Note added');
    expect(timeline()).toHaveLength(6);
    expect(panelStatus()).toBe('Note added.');
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses an empty note before asking the server', async () => {
    const { user, server } = open();
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();
    await user.type(screen.getByRole('textbox', { name: 'New note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByRole('textbox', { name: 'New note', description: /Write the note/ }),
    ).toBeTruthy();
    expect(server.callsTo(routes.contact.addNote)).toEqual([]);
  });

  it("says why a note wasn't added, and keeps what was written", async () => {
    const server = contactServer();
    server.on(routes.contact.addNote, () =>
      fail(403, 'Your role does not include contact messages'),
    );
    const { user } = open(server);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();
    const field = screen.getByRole('textbox', { name: 'New note' });
    await user.type(field, 'Lost?');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your role does not include contact messages',
    );
    expect((field as HTMLTextAreaElement).value).toBe('Lost?');
    expect(notes()).toEqual(['Called her back.']);
  });

  it('a status change is kept by the server and appears at the top of the timeline', async () => {
    const { user, server } = open();
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await waitFor(() => expect(timeline()[0]).toBe('Status: In progress → resolved'));
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'resolved',
    );
    expect(server.callsTo(routes.contact.updateStatus).map((c) => c.body)).toEqual([
      { status: 'resolved' },
    ]);
  });

  it('e-mails the person from the reply template, and the e-mail joins the timeline', async () => {
    const { user, server } = open();
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();
    expect(
      screen.getByText(
        'To Grace Hopper <grace@example.com>. Their answer comes back into this conversation (where incoming mail is not set up, to you).',
      ),
    ).toBeTruthy();
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.value).toBe('Re: your message');
    await user.clear(subject);
    await user.type(subject, 'Your COBOL team');
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));

    await waitFor(() => expect(timeline()[0]).toBe('E-mail "Your COBOL team" sent'));
    expect(server.callsTo(routes.contact.email).map((c) => c.body)).toEqual([
      {
        subject: 'Your COBOL team',
        body: 'Hello {firstName},\n\nThank you for getting in touch.',
      },
    ]);
    // Said in the conversation, where the e-mail was written.
    expect(await screen.findByText('E-mail queued.')).toBeTruthy();
    // Back to the template for the next one.
    expect(subject.value).toBe('Re: your message');
  });

  it('assigns: offers the people whose role sees contact messages, and "Assign to me"', async () => {
    const { user, server } = open();
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await workspaceShown();
    const assignee = screen.getByRole('combobox', { name: 'Assignee' }) as HTMLSelectElement;
    await waitFor(() =>
      expect([...assignee.options].map((o) => o.textContent)).toEqual([
        'Nobody',
        'Sam Sales (sam@example.com)',
        'Olivia Owner (owner@example.com)',
      ]),
    );
    expect(assignee.value).toBe(SALES._id);

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(assignee.value).toBe(OWNER._id));
    expect(panelStatus()).toBe('Assigned to you.');
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();

    await user.selectOptions(assignee, 'Nobody');
    await waitFor(() => expect(assignee.value).toBe(''));
    expect(panelStatus()).toBe('Nobody is assigned now.');
    expect(server.callsTo(routes.contact.assign).map((c) => c.body)).toEqual([
      { assigneeId: OWNER._id },
      { assigneeId: null },
    ]);
  });

  it("says so when the message can't be read, with the way back", async () => {
    const server = fakeServer();
    server.on(routes.contact.get, () => fail(404, 'Contact submission not found'));
    open(server);
    expect((await screen.findByRole('alert')).textContent).toBe('Contact submission not found');
    expect(
      screen.getByRole('link', { name: 'Back to Contact Submissions' }).getAttribute('href'),
    ).toBe('/admin/dashboard?tab=contacts');
  });
});
