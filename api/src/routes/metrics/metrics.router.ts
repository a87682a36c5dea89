/**
 * GET /metrics: the Prometheus text format, for a scraper on this machine or one that presents
 * METRICS_TOKEN. Who may read it:
 * - a request from loopback that no proxy forwarded (a proxy on the same machine makes every
 *   visitor look local: a forwarded request counts as remote unless TRUST_PROXY resolves it to a
 *   loopback client);
 * - `Authorization: Bearer <METRICS_TOKEN>` from anywhere (compared in constant time).
 * Anyone else without credentials is answered as if there were no such page (the request goes on
 * to the site, which answers 404): the public learns nothing. Credentials that do not match get
 * 401 with `WWW-Authenticate: Bearer`, so an operator whose scraper has the wrong token reads
 * "401 Unauthorized" on its targets page, not a 404 that looks like a wrong path.
 */
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientIp } from '../../http/client-ip';
import type { Metrics } from '../../metrics/metrics';

export const METRICS_PATH = '/metrics';

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.');
/** Headers a proxy adds: without TRUST_PROXY, a request bearing one is not from this machine. */
const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 'allowed', 'anonymous' (no credentials, not local) or 'refused' (credentials that do not match). */
export function metricsAccess(
  ctx: Context,
  options: { token: string | undefined; trustProxy: boolean },
): 'allowed' | 'anonymous' | 'refused' {
  const authorization = ctx.get('Authorization');
  if (authorization) {
    const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    const { token } = options;
    // Equal-length digests: the comparison takes the same time whatever was presented.
    return token && presented && timingSafeEqual(digest(presented), digest(token))
      ? 'allowed'
      : 'refused';
  }
  const forwarded =
    !options.trustProxy && FORWARDING_HEADERS.some((header) => ctx.get(header) !== '');
  return !forwarded && isLoopback(clientIp(ctx)) ? 'allowed' : 'anonymous';
}

export function metricsRouter(deps: {
  metrics: Pick<Metrics, 'scrape' | 'contentType'>;
  token: string | undefined;
  trustProxy: boolean;
}) {
  const router = new Router();
  router.get(METRICS_PATH, async (ctx, next) => {
    const access = metricsAccess(ctx, deps);
    if (access === 'anonymous') return next();
    ctx.set('Cache-Control', 'no-store');
    if (access === 'refused') {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { message: 'A valid metrics token is required' };
      return;
    }
    ctx.type = deps.metrics.contentType;
    ctx.body = await deps.metrics.scrape();
  });
  // Every request passes here: a string comparison, not the router's matching, for all the others.
  const routes = router.routes();
  return (ctx: Parameters<typeof routes>[0], next: Next) =>
    ctx.path === METRICS_PATH ? routes(ctx, next) : next();
}
