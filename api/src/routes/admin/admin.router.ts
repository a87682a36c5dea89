import Router from '@koa/router';
import { loginInput } from '@northbeam/shared/contract/admin';
import { findAdminById } from '../../db/admins.queries';
import type { AppDeps } from '../../deps';
import { unauthorized, unsupportedMediaType } from '../../middleware/http-errors';
import { assertSameOrigin } from '../../middleware/csrf';
import { requireAdmin } from '../../middleware/require-admin';
import { parseBody } from '../../middleware/validate';
import { presentAdmin } from '../../presenters/entities.presenter';
import { checkCredentials } from '../../services/auth.service';
import { noStore } from '../paging';

const BAD_CREDENTIALS = 'Invalid email or password';

export function adminRouter({ db, config }: AppDeps) {
  const router = new Router({ prefix: '/api/admin' });
  const allowed = config.publicUrl ? [config.publicUrl] : [];
  const admin = requireAdmin(allowed);

  router.use(async (ctx, next) => {
    noStore(ctx);
    await next();
  });

  router.post('/login', async (ctx) => {
    // JSON only: a cross-site HTML form cannot send it, which keeps login CSRF out.
    if (!ctx.is('application/json')) {
      throw unsupportedMediaType('Login expects Content-Type: application/json');
    }
    const { email, password } = parseBody(ctx, loginInput);
    const found = await checkCredentials(db, email, password);
    if (!found) throw unauthorized(BAD_CREDENTIALS);
    const session = ctx.session!;
    session.adminId = found.id;
    // A fresh session id at sign-in: a planted id (session fixation) is worthless.
    await session.regenerate();
    ctx.body = presentAdmin(found, ctx.state.sessionToken);
  });

  router.get('/profile', admin, async (ctx) => {
    const row = await findAdminById(db, ctx.state.adminId!);
    if (!row) throw unauthorized('Not signed in');
    ctx.body = presentAdmin(row);
  });

  router.post('/logout', async (ctx) => {
    // Signing out is allowed without a live session (idempotent), but never cross-site.
    assertSameOrigin(ctx, allowed);
    ctx.session = null;
    ctx.status = 204;
  });

  return router;
}
