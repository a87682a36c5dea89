/**
 * The team without a shell: invitations and password resets through the outbox to a real SMTP
 * server (the links read from the e-mails), role changes and deactivation that apply at once,
 * the owners' rules, and the link shown to the inviter when no mail server is configured.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_LINK,
  PASSWORD_RESET_REQUESTED,
  type InvitationIssued,
  type StaffMember,
} from '@northbeam/shared/contract/team';
import { http } from '../../../test/http';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { startTestServer, type SignedIn, type TestServer } from '../../../test/test-server';
import { LAST_OWNER_MESSAGE, OWNERS_ONLY_MESSAGE } from '../../services/team/team.service';

let smtp: TestSmtp;
let server: TestServer;
let call: ReturnType<typeof http>;
let owner: SignedIn;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
  });
  call = http(server.url);
  owner = await server.signIn({ role: 'owner' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

let n = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++n}@staff.test`;
const PASSWORD = 'a long enough password 1';

/** The link of the last e-mail to `to` whose path is `path`, once it has arrived. */
async function linkFrom(to: string, path: string): Promise<URL> {
  await smtp.waitFor(() => smtp.to(to).some((m) => m.text.includes(path)));
  const mail = smtp
    .to(to)
    .filter((m) => m.text.includes(path))
    .at(-1)!;
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]+`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  // The HTML part carries the same link as the button.
  expect(mail.html).toContain(match![0].replace(/&/g, '&amp;'));
  return new URL(match![0]);
}

function rawPost(path: string, json: unknown, headers: Record<string, string>) {
  const body = JSON.stringify(json);
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${server.url}${path}`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const as = (session: SignedIn) => ({ auth: { token: session.token } });

describe('invitations', () => {
  it('an owner invites a recruiter; the e-mailed link creates the account and signs it in', async () => {
    const email = unique('rita');
    const invited = await call<InvitationIssued>('POST', '/api/admin/invitations', {
      ...as(owner),
      json: { email, role: 'recruiter' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(true);
    // With a mail server the link goes to the invitee only.
    expect(invited.body.link).toBeUndefined();
    expect(invited.body.invitation).toMatchObject({ email, role: 'recruiter', state: 'pending' });
    const hours = (Date.parse(invited.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const link = await linkFrom(email, '/admin/accept-invitation');
    expect(link.origin).toBe(server.url);
    const mail = smtp.to(email).at(-1)!;
    // The inviter by name, as a colleague knows them (not their address).
    expect(owner.name).not.toBe('');
    expect(mail.subject).toBe(`${owner.name} invited you to the Northbeam Technologies admin`);
    expect(mail.text).toContain(
      `${owner.name} invited you to join the Northbeam Technologies admin as Recruiter`,
    );
    expect(mail.text).not.toContain(owner.email);
    // Machine-sent.
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const token = link.searchParams.get('token')!;

    const preview = await call('GET', `/api/admin/invitations/preview?token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ email, role: 'recruiter' });

    const short = await call('POST', '/api/admin/invitations/accept', {
      json: { token, name: 'Rita Recruiter', password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Password must be at least 12 characters');

    const accepted = await call('POST', '/api/admin/invitations/accept', {
      json: { token, name: 'Rita Recruiter', password: PASSWORD },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ email, name: 'Rita Recruiter', role: 'recruiter' });
    const session = { token: accepted.body.token as string };
    expect((await call('GET', '/api/careers/applications', { auth: session })).status).toBe(200);
    const refused = await call('GET', '/api/contact', { auth: session });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your role does not include contact messages and consultation requests.',
    );

    // Usable once.
    const again = await call('POST', '/api/admin/invitations/accept', {
      json: { token, name: 'Someone Else', password: PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: INVALID_LINK, errors: { token: INVALID_LINK } });
    expect((await call('GET', `/api/admin/invitations/preview?token=${token}`)).status).toBe(404);

    // Signing in with the chosen password works too.
    const login = await call('POST', '/api/admin/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('recruiter');
  });

  it('lists, resends (the old link dies) and revokes invitations; all audited', async () => {
    const email = unique('sam');
    const first = await call<InvitationIssued>('POST', '/api/admin/invitations', {
      ...as(owner),
      json: { email, role: 'sales' },
    });
    const oldLink = await linkFrom(email, '/admin/accept-invitation');
    const listed = await call('GET', '/api/admin/invitations', as(owner));
    expect(listed.body.map((i: { email: string }) => i.email)).toContain(email);

    const resent = await call(
      'POST',
      `/api/admin/invitations/${first.body.invitation._id}/resend`,
      as(owner),
    );
    expect(resent.status).toBe(200);
    await smtp.waitFor(() => smtp.to(email).length >= 2);
    const newLink = await linkFrom(email, '/admin/accept-invitation');
    expect(newLink.toString()).not.toBe(oldLink.toString());
    const oldToken = oldLink.searchParams.get('token');
    expect((await call('GET', `/api/admin/invitations/preview?token=${oldToken}`)).status).toBe(
      404,
    );

    const revoked = await call(
      'DELETE',
      `/api/admin/invitations/${first.body.invitation._id}`,
      as(owner),
    );
    expect(revoked.status).toBe(204);
    const accept = await call('POST', '/api/admin/invitations/accept', {
      json: { token: newLink.searchParams.get('token'), name: 'Sam', password: PASSWORD },
    });
    expect(accept.status).toBe(400);
    const audit = await call('GET', `/api/admin/audit?limit=100`, as(owner));
    const actions = audit.body
      .filter((e: { entityId: string }) => e.entityId === first.body.invitation._id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['invitation.create', 'invitation.resend', 'invitation.revoke']),
    );
  });

  it('refuses an existing account, a bad role, and owners invited by an administrator', async () => {
    const exists = await call('POST', '/api/admin/invitations', {
      ...as(owner),
      json: { email: owner.email, role: 'editor' },
    });
    expect(exists.status).toBe(409);
    const badRole = await call('POST', '/api/admin/invitations', {
      ...as(owner),
      json: { email: unique('x'), role: 'king' },
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors.role).toBe('Choose a role');
    const admin = await server.signIn({ role: 'admin' });
    const ownerByAdmin = await call('POST', '/api/admin/invitations', {
      ...as(admin),
      json: { email: unique('o'), role: 'owner' },
    });
    expect(ownerByAdmin.status).toBe(403);
    expect(ownerByAdmin.body.message).toBe('Only owners can invite owners.');
  });
});

describe('password reset', () => {
  it('always answers 202; the e-mailed link sets the password once and ends every session', async () => {
    const person = await server.signIn({ role: 'editor' });
    const unknown = await call('POST', '/api/admin/password-reset/request', {
      json: { email: unique('nobody') },
    });
    const known = await call('POST', '/api/admin/password-reset/request', {
      json: { email: person.email },
    });
    for (const answer of [unknown, known]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: PASSWORD_RESET_REQUESTED });
    }
    const link = await linkFrom(person.email, '/admin/reset-password');
    const token = link.searchParams.get('token');

    const weak = await call('POST', '/api/admin/password-reset', {
      json: { token, password: person.email },
    });
    expect(weak.status).toBe(400);
    // A refused password leaves the link usable.
    const done = await call('POST', '/api/admin/password-reset', {
      json: { token, password: 'a brand new password 2' },
    });
    expect(done.status).toBe(200);
    expect((await call('GET', '/api/admin/profile', as(person))).status).toBe(401);
    const reused = await call('POST', '/api/admin/password-reset', {
      json: { token, password: 'another new password 3' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_LINK);
    const login = await call('POST', '/api/admin/login', {
      json: { email: person.email, password: 'a brand new password 2' },
    });
    expect(login.status).toBe(200);
  });

  it('an expired link is refused', async () => {
    const person = await server.signIn({ role: 'sales' });
    await call('POST', '/api/admin/password-reset/request', { json: { email: person.email } });
    const link = await linkFrom(person.email, '/admin/reset-password');
    await server.db('password_resets').update({ expires_at: new Date(Date.now() - 1000) });
    const answer = await call('POST', '/api/admin/password-reset', {
      json: { token: link.searchParams.get('token'), password: 'a brand new password 4' },
    });
    expect(answer.status).toBe(400);
  });

  it('a forged Host header does not choose where the link points', async () => {
    const person = await server.signIn({ role: 'sales' });
    const before = smtp.to(person.email).length;
    // fetch cannot forge Host; a raw request can, as an attacker's would.
    const status = await rawPost(
      '/api/admin/password-reset/request',
      { email: person.email },
      { Host: 'evil.example' },
    );
    expect(status).toBe(202);
    await smtp.waitFor(() => smtp.to(person.email).length > before);
    const link = await linkFrom(person.email, '/admin/reset-password');
    expect(link.hostname).not.toBe('evil.example');
    expect(link.origin).toBe('http://localhost:3000');
  });
});

describe('the team page', () => {
  const member = async (id: string) =>
    (await call<StaffMember[]>('GET', '/api/admin/team', as(owner))).body.find(
      (p) => p._id === id,
    )!;

  it('a role change applies to the next call of that person', async () => {
    const person = await server.signIn({ role: 'editor' });
    expect((await call('GET', '/api/contact', as(person))).status).toBe(403);
    const changed = await call('PUT', `/api/admin/team/${person.staffId}`, {
      ...as(owner),
      json: { role: 'sales' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: 'sales', active: true });
    expect((await call('GET', '/api/contact', as(person))).status).toBe(200);
    expect((await call('GET', '/api/blogs/admin/all', as(person))).status).toBe(403);
  });

  it('deactivation ends the sessions at once and refuses sign-in; reactivation allows it again', async () => {
    const person = await server.signIn({ role: 'recruiter' });
    const off = await call('PUT', `/api/admin/team/${person.staffId}`, {
      ...as(owner),
      json: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await call('GET', '/api/admin/profile', as(person))).status).toBe(401);
    const login = await call('POST', '/api/admin/login', {
      json: { email: person.email, password: person.password },
    });
    expect(login.status).toBe(401);
    expect(login.body.message).toMatch(/deactivated/);
    await call('PUT', `/api/admin/team/${person.staffId}`, {
      ...as(owner),
      json: { active: true },
    });
    const back = await call('POST', '/api/admin/login', {
      json: { email: person.email, password: person.password },
    });
    expect(back.status).toBe(200);
    expect((await member(person.staffId)).lastSignInAt).not.toBeNull();
  });

  it('every role reads the directory of active people (for assignees), without the admin fields', async () => {
    const gone = await server.signIn({ role: 'sales' });
    await call('PUT', `/api/admin/team/${gone.staffId}`, { ...as(owner), json: { active: false } });
    const editor = await server.signIn({ role: 'editor' });
    const directory = await call('GET', '/api/admin/staff', as(editor));
    expect(directory.status).toBe(200);
    const ids = directory.body.map((p: { _id: string }) => p._id);
    expect(ids).toContain(editor.staffId);
    expect(ids).not.toContain(gone.staffId);
    expect(Object.keys(directory.body[0]).sort()).toEqual(['_id', 'email', 'name', 'role']);
  });

  it('only owners change owners; the last active owner stays; nobody deactivates themselves', async () => {
    const admin = await server.signIn({ role: 'admin' });
    const demoteOwner = await call('PUT', `/api/admin/team/${owner.staffId}`, {
      ...as(admin),
      json: { role: 'editor' },
    });
    expect(demoteOwner.status).toBe(403);
    expect(demoteOwner.body.message).toBe(OWNERS_ONLY_MESSAGE);
    const promote = await call('PUT', `/api/admin/team/${admin.staffId}`, {
      ...as(admin),
      json: { role: 'owner' },
    });
    expect(promote.status).toBe(403);
    const self = await call('PUT', `/api/admin/team/${admin.staffId}`, {
      ...as(admin),
      json: { active: false },
    });
    expect(self.status).toBe(400);

    // Every other owner steps down, then the last one cannot.
    const owners = (await call<StaffMember[]>('GET', '/api/admin/team', as(owner))).body.filter(
      (p) => p.role === 'owner' && p.active && p._id !== owner.staffId,
    );
    for (const other of owners) {
      const answer = await call('PUT', `/api/admin/team/${other._id}`, {
        ...as(owner),
        json: { role: 'admin' },
      });
      expect(answer.status).toBe(200);
    }
    const last = await call('PUT', `/api/admin/team/${owner.staffId}`, {
      ...as(owner),
      json: { role: 'admin' },
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(LAST_OWNER_MESSAGE);
    // With a second owner, the first may step down.
    await call('PUT', `/api/admin/team/${admin.staffId}`, {
      ...as(owner),
      json: { role: 'owner' },
    });
    const other = await server.signIn({ role: 'editor' });
    const demoted = await call('PUT', `/api/admin/team/${admin.staffId}`, {
      ...as(owner),
      json: { role: 'admin' },
    });
    expect(demoted.status).toBe(200);
    expect(other).toBeDefined();
  });

  it('a reset link sent from the team page: e-mailed with a mail server', async () => {
    const person = await server.signIn({ role: 'sales' });
    const sent = await call('POST', `/api/admin/team/${person.staffId}/password-reset`, as(owner));
    expect(sent.status).toBe(200);
    expect(sent.body.emailed).toBe(true);
    expect(sent.body.link).toBeUndefined();
    const link = await linkFrom(person.email, '/admin/reset-password');
    expect(link.pathname).toBe('/admin/reset-password');
  });
});

describe('without a mail server', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  });
  afterAll(() => bare?.close());

  it('the inviter gets the link to pass on; the outbox keeps the e-mail without its text', async () => {
    const bareCall = http(bare.url);
    const boss = await bare.signIn({ role: 'owner' });
    const email = unique('nomail');
    const invited = await bareCall<InvitationIssued>('POST', '/api/admin/invitations', {
      auth: { token: boss.token },
      json: { email, role: 'editor' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(false);
    const link = new URL(invited.body.link!);
    expect(link.pathname).toBe('/admin/accept-invitation');
    const outbox = await bareCall('GET', '/api/admin/outbox', { auth: { token: boss.token } });
    const kept = outbox.body.find((m: { recipient: string }) => m.recipient === email);
    expect(kept).toMatchObject({ topic: 'invitation', state: 'not-sent' });
    const message = await bareCall('GET', `/api/admin/outbox/${kept._id}`, {
      auth: { token: boss.token },
    });
    expect(message.body.email.text).not.toContain(link.searchParams.get('token'));
    expect(message.body.email.html).toBe('');
    const accepted = await bareCall('POST', '/api/admin/invitations/accept', {
      json: { token: link.searchParams.get('token'), name: 'Ed Itor', password: PASSWORD },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.role).toBe('editor');
  });
});
