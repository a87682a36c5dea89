/** Signing a person in, after a password (and code) or an accepted invitation. */
import type { Context } from 'koa';
import { markSignedIn, type AdminRow } from '../../db/admins.queries';
import type { Db } from '../../db/connection';
import { presentAdmin } from '../../presenters/entities.presenter';
import type { Team } from '../../services/team/team.service';

export async function startSession(ctx: Context, db: Db, team: Team, row: AdminRow) {
  const session = ctx.session!;
  session.adminId = row.id;
  // A fresh session id at sign-in: a planted id (session fixation) is worthless.
  await session.regenerate();
  await markSignedIn(db, row.id);
  const { requireTwoFactor } = await team.policy();
  return presentAdmin(row, requireTwoFactor, ctx.state.sessionToken);
}
