/** Request id (accepted from X-Request-Id when sane, else generated) and one JSON log line each. */
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import { requestIdFor } from '../http/request-id';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
}

export { requestIdFor };

/**
 * Paths whose next segment is a private link's token (a candidate's status page and its API, the
 * confirmation of "Delete my data", a blog preview): logged without it, so logs hold no link.
 */
const TOKEN_IN_PATH =
  /^(\/my-application(?:\/confirm-deletion)?|\/api\/status(?:\/erasure)?|\/api\/blogs\/preview)\/[^/]+/;
export const loggedPath = (path: string) => path.replace(TOKEN_IN_PATH, '$1/:token');

export function requestLog(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const id = requestIdFor(ctx.get('X-Request-Id'));
    const started = process.hrtime.bigint();
    ctx.requestId = id;
    // The request's logger is made when something logs (most requests log nothing below the
    // configured level): a pino child per request is a measurable share of a cached answer.
    let child: Logger | undefined;
    Object.defineProperty(ctx, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      // Health probes are frequent and uninteresting.
      const probe = ctx.path === '/healthz' || ctx.path === '/readyz';
      if (probe ? logger.isLevelEnabled('debug') : logger.isLevelEnabled('info')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (probe) ctx.log.debug('probe');
        else {
          ctx.log.info(
            {
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
