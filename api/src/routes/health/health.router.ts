/** Liveness (/healthz: the process answers) and readiness (/readyz: not draining, database up). */
import Router from '@koa/router';
import type { Health } from '../../services/health.service';

export function healthRouter({
  health,
  isReady,
}: {
  health: Health;
  isReady?: (() => boolean) | undefined;
}) {
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
      await health.databaseReachable();
      ctx.body = { status: 'ready' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'database unreachable' };
    }
  });
  return router;
}
