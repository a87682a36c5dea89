/**
 * Request id (accepted from X-Request-Id when sane, else generated), one JSON log line each, and
 * the request's route, status and duration handed to `observe` (the metrics: request-metrics.ts),
 * timed once for both: a middleware of its own would cost each request another layer.
 */
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { requestIdFor } from '../http/request-id';
import { requestLineLogger } from '../logger';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
}

export { requestIdFor };

/**
 * Paths whose next segment is a private link's token (a candidate's status page and its API, the
 * confirmation of "Delete my data", a booking link and its API, a client's review link and its
 * API, a blog preview): logged without it, so logs hold no link.
 */
const TOKEN_IN_PATH =
  /^(\/my-application(?:\/confirm-deletion)?|\/api\/status(?:\/erasure)?|\/book|\/api\/booking|\/review|\/api\/review|\/api\/admin\/review-links|\/api\/blogs\/preview)\/[^/]+/;
export const loggedPath = (path: string) => path.replace(TOKEN_IN_PATH, '$1/:token');

/** Told of each request when it is answered (an error that escaped every handler: 500). */
export type RequestObserver = (ctx: Context, status: number, seconds: number) => void;

export function requestLog(logger: Logger, observe?: RequestObserver) {
  const lines = requestLineLogger(logger);
  return async (ctx: Context, next: Next) => {
    const id = requestIdFor(ctx.get('X-Request-Id'));
    const started = performance.now();
    ctx.requestId = id;
    // The request's logger is made when something logs (most requests log nothing below the
    // configured level): a pino child per request is a measurable share of a cached answer.
    let child: Logger | undefined;
    Object.defineProperty(ctx, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    ctx.set('X-Request-Id', id);
    let failed = true;
    try {
      await next();
      failed = false;
    } finally {
      const ms = performance.now() - started;
      observe?.(ctx, failed ? 500 : ctx.status, ms / 1000);
      // Health probes are frequent and uninteresting.
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz';
      if (probe ? logger.isLevelEnabled('debug') : logger.isLevelEnabled('info')) {
        if (probe) ctx.log.debug('probe');
        else {
          lines.info(
            {
              reqId: id,
              method: ctx.method,
              path: loggedPath(ctx.path),
              status: ctx.status,
              ms: Math.round(ms * 10) / 10,
            },
            'request',
          );
        }
      }
    }
  };
}
