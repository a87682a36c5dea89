/** Builds the Koa app from injected dependencies. No listen here: server.ts and tests do that. */
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './deps';
import { errorHandler } from './middleware/errors';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './middleware/http-errors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { adminRouter } from './routes/admin/admin.router';
import { auditRouter } from './routes/audit/audit.router';
import { blogsRouter } from './routes/blogs/blogs.router';
import { careersRouter } from './routes/careers/careers.router';
import { healthRouter } from './routes/health/health.router';
import { consultationRouter, contactRouter } from './routes/inquiries/inquiries.router';
import { siteMiddleware } from './routes/site/site.router';
import { resolveSecurity } from './services/rate-limit.service';

export function createApp(deps: AppDeps): Koa {
  // With TRUST_PROXY, only the right-most X-Forwarded-For entry (added by our own proxy) counts.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  app.keys = [deps.config.sessionSecret];
  // Errors are answered by errorHandler; this only silences Koa's default stderr printing.
  app.silent = true;

  app.use(requestLog(deps.logger));
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(compress({ threshold: 1024 }));

  const health = healthRouter(deps);
  app.use(health.routes());
  app.use(siteMiddleware(deps));

  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: '1mb',
      formLimit: '1mb',
      encoding: 'utf-8',
      onError(error, ctx) {
        const status = (error as { status?: number }).status;
        if (status === 413) throw payloadTooLarge('Request body too large');
        if (status === 415) throw unsupportedMediaType('Unsupported request encoding');
        throw badRequest(ctx.is('json') ? 'Malformed JSON body' : 'Malformed request body');
      },
    }),
  );
  const security = resolveSecurity(deps.config.security);
  app.use(
    sessionMiddleware(app, deps.db, {
      idleMinutes: security.sessionIdleMinutes,
      maxHours: security.sessionMaxHours,
    }),
  );

  for (const router of [
    adminRouter(deps),
    auditRouter(deps),
    blogsRouter(deps),
    careersRouter(deps),
    contactRouter(deps),
    consultationRouter(deps),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}
