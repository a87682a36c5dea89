/**
 * What the metrics learn of a request that reached Koa (the cached-response lane counts its own):
 * its route label, never the raw URL: the path template of the router that answered (the route
 * table's path with its :params), the route table's template for a public read answered from the
 * API cache, a group for what the site's middleware answered (app.ts passes it), and `unmatched`
 * for anything nobody answered. The number of series stays bounded. Timed by request-log.ts.
 */
import type { Context } from 'koa';
import { isApiPath, matchRoute } from '@northbeam/shared/contract/routes';
import type { Metrics } from '../metrics/metrics';
import type { RequestObserver } from './request-log';

/** The label of a request no route answered (404, or a method the path does not take). */
export const UNMATCHED_ROUTE = 'unmatched';

function routeLabel(ctx: Context, siteLabel: (path: string) => string): string {
  // Set by @koa/router for the layer that handled the request.
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.status === 404 || ctx.status === 405) return UNMATCHED_ROUTE;
  if (isApiPath(ctx.path)) return matchRoute(ctx.method, ctx.path)?.path ?? UNMATCHED_ROUTE;
  return siteLabel(ctx.path);
}

export function requestMetrics(
  record: Metrics['request'],
  siteLabel: (path: string) => string,
): RequestObserver {
  return (ctx, status, seconds) => record(routeLabel(ctx, siteLabel), ctx.method, status, seconds);
}
