/** Signing a person in, after a password (and code) or an accepted invitation. */
import type { Context } from 'koa';
import type { Actor } from '../../http/actor';
import type { Account, CheckedSignIn } from '../../services/account.service';

export async function startSession(
  ctx: Context,
  account: Pick<Account, 'sessionStarted'>,
  actor: Actor,
  signIn: CheckedSignIn,
  /** A sign-in (audited as one), not the account's creation (audited by the invitation). */
  audited: boolean,
) {
  const session = ctx.session!;
  session.staffId = signIn.member.id;
  // A fresh session id at sign-in: a planted id (session fixation) is worthless.
  await session.regenerate();
  return account.sessionStarted(actor, signIn, { token: ctx.state.sessionToken, audited });
}
