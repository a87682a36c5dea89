/**
 * Builds the server from injected dependencies: the Koa app, the request listener to give
 * `http.createServer` (answers already in memory go by the cached-response lane, the rest through
 * Koa), and `close()`, which releases what the app holds (the outbox worker, the content cache's
 * listeners and bus).
 * No listen here: server.ts and tests do that.
 */
import { randomBytes } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import type { AppDeps } from './deps';
import { errorHandler } from './middleware/errors';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './http/http-errors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { loadStaff } from './middleware/require-admin';
import { adminRouter } from './routes/admin/admin.router';
import { auditRouter } from './routes/audit/audit.router';
import { blogsRouter } from './routes/blogs/blogs.router';
import { careersRouter } from './routes/careers/careers.router';
import { healthRouter } from './routes/health/health.router';
import { consultationRouter, contactRouter } from './routes/inquiries/inquiries.router';
import type { RequestListener } from 'node:http';
import { withCachedResponseLane, type LaneLookup } from './cache/cached-response-lane';
import { nativeFormsRouter } from './routes/site/native-forms.router';
import { createSiteCaches, siteMiddleware } from './routes/site/site.router';
import { resolveSecurity } from './services/rate-limit.service';
import { createSubmissions } from './services/submissions.service';
import { createSubmissionReview } from './services/submission-review.service';
import { createAnnouncer } from './services/notifications/announcer';
import { resolveNotificationSettings } from './services/notifications/notification-settings';
import { createNotificationsAdmin } from './services/notifications/notifications-admin.service';
import { createOutboxWorker } from './services/notifications/outbox-worker';
import { notificationsRouter } from './routes/notifications/notifications.router';
import { unsubscribeRouter } from './routes/notifications/unsubscribe.router';
import { createUnsubscribe } from './services/notifications/unsubscribe.service';
import { isApiPath } from '@northbeam/shared/contract/routes';
import { teamRouter } from './routes/team/team.router';
import { desktopRouter } from './routes/desktop/desktop.router';
import { workspaceRouter } from './routes/workspace/workspace.router';
import { privacyRouter } from './routes/privacy/privacy.router';
import { createPrivacy } from './services/privacy.service';
import { createDiskCleanup } from './services/disk-cleanup.service';
import { createWorkspace } from './services/workspace.service';
import { createPersonalEmails } from './services/personal-email.service';
import { createOverview } from './services/overview.service';
import { createJobClosingWatcher } from './services/job-closing-watcher';
import { createRetention } from './services/retention.service';
import { createScheduledPublisher } from './services/scheduled-publisher';
import { createInvitations } from './services/team/invitations.service';
import { createPasswordResets } from './services/team/password-reset.service';
import { createTeam } from './services/team/team.service';
import { createTwoFactor } from './services/team/two-factor.service';
import { createSecretBox } from './services/secrets/secret-box';
import { createAccount } from './services/account.service';

export interface AppServer {
  app: Koa;
  listener: RequestListener;
  close(): Promise<void>;
}

export function createServer(deps: AppDeps): AppServer {
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
  const caches = createSiteCaches(deps);
  for (const middleware of siteMiddleware(deps, caches)) app.use(middleware);
  const lookups: LaneLookup[] = [
    (request) => {
      const response = caches.apiCache.peek(request.url, request.path, request.anonymous);
      return (
        response && {
          kind: 'api',
          response,
          headers: [...response.headers, ['X-Api-Cache', 'hit']],
        }
      );
    },
    (request) => {
      if (isApiPath(request.path)) return undefined;
      const response = caches.renderer.peek(
        request.protocol,
        request.host,
        request.path,
        request.querystring,
      );
      return response && { kind: 'page', response, headers: [['X-Render-Cache', 'hit']] };
    },
  ];

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
  app.use(loadStaff(deps.db));

  // Every process delivers the outbox; what this one commits goes at once.
  const notifications = resolveNotificationSettings(deps.config);
  const secrets = deps.secrets ?? createSecretBox({ current: randomBytes(32), previous: [] });
  const worker = createOutboxWorker({
    db: deps.db,
    logger: deps.logger,
    settings: notifications,
    secrets,
  });
  const announcer = createAnnouncer(notifications, () => worker.wake());
  const submissions = createSubmissions(deps, announcer);
  const review = createSubmissionReview(deps, announcer);
  // After an erasure, the rows' old versions on disk (one process runs each request).
  const diskCleanup = createDiskCleanup(deps);
  if (security.rateLimitDisabled) {
    deps.logger.warn(
      'RATE_LIMIT_DISABLED is set: sign-in and form limits are OFF. This is for benchmarks and load tests only, never for a public server.',
    );
  }
  const team = createTeam(deps.db);
  const twoFactor = createTwoFactor(deps.db, secrets);
  const account = createAccount({ db: deps.db, security, team, twoFactor });
  const teamServices = {
    team,
    account,
    invitations: createInvitations(deps.db, announcer),
    passwordResets: createPasswordResets(deps.db, announcer, security),
    notifications,
  };
  for (const router of [
    adminRouter(deps, { account, twoFactor }),
    teamRouter(deps, teamServices),
    // Before the careers router: /api/careers/applications/:id is not a job.
    workspaceRouter(
      deps,
      createWorkspace(deps.db),
      createPersonalEmails(deps.db, announcer, review),
      createOverview(deps.db),
    ),
    privacyRouter(deps, createPrivacy(deps.db, deps.storage, deps.logger, diskCleanup)),
    auditRouter(deps),
    desktopRouter(deps),
    blogsRouter(deps),
    careersRouter(deps, submissions, review),
    contactRouter(deps, submissions, review),
    consultationRouter(deps, submissions, review),
    notificationsRouter(deps, createNotificationsAdmin(deps.db, notifications, announcer, secrets)),
    unsubscribeRouter(
      deps,
      createUnsubscribe(deps.db, notifications, announcer),
      notifications.manageUrl,
    ),
    nativeFormsRouter(submissions, caches.renderer),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  if (deps.outbox !== false) worker.start();
  const closings = createJobClosingWatcher(deps.cache);
  closings.start();
  // Background jobs follow the outbox switch (tests that drive them call runDue themselves).
  const retention = createRetention({
    ...deps,
    outboxBodyDays: deps.config.dataProtection?.outboxBodyRetentionDays,
    diskCleanup,
  });
  if (deps.outbox !== false) retention.start();
  if (deps.outbox !== false) diskCleanup.start();
  const scheduled = createScheduledPublisher(deps);
  if (deps.outbox !== false) scheduled.start();
  return {
    app,
    listener: withCachedResponseLane(app.callback(), lookups, {
      trustProxy: deps.config.trustProxy,
      logger: deps.logger,
    }),
    close: async () => {
      closings.stop();
      retention.stop();
      await diskCleanup.stop();
      scheduled.stop();
      await worker.stop();
      await deps.cache.close();
    },
  };
}
