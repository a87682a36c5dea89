/**
 * Every admin call, for every role: allowed (anything but 401/403) or refused with 403 and the
 * role's message, exactly as the role table says. The table is read from the route table, so a
 * new call is covered the day it is declared.
 */
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, type RouteDef } from '@northbeam/shared/contract/routes';
import { can, FORBIDDEN_MESSAGES, ROLES, type Role } from '@northbeam/shared/contract/roles';
import { createBlog, createJob } from '../../../test/factories';
import { useSignedInServer } from '../../../test/signed-in-server';
import type { SignedIn } from '../../../test/test-server';

const ctx = useSignedInServer();
const SOME_ID = '00000000-0000-4000-8000-000000000000';

// Calls that end the caller's own session: made last, with a session of their own.
const ENDS_SESSION = new Set(['POST /api/admin/logout-all']);

const adminCalls = ALL_ROUTES.filter((route) => route.access === 'admin');
const label = (route: RouteDef) => `${route.method} ${route.path}`;
const concrete = (route: RouteDef) =>
  route.path.replace(/:key\b/, 'ack-contact').replace(/:[A-Za-z]+/g, SOME_ID);

describe('every admin call checks the role on the server', () => {
  it('covers every admin call of the route table', () => {
    expect(adminCalls.length).toBeGreaterThan(40);
  });

  for (const role of ROLES) {
    it(`${role}: allowed or 403 as the role table says`, async () => {
      const session: SignedIn = await ctx.server.signIn({ role });
      const outcomes: string[] = [];
      for (const route of adminCalls) {
        if (ENDS_SESSION.has(label(route))) continue;
        const answer = await ctx.call(route.method, concrete(route), {
          auth: { token: session.token },
          ...(route.body === 'json' ? { json: {} } : {}),
        });
        const allowed = can(role, route.permission!);
        if (allowed) {
          expect([401, 403], `${role} ${label(route)} (${answer.text})`).not.toContain(
            answer.status,
          );
        } else {
          expect(answer.status, `${role} ${label(route)}`).toBe(403);
          expect(answer.body).toEqual({ message: FORBIDDEN_MESSAGES[route.permission!] });
        }
        outcomes.push(`${allowed ? 'allowed' : 'refused'} ${label(route)}`);
      }
      // Every role keeps its own account.
      expect(outcomes).toContain('allowed GET /api/admin/profile');
      const logoutAll = await ctx.call('POST', '/api/admin/logout-all', {
        auth: { token: (await ctx.server.signIn({ role })).token },
      });
      expect(logoutAll.status).toBe(200);
    });
  }

  it('the role shows in the admin info of login and profile', async () => {
    const roles: Role[] = ['recruiter', 'sales', 'editor'];
    for (const role of roles) {
      const session = await ctx.server.signIn({ role });
      const profile = await ctx.call('GET', '/api/admin/profile', {
        auth: { token: session.token },
      });
      expect(profile.body).toMatchObject({ role, twoFactor: false, twoFactorSetupRequired: false });
    }
  });

  it('public reads show drafts and inactive jobs only to roles that cover them', async () => {
    const slug = (await createBlog(ctx.server.db, { published: false })).slug;
    const job = await createJob(ctx.server.db, { isActive: false });
    const editor = await ctx.server.signIn({ role: 'editor' });
    const sales = await ctx.server.signIn({ role: 'sales' });
    const asEditor = await ctx.call('GET', `/api/blogs/${slug}`, { auth: { token: editor.token } });
    const asSales = await ctx.call('GET', `/api/blogs/${slug}`, { auth: { token: sales.token } });
    expect(asEditor.status).toBe(200);
    expect(asSales.status).toBe(404);
    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    const jobAs = (token: string) => ctx.call('GET', `/api/careers/${job.id}`, { auth: { token } });
    expect((await jobAs(recruiter.token)).status).toBe(200);
    expect((await jobAs(editor.token)).status).toBe(404);
  });
});
