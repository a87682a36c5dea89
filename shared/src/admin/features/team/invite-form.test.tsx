// @vitest-environment jsdom
/**
 * "Invite someone" on the team page: the roles the signed-in person may give, the role's
 * description, the invitation sent and listed, the link to pass on without a mail server, and
 * the contract's and the server's messages on the field.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffProfile } from '../../../contract/admin';
import type { Role } from '../../../contract/roles';
import { routes } from '../../../contract/routes';
import type { Invitation } from '../../../contract/team';
import { OWNER, fakeServer, listPage, ok, renderAdmin } from '../../testing/admin-test-host';
import { TeamPage } from './team-page';

afterEach(cleanup);

function teamServer(admin: StaffProfile = OWNER, { emailed = true } = {}) {
  const server = fakeServer(admin);
  const invitations: Invitation[] = [];
  server.on(routes.team.list, () =>
    ok([
      {
        ...admin,
        active: true,
        createdAt: '2026-01-01T12:00:00.000Z',
        lastSignInAt: null,
      },
    ]),
  );
  server.on(routes.team.policy, () => ok({ requireTwoFactor: false }));
  server.on(routes.invitations.list, () => listPage(invitations));
  server.on(routes.invitations.create, ({ body }) => {
    const { email, role } = body as { email: string; role: Role };
    const invitation: Invitation = {
      _id: `i${invitations.length + 1}`,
      email,
      role,
      state: 'pending',
      invitedBy: admin.name,
      createdAt: '2026-11-26T12:00:00.000Z',
      expiresAt: '2026-12-03T12:00:00.000Z',
    };
    invitations.push(invitation);
    return ok({
      emailed,
      expiresAt: invitation.expiresAt,
      invitation,
      ...(emailed ? {} : { link: 'https://example.com/admin/accept-invitation?token=abc' }),
    });
  });
  return server;
}

const invite = () => within(screen.getByRole('region', { name: 'Invite someone' }));
const invitationsTable = () => within(screen.getByRole('region', { name: 'Invitations' }));

async function open(server = teamServer(), admin: StaffProfile = OWNER) {
  const view = renderAdmin(<TeamPage />, { server, admin, at: '/admin/team' });
  // The roles offered once the session says who is signed in (the app's guard waits for it).
  await waitFor(() => expect(invite().getAllByRole('option').length).toBeGreaterThan(0));
  return { ...view, server };
}

describe('inviting someone to the team', () => {
  it('sends the invitation with the chosen role, lists it, and clears the address', async () => {
    const { user, server } = await open();
    const email = invite().getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    const role = invite().getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement;
    expect([...role.options].map((o) => o.textContent)).toEqual([
      'Owner',
      'Administrator',
      'Recruiter',
      'Sales',
      'Editor',
    ]);
    expect(role.value).toBe('recruiter');
    expect(
      invite().getByText('Job postings and job applications, with their resumes.'),
    ).toBeTruthy();

    await user.type(email, '  Sam@Example.com ');
    await user.selectOptions(role, 'Sales');
    expect(invite().getByText('Contact messages and consultation requests.')).toBeTruthy();
    await user.click(invite().getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]!.textContent).toBe(
        'Invitation e-mailed to Sam@Example.com.',
      ),
    );
    expect(server.callsTo(routes.invitations.create).map((c) => c.body)).toEqual([
      { email: 'Sam@Example.com', role: 'sales' },
    ]);
    await waitFor(() => expect(invitationsTable().getByText('Sam@Example.com')).toBeTruthy());
    expect(email.value).toBe('');
    // The role chosen stays for the next one.
    expect(role.value).toBe('sales');
    expect(screen.queryByTestId('issued-link')).toBeNull();
  });

  it('an administrator may not make owners', async () => {
    const admin: StaffProfile = { ...OWNER, role: 'admin', name: 'Adam Admin' };
    await open(teamServer(admin), admin);
    const role = invite().getByRole('combobox', { name: /^Role/ }) as HTMLSelectElement;
    expect([...role.options].map((o) => o.value)).toEqual([
      'admin',
      'recruiter',
      'sales',
      'editor',
    ]);
  });

  it('without a mail server, shows the link to pass on', async () => {
    const { user } = await open(teamServer(OWNER, { emailed: false }));
    await user.type(invite().getByRole('textbox', { name: 'E-mail' }), 'eve@example.com');
    await user.click(invite().getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByTestId('issued-link')).textContent).toBe(
      'https://example.com/admin/accept-invitation?token=abc',
    );
    expect(screen.getByText('Invitation created for eve@example.com.')).toBeTruthy();
  });

  it("refuses a wrong address before sending, and shows the server's reason on the field", async () => {
    const server = teamServer();
    const { user } = await open(server);
    const email = invite().getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not-an-address');
    await user.click(invite().getByRole('button', { name: 'Send invitation' }));
    expect(
      await invite().findByRole('textbox', {
        name: 'E-mail',
        description: 'Please enter a valid email address',
      }),
    ).toBeTruthy();
    expect(server.callsTo(routes.invitations.create)).toEqual([]);

    server.on(routes.invitations.create, () => ({
      status: 409,
      headers: {},
      body: {
        message: 'This person is already on the team',
        errors: { email: 'Already on the team' },
      },
    }));
    await user.clear(email);
    await user.type(email, 'owner@example.com');
    await user.click(invite().getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This person is already on the team',
    );
    expect(
      await invite().findByRole('textbox', { name: 'E-mail', description: 'Already on the team' }),
    ).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('owner@example.com');
  });
});
