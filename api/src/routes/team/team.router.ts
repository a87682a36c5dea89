/** The team: people and roles, invitations, password resets, the two-factor policy. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { routes } from '@northbeam/shared/contract/routes';
import { PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '@northbeam/shared/contract/team';
import type { AppDeps } from '../../deps';
import { requestOrigin } from '../../http/request-origin';
import type { Invitations } from '../../services/team/invitations.service';
import type { PasswordResets } from '../../services/team/password-reset.service';
import type { Team } from '../../services/team/team.service';
import type { Account } from '../../services/account.service';
import type { NotificationSettings } from '../../services/notifications/notification-settings';
import { limitAccountLinks, resolveSecurity } from '../../services/rate-limit.service';
import { startSession } from '../admin/start-session';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

const PERSON_NOT_FOUND = 'No such person in the team';
const INVITATION_NOT_FOUND = 'No open invitation with this id';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface TeamServices {
  team: Team;
  account: Account;
  invitations: Invitations;
  passwordResets: PasswordResets;
  notifications: NotificationSettings;
}

export function teamRouter(
  { db, config, checkAnswers }: AppDeps,
  { team, account, invitations, passwordResets, notifications }: TeamServices,
) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
  const person = { uuid: { id: PERSON_NOT_FOUND } };
  const invitation = { uuid: { id: INVITATION_NOT_FOUND } };
  const security = resolveSecurity(config.security);

  /** Links in e-mails staff send: to PUBLIC_URL, else where the sender is. */
  const staffLinkOrigin = (ctx: Context) => notifications.linkOrigin(requestOrigin(ctx));
  /**
   * Links in e-mails anyone can ask for: never to a host the request names (a forged Host header
   * would send the victim's reset link to the forger), only PUBLIC_URL or this machine.
   */
  const publicLinkOrigin = (ctx: Context) => {
    const origin = notifications.linkOrigin(requestOrigin(ctx));
    return LOOPBACK.has(new URL(origin).hostname) ? origin : notifications.origin;
  };

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

  on(routes.team.passwordResetLink, person, ({ ctx, actor, params }) =>
    passwordResets.linkFor(actor, params.id, staffLinkOrigin(ctx)),
  );

  on(routes.team.policy, () => team.policy());

  on(routes.team.setPolicy, ({ actor, body }) => team.setPolicy(actor, body));

  on(routes.invitations.list, async ({ ctx }) => {
    const open = await invitations.list();
    ctx.set('X-Total-Count', String(open.length));
    return open;
  });

  on(routes.invitations.create, async ({ ctx, actor, body }) => {
    const created = await invitations.create(actor, body, staffLinkOrigin(ctx));
    ctx.status = 201;
    return created;
  });

  on(routes.invitations.resend, invitation, ({ ctx, actor, params }) =>
    invitations.resend(actor, params.id, staffLinkOrigin(ctx)),
  );

  on(routes.invitations.revoke, invitation, async ({ ctx, actor, params }) => {
    await invitations.revoke(actor, params.id);
    ctx.status = 204;
  });

  on(routes.invitations.preview, ({ query }) => invitations.preview(query.token));

  on(routes.invitations.accept, async ({ ctx, actor, body }) => {
    await limitAccountLinks(db, security, actor.ip);
    const admin = await invitations.accept(actor, body);
    const info = await startSession(ctx, account, actor, { admin, factor: undefined }, false);
    ctx.status = 201;
    return info;
  });

  on(routes.passwordReset.request, async ({ ctx, actor, body }) => {
    await limitAccountLinks(db, security, actor.ip);
    await passwordResets.request(actor, body.email, publicLinkOrigin(ctx));
    ctx.status = 202;
    return { message: PASSWORD_RESET_REQUESTED };
  });

  on(routes.passwordReset.reset, async ({ ctx, actor, body }) => {
    await limitAccountLinks(db, security, actor.ip);
    await passwordResets.reset(actor, body);
    // Whoever was signed in on this browser is signed out too.
    ctx.session = null;
    return { message: PASSWORD_RESET_DONE };
  });

  return router;
}
