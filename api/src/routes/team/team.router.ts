/** The team: people and roles, invitations, password resets, the two-factor policy. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { routes } from '@northbeam/shared/contract/routes';
import {
  acceptInvitationInput,
  invitationInput,
  passwordResetInput,
  passwordResetRequestInput,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  securityPolicy,
  staffUpdate,
} from '@northbeam/shared/contract/team';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { requestOrigin } from '../../http/request-origin';
import { idParam, parseBody, parseQuery } from '../../middleware/validate';
import type { Invitations } from '../../services/team/invitations.service';
import type { PasswordResets } from '../../services/team/password-reset.service';
import type { Team } from '../../services/team/team.service';
import type { NotificationSettings } from '../../services/notifications/notification-settings';
import { limitAccountLinks, resolveSecurity } from '../../services/rate-limit.service';
import { startSession } from '../admin/start-session';
import { declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

const PERSON_NOT_FOUND = 'No such person in the team';
const INVITATION_NOT_FOUND = 'No open invitation with this id';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface TeamServices {
  team: Team;
  invitations: Invitations;
  passwordResets: PasswordResets;
  notifications: NotificationSettings;
}

export function teamRouter(
  { db, config }: AppDeps,
  { team, invitations, passwordResets, notifications }: TeamServices,
) {
  const router = new Router();
  const on = declaredRoutes(router, config);
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
  const actor = (ctx: Context) => ctx.state.staff!;

  router.use(async (ctx, next) => {
    noStore(ctx);
    await next();
  });

  on(routes.team.directory, async (ctx) => {
    const people = (await team.list()).filter((p) => p.active);
    ctx.set('X-Total-Count', String(people.length));
    ctx.body = people.map(({ _id, name, email, role }) => ({ _id, name, email, role }));
  });

  on(routes.team.list, async (ctx) => {
    const people = await team.list();
    ctx.set('X-Total-Count', String(people.length));
    ctx.body = people;
  });

  on(routes.team.update, async (ctx) => {
    const id = idParam(ctx, PERSON_NOT_FOUND);
    ctx.body = await team.update(ctx, actor(ctx), id, parseBody(ctx, staffUpdate));
  });

  on(routes.team.passwordResetLink, async (ctx) => {
    const id = idParam(ctx, PERSON_NOT_FOUND);
    ctx.body = await passwordResets.linkFor(ctx, actor(ctx), id, staffLinkOrigin(ctx));
  });

  on(routes.team.policy, async (ctx) => {
    ctx.body = await team.policy();
  });

  on(routes.team.setPolicy, async (ctx) => {
    ctx.body = await team.setPolicy(ctx, actor(ctx), parseBody(ctx, securityPolicy));
  });

  on(routes.invitations.list, async (ctx) => {
    const open = await invitations.list();
    ctx.set('X-Total-Count', String(open.length));
    ctx.body = open;
  });

  on(routes.invitations.create, async (ctx) => {
    const input = parseBody(ctx, invitationInput);
    ctx.body = await invitations.create(ctx, actor(ctx), input, staffLinkOrigin(ctx));
    ctx.status = 201;
  });

  on(routes.invitations.resend, async (ctx) => {
    const id = idParam(ctx, INVITATION_NOT_FOUND);
    ctx.body = await invitations.resend(ctx, actor(ctx), id, staffLinkOrigin(ctx));
  });

  on(routes.invitations.revoke, async (ctx) => {
    await invitations.revoke(ctx, actor(ctx), idParam(ctx, INVITATION_NOT_FOUND));
    ctx.status = 204;
  });

  on(routes.invitations.preview, async (ctx) => {
    const { token } = parseQuery(ctx, z.object({ token: acceptInvitationInput.shape.token }));
    ctx.body = await invitations.preview(token);
  });

  on(routes.invitations.accept, async (ctx) => {
    const input = parseBody(ctx, acceptInvitationInput);
    await limitAccountLinks(ctx, db, security, clientIp(ctx));
    const admin = await invitations.accept(ctx, input);
    ctx.body = await startSession(ctx, db, team, admin);
    ctx.status = 201;
  });

  on(routes.passwordReset.request, async (ctx) => {
    const { email } = parseBody(ctx, passwordResetRequestInput);
    await limitAccountLinks(ctx, db, security, clientIp(ctx));
    await passwordResets.request(ctx, email, publicLinkOrigin(ctx));
    ctx.status = 202;
    ctx.body = { message: PASSWORD_RESET_REQUESTED };
  });

  on(routes.passwordReset.reset, async (ctx) => {
    const input = parseBody(ctx, passwordResetInput);
    await limitAccountLinks(ctx, db, security, clientIp(ctx));
    await passwordResets.reset(ctx, input);
    // Whoever was signed in on this browser is signed out too.
    ctx.session = null;
    ctx.body = { message: PASSWORD_RESET_DONE };
  });

  return router;
}
