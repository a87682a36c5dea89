import Router from '@koa/router';
import { ping } from '../../db/sessions.queries';
import type { AppDeps } from '../../deps';

export function healthRouter({ db, isReady }: AppDeps) {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (isReady && !isReady()) {
      ctx.status = 503;
      ctx.body = { status: 'draining' };
      return;
    }
    try {
      await Promise.race([
        ping(db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000).unref()),
      ]);
      ctx.body = { status: 'ready' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'database unreachable' };
    }
  });
  return router;
}
