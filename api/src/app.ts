/**
 * Builds the server from injected dependencies: the Koa app, the request listener to give
 * `http.createServer` (answers already in memory go by the cached-response lane, the rest through
 * Koa), the scheduler of the background work (started here), and `close()`, which releases what
 * the app holds (the scheduler and the runs in progress, the mail connections, the content
 * cache's listeners and bus).
 * No listen here: server.ts and tests do that.
 */
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import compose from 'koa-compose';
import type { RequestListener } from 'node:http';
import { isApiPath } from '@northbeam/shared/contract/routes';
import { withCachedResponseLane, type LaneLookup } from './cache/cached-response-lane';
import { composeServices } from './composition';
import type { AppDeps } from './deps';
import type { Scheduler } from './scheduler/scheduler';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './http/http-errors';
import { errorHandler } from './middleware/errors';
import { trackedLinkRedirect, trackedLinksRouter } from './routes/attribution/tracked-links.router';
import { withBeaconLane } from './routes/events/beacon-lane';
import { reportsRouter } from './routes/reports/reports.router';
import { loadStaff } from './middleware/require-admin';
import { requestLog } from './middleware/request-log';
import { requestMetrics } from './middleware/request-metrics';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { adminRouter } from './routes/admin/admin.router';
import { auditRouter } from './routes/audit/audit.router';
import { blogsRouter } from './routes/blogs/blogs.router';
import { careersRouter } from './routes/careers/careers.router';
import { declaredRouteOptions } from './routes/declared-routes';
import { desktopRouter } from './routes/desktop/desktop.router';
import { healthRouter } from './routes/health/health.router';
import { METRICS_PATH, metricsRouter } from './routes/metrics/metrics.router';
import { consultationRouter, contactRouter } from './routes/inquiries/inquiries.router';
import { conversationsRouter } from './routes/conversations/conversations.router';
import { notificationsRouter } from './routes/notifications/notifications.router';
import { unsubscribeRouter } from './routes/notifications/unsubscribe.router';
import { privacyRouter } from './routes/privacy/privacy.router';
import { searchRouter } from './routes/search/search.router';
import { nativeFormsRouter } from './routes/site/native-forms.router';
import { SITE_PAGE_ROUTE, siteMiddleware, siteRouteLabel } from './routes/site/site.router';
import { schedulingRouter } from './routes/scheduling/scheduling.router';
import { statusRouter } from './routes/status/status.router';
import { staffingRouter } from './routes/staffing/staffing.router';
import { teamRouter } from './routes/team/team.router';
import { workspaceRouter } from './routes/workspace/workspace.router';

export interface AppServer {
  app: Koa;
  listener: RequestListener;
  /** The background work's scheduler: tests look at a periodic job with their own clock. */
  scheduler: Pick<Scheduler, 'runIfDue' | 'wake'>;
  /** Resolves once the servers besides HTTP listen (the inbound SMTP receiver, when on). */
  started: Promise<void>;
  close(): Promise<void>;
}

export function createServer(deps: AppDeps): AppServer {
  const services = composeServices(deps);
  const { security, renderer, apiCache, metrics } = services;
  // With TRUST_PROXY, only the right-most X-Forwarded-For entry (added by our own proxy) counts.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  app.keys = [deps.config.sessionSecret];
  // Errors are answered by errorHandler; this only silences Koa's default stderr printing.
  app.silent = true;

  app.use(requestLog(deps.logger, requestMetrics(metrics.request, siteRouteLabel)));
  app.use(errorHandler());
  app.use(securityHeaders());
  // A request that refuses every encoding we have, identity included (`identity;q=0`), gets the
  // body as it is: koa-compress would set an undefined Content-Encoding and answer 500.
  app.use(async (ctx, next) => {
    if (ctx.get('Accept-Encoding') && !ctx.acceptsEncodings('br', 'gzip', 'deflate', 'identity')) {
      ctx.compress = false;
    }
    await next();
  });
  app.use(compress({ threshold: 1024 }));

  // The operator's endpoints and tracked links (`/r/{code}`, issue 32) are never under /api/: an
  // API request skips them in one test. Before the site: a visitor refused here gets its 404 page.
  const outsideApi = compose([
    healthRouter({ health: services.health, isReady: deps.isReady }).routes(),
    metricsRouter({
      metrics,
      token: deps.config.metricsToken,
      trustProxy: deps.config.trustProxy,
    }),
    trackedLinkRedirect(services.trackedLinks).routes(),
  ]) as Koa.Middleware; // the routers' own context fields are theirs: Koa's is what they get
  app.use((ctx, next) => (isApiPath(ctx.path) ? next() : outsideApi(ctx, next)));
  app.use(
    siteMiddleware({
      renderer,
      apiCache,
      reads: services.reads,
      content: deps.cache,
      storage: deps.storage,
      releases: services.releases,
      siteDist: deps.config.siteDist,
      publicUrl: deps.config.publicUrl,
      search: services.publicSearch,
      limitPrivateView: services.statusPages.limitView,
    }),
  );
  const lookups: LaneLookup[] = [
    (request) => {
      const response = apiCache.peek(request.url, request.anonymous);
      return (
        response && {
          kind: 'api',
          response,
          headers: response.headers,
          cacheHeader: 'X-Api-Cache',
          route: response.route,
        }
      );
    },
    (request) => {
      // /metrics is never a page, even when a visitor's refused request left a 404 page cached.
      if (isApiPath(request.path) || request.path === METRICS_PATH) return undefined;
      const response = renderer.peek(
        request.protocol,
        request.host,
        request.path,
        request.querystring,
      );
      return (
        response && {
          kind: 'page',
          response,
          headers: [],
          cacheHeader: 'X-Render-Cache',
          route: SITE_PAGE_ROUTE,
        }
      );
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
  app.use(
    sessionMiddleware(app, deps.db, {
      idleMinutes: security.sessionIdleMinutes,
      maxHours: security.sessionMaxHours,
    }),
  );
  app.use(loadStaff(deps.db));
  if (security.rateLimitDisabled) {
    deps.logger.warn(
      'RATE_LIMIT_DISABLED is set: sign-in and form limits are OFF. This is for benchmarks and load tests only, never for a public server.',
    );
  }

  const routing = declaredRouteOptions(deps.config, deps.checkAnswers);
  const submissions = { submissions: services.submissions, review: services.review };
  for (const router of [
    adminRouter({ routing, account: services.account, twoFactor: services.twoFactor }),
    teamRouter({
      routing,
      team: services.team,
      account: services.account,
      invitations: services.invitations,
      passwordResets: services.passwordResets,
    }),
    // Before the careers router: /api/careers/applications/:id is not a job.
    workspaceRouter({
      routing,
      workspace: services.workspace,
      emails: services.emails,
      overview: services.overview,
    }),
    // Scheduling (issue 31): before the careers router, like the workspace's.
    schedulingRouter({
      routing,
      availability: services.availability,
      interviews: services.interviews,
      scorecards: services.scorecards,
      limits: services.bookingLimits,
    }),
    // The staffing desk (issue 34): before the careers router (its submittals' paths).
    staffingRouter({
      routing,
      clients: services.clients,
      submittals: services.submittals,
      reviewLinks: services.reviewLinks,
      clientReviewLinks: services.clientReviewLinks,
      desk: services.desk,
      settings: services.staffingSettings,
      limits: services.bookingLimits,
    }),
    privacyRouter({ routing, privacy: services.privacy }),
    searchRouter({
      routing,
      publicSearch: services.publicSearch,
      adminSearch: services.adminSearch,
      candidates: services.candidates,
    }),
    auditRouter({ routing, auditLog: services.auditLog }),
    desktopRouter({ routing, releases: services.releases }),
    blogsRouter({
      routing,
      blogs: services.blogs,
      drafts: services.drafts,
      previews: services.previews,
      reads: services.reads,
      publicUrl: deps.config.publicUrl,
    }),
    careersRouter({
      routing,
      jobs: services.jobs,
      applications: services.applications,
      reads: services.reads,
      ...submissions,
    }),
    contactRouter({ routing, inquiries: services.inquiries, ...submissions }),
    consultationRouter({
      routing,
      inquiries: services.inquiries,
      ...submissions,
      callOffers: services.interviews,
    }),
    notificationsRouter({ routing, admin: services.notificationsAdmin }),
    unsubscribeRouter({
      routing,
      unsubscribe: services.unsubscribe,
      manageUrl: services.notifications.manageUrl,
    }),
    conversationsRouter({
      routing,
      conversations: services.conversations,
      inbound: services.inbound,
      webhookSecret: services.inboundSettings.webhookSecret,
    }),
    // The candidate's status page: its calls, its forms posted natively, the team's control.
    statusRouter({ routing, statusPages: services.statusPages, renderer }),
    nativeFormsRouter(services.submissions, renderer),
    // Attribution and reports (issue 32).
    trackedLinksRouter({ routing, trackedLinks: services.trackedLinks }),
    reportsRouter({ routing, reports: services.reports }),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }

  // Every process delivers the outbox and looks at the periodic jobs (the switch is for tests
  // that drive the jobs themselves). The IMAP poll is one of those jobs.
  const { scheduler, outboxWorker, smtpReceiver } = services;
  if (deps.outbox !== false) scheduler.start();
  // Incoming mail: the SMTP receiver listens with the app.
  const started = smtpReceiver ? smtpReceiver.start() : Promise.resolve();
  // Seen by whoever awaits `started` (server.ts stops on it); never an unhandled rejection.
  started.catch(() => undefined);
  // Search: the site's pages indexed at start, from the built site's content.
  const indexingPages = services.sitePages
    .runDue()
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'site pages not indexed'));
  const koa = app.callback();
  return {
    app,
    // Page-view beacons first (answered from memory), then answers already in memory, then Koa.
    // Koa answers a request's errors itself (ctx.onerror): its promise is never rejected.
    listener: withBeaconLane(
      withCachedResponseLane((req, res) => void koa(req, res), lookups, {
        trustProxy: deps.config.trustProxy,
        logger: deps.logger,
        answered(hit, method, status, seconds) {
          metrics.cache.hit(hit.kind);
          metrics.request(hit.route, method, status, seconds);
        },
      }),
      services.pageViews,
      { trustProxy: deps.config.trustProxy, logger: deps.logger },
    ),
    scheduler,
    started,
    close: async () => {
      await smtpReceiver?.stop();
      // No new run starts; the runs in progress (a delivery, a clean-up, a poll) finish first.
      await scheduler.stop();
      await indexingPages;
      // Page views acknowledged with 202 and still in memory (issue 32).
      await services.pageViews.flush().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'page views not flushed at close');
      });
      outboxWorker.close();
      await deps.cache.close();
    },
  };
}
