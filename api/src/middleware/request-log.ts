/** Request id (accepted from X-Request-Id when sane, else generated) and one JSON log line each. */
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

export function requestLog(logger: Logger) {
  const lines = requestLineLogger(logger);
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
          lines.info(
            {
              reqId: id,
              method: ctx.method,
              path: ctx.path,
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
