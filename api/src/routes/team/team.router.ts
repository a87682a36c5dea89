/** The team: people and roles, invitations, password resets, the two-factor policy. */
import Router from '@koa/router';
import { routes } from '@northbeam/shared/contract/routes';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '@northbeam/shared/contract/team';
import type { Account } from '../../services/account.service';
import type { Invitations } from '../../services/team/invitations.service';
import type { PasswordResets } from '../../services/team/password-reset.service';
import type { Team } from '../../services/team/team.service';
import { startSession } from '../admin/start-session';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

const PERSON_NOT_FOUND = 'No such person in the team';
const INVITATION_NOT_FOUND = 'No open invitation with this id';

export interface TeamRouterDeps {
  routing: DeclaredRoutesOptions;
  team: Team;
  account: Account;
  invitations: Invitations;
  passwordResets: PasswordResets;
}

export function teamRouter({
  routing,
  team,
  account,
  invitations,
  passwordResets,
}: TeamRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const person = { uuid: { id: PERSON_NOT_FOUND } };
  const invitation = { uuid: { id: INVITATION_NOT_FOUND } };

  router.use(async (ctx, next) => {
    noStore(ctx);
    await next();
  });

  on(routes.team.directory, async ({ ctx }) => {
    const people = (await team.list()).filter((p) => p.active);
    ctx.set('X-Total-Count', String(people.length));
    return people.map(({ _id, name, email, role }) => ({ _id, name, email, role }));
  });

  on(routes.team.list, async ({ ctx }) => {
    const people = await team.list();
    ctx.set('X-Total-Count', String(people.length));
    return people;
  });

  on(routes.team.update, person, ({ actor, params, body }) => team.update(actor, params.id, body));

  on(routes.team.passwordResetLink, person, ({ actor, params }) =>
    passwordResets.linkFor(actor, params.id),
  );

  on(routes.team.policy, () => team.policy());

  on(routes.team.setPolicy, ({ actor, body }) => team.setPolicy(actor, body));

  on(routes.invitations.list, async ({ ctx }) => {
    const open = await invitations.list();
    ctx.set('X-Total-Count', String(open.length));
    return open;
  });

  on(routes.invitations.create, async ({ ctx, actor, body }) => {
    const created = await invitations.create(actor, body);
    ctx.status = 201;
    return created;
  });

  on(routes.invitations.resend, invitation, ({ actor, params }) =>
    invitations.resend(actor, params.id),
  );

  on(routes.invitations.revoke, invitation, async ({ ctx, actor, params }) => {
    await invitations.revoke(actor, params.id);
    ctx.status = 204;
  });

  on(routes.invitations.preview, ({ query }) => invitations.preview(query.token));

  on(routes.invitations.accept, async ({ ctx, actor, body }) => {
    const member = await invitations.accept(actor, body);
    const info = await startSession(ctx, account, actor, { member, factor: undefined }, false);
    ctx.status = 201;
    return info;
  });

  on(routes.passwordReset.request, async ({ ctx, actor, body }) => {
    await passwordResets.request(actor, body.email);
    ctx.status = 202;
    return { message: PASSWORD_RESET_REQUESTED };
  });

  on(routes.passwordReset.reset, async ({ ctx, actor, body }) => {
    await passwordResets.reset(actor, body);
    // Whoever was signed in on this browser is signed out too.
    ctx.session = null;
    return { message: PASSWORD_RESET_DONE };
  });

  return router;
}
