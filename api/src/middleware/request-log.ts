/** Request id (accepted from X-Request-Id when sane, else generated) and one JSON log line each. */
import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
}

const SANE_ID = /^[\w.:-]{8,128}$/;

export function requestLog(logger: Logger) {
  return async (ctx: Context, next: Next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = SANE_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    ctx.requestId = id;
    ctx.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const done = () =>
        ctx.log.info(
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      // Health probes are frequent and uninteresting.
      if (ctx.path === '/healthz' || ctx.path === '/readyz') ctx.log.debug('probe');
      else done();
    }
  };
}
