/**
 * The composition root: every service of the API built once, here, each from the named
 * dependencies it uses (configuration resolved once: the security settings, the notification
 * settings), and the one scheduler that runs the background work. app.ts hands each router only
 * the services it calls, and starts and stops the scheduler.
 */
import { randomBytes } from 'node:crypto';
import { publicApiCache } from './cache/api-cache';
import { DEFAULT_INBOUND } from './config/config';
import type { AppDeps } from './deps';
import { createScheduler } from './scheduler/scheduler';
import { createMetrics } from './metrics/metrics';
import { createAccount } from './services/account.service';
import { addressKeyer } from './services/address-key';
import { createApplications } from './services/application.service';
import { createTrackedLinks } from './services/attribution.service';
import { createAuditLog } from './services/audit-log.service';
import { createBlogDrafts } from './services/blog-drafts.service';
import { createBlogPreviews } from './services/blog-preview.service';
import { createBlogs } from './services/blog.service';
import { createStatusLimits } from './services/candidate-status/status-limits';
import { createStatusLinkIssuer } from './services/candidate-status/status-links';
import { createStatusPages } from './services/candidate-status/status-page.service';
import { createConversations } from './services/conversations/conversations.service';
import { createImapPoller } from './services/conversations/imap-poller';
import { createInboundMail } from './services/conversations/inbound-mail.service';
import { createReplyNotifier } from './services/conversations/reply-notifier';
import { createReplyRouting } from './services/conversations/reply-routing';
import { createSmtpReceiver } from './services/conversations/smtp-receiver';
import { createDesktopReleases } from './services/desktop/desktop-releases.service';
import { createDiskCleanup, DISK_CLEANUP_EVERY_MS } from './services/disk-cleanup.service';
import { createHealth } from './services/health.service';
import { createInquiries } from './services/inquiries.service';
import { createJobClosingWatcher, JOB_CLOSING_PERIOD_MS } from './services/job-closing-watcher';
import { createJobs } from './services/job.service';
import { createAnnouncer } from './services/notifications/announcer';
import { createDailyDigests } from './services/notifications/digest';
import { resolveNotificationSettings } from './services/notifications/notification-settings';
import { createNotificationsAdmin } from './services/notifications/notifications-admin.service';
import { createOutboxWorker } from './services/notifications/outbox-worker';
import { createUnsubscribe } from './services/notifications/unsubscribe.service';
import { createOverview } from './services/overview.service';
import { createPersonalEmails } from './services/personal-email.service';
import { createPrivacy } from './services/privacy.service';
import { createPageViews, PAGE_VIEWS_FLUSH_MS } from './services/page-views.service';
import { createPublicReads } from './services/public-reads.service';
import { resolveSecurity } from './services/rate-limit.service';
import { createReports } from './services/reports.service';
import { createRetention } from './services/retention.service';
import { createScheduledPublisher, SCHEDULE_TICK_MS } from './services/scheduled-publisher';
import { resolveScheduling } from './config/scheduling-config';
import { createAvailability } from './services/scheduling/availability.service';
import { createBookingLimits } from './services/scheduling/booking-limits';
import { createCalendarFeeds } from './services/scheduling/calendar-feeds';
import { createInterviews, type Interviews } from './services/scheduling/interviews.service';
import { createSchedulingReminders } from './services/scheduling/scheduling-reminders';
import { createScorecards } from './services/scheduling/scorecards.service';
import { createAdminSearch } from './services/search/admin-search.service';
import { createCandidates } from './services/search/candidates.service';
import { createPublicSearch } from './services/search/public-search.service';
import { createResumeIndexer, RESUME_TEXT_LOOP } from './services/search/resume-indexer';
import { createSitePageIndex } from './services/search/site-pages-index';
import { createSecretBox } from './services/secrets/secret-box';
import { createClients } from './services/staffing/clients.service';
import { createDesk } from './services/staffing/desk.service';
import { createClientReviewLinks } from './services/staffing/client-review-links.service';
import { createReviewLinks, type ReviewLinks } from './services/staffing/review-links.service';
import { createStaffingSettings } from './services/staffing/staffing-settings';
import { createSubmittals } from './services/staffing/submittals.service';
import { createSessionSweep } from './services/session-sweep';
import { createSubmissionReview } from './services/submission-review.service';
import { createSubmissions } from './services/submissions.service';
import { createInvitations } from './services/team/invitations.service';
import { createPasswordResets } from './services/team/password-reset.service';
import { createTeam } from './services/team/team.service';
import { createTwoFactor } from './services/team/two-factor.service';
import { createWorkspace } from './services/workspace.service';
import { createRenderService } from './ssr/render-service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The scheduler's periodic jobs (one process of several runs each per period) and loops. */
export const BACKGROUND = {
  scheduledPublishing: 'scheduled-publishing',
  retention: 'retention',
  jobClosing: 'job-closing',
  digests: 'digests',
  sessionSweep: 'session-sweep',
  calendarFeeds: 'calendar-feeds',
  schedulingReminders: 'scheduling-reminders',
  outbox: 'outbox',
  diskCleanup: 'disk-cleanup',
  // Attribution and reports (issue 32).
  visitSalts: 'visit-salts',
  pageViews: 'page-views',
} as const;

export function composeServices(deps: AppDeps) {
  const { db, storage, logger, config, cache: content } = deps;
  const { totals } = content;
  const now = deps.clock ?? (() => new Date());
  // Services wake the scheduler's per-process loops after a commit (only ever after this
  // function returned: `scheduler` is built last, from the services).
  const wake = (loop: string) => () => scheduler.wake(loop);

  // Configuration, resolved once.
  const security = resolveSecurity(config.security);
  const notifications = resolveNotificationSettings(config);
  const inboundSettings = { ...DEFAULT_INBOUND, ...config.inbound };
  const secrets = deps.secrets ?? createSecretBox({ current: randomBytes(32), previous: [] });
  // What GET /metrics tells: this server's own registry (the scheduler reports to jobRun).
  const metrics = createMetrics({ db, logger });

  // What is sent: the outbox, and what writes into it.
  const outboxWorker = createOutboxWorker({ db, logger, settings: notifications, secrets });
  // Replies to what is sent from an item come back to it (README "Replies and incoming mail").
  const replies = createReplyRouting(inboundSettings);
  // An applicant's acknowledgement carries the link to their status page.
  const statusLinks = createStatusLinkIssuer(notifications);
  const announcer = createAnnouncer({
    settings: notifications,
    wake: wake(BACKGROUND.outbox),
    replies,
    statusLinks,
  });
  // A person's reply (or a candidate's message, or withdrawal): the assignee hears of it.
  const notifier = createReplyNotifier({ settings: notifications, wake: wake(BACKGROUND.outbox) });

  // Public reads and the site.
  const reads = createPublicReads({ db, totals });
  const previews = createBlogPreviews({ db, sessionSecret: config.sessionSecret });
  // A booking link's page reads its slots in-process (scheduling).
  const bookingPages: { view: Interviews['view'] } = {
    view: (token, timeZone) => interviews.view(token, timeZone),
  };
  // One keyed hash of visitors' addresses for every limit (the forms', the search's).
  const addressKey = addressKeyer(config.sessionSecret);
  const publicSearch = createPublicSearch({ db, security, addressKey });
  const apiCache = publicApiCache(content, { counts: metrics.cache });
  const releases = createDesktopReleases({ db, store: storage.desktop });

  // Search (issue 33): the palette, past candidates and duplicates, resume texts, site pages.
  const adminSearch = createAdminSearch({ db });
  const candidates = createCandidates({ db });
  const resumeIndexer = createResumeIndexer({ db, storage, logger });
  const sitePages = createSitePageIndex({ db, logger, pages: () => renderer.sitePages() });

  // Submissions and the team's work on them.
  const submissions = createSubmissions({
    db,
    storage,
    logger,
    security,
    announcer,
    applicationStored: wake(RESUME_TEXT_LOOP),
    publicUrl: config.publicUrl,
    addressKey,
  });
  const review = createSubmissionReview({ db, announcer });
  const conversations = createConversations({ db, storage, logger, announcer, totals });
  const workspace = createWorkspace({ db, conversations });
  const emails = createPersonalEmails({ db, announcer, review });
  const overview = createOverview({ db });
  const inquiries = createInquiries({ db, totals });
  const applications = createApplications({ db, storage, totals });
  // After an erasure, the rows' old versions on disk (one process runs each request).
  const diskCleanup = createDiskCleanup({ db, logger });
  const diskCleanupRequested = { wake: wake(BACKGROUND.diskCleanup) };
  const privacy = createPrivacy({ db, storage, logger, diskCleanup: diskCleanupRequested });
  // The candidate's own page, by the private link of the acknowledgement.
  const statusPages = createStatusPages({
    db,
    announcer,
    notifier,
    privacy,
    settings: notifications,
    issuer: statusLinks,
    limits: createStatusLimits({ db, security, secret: config.sessionSecret }),
    totals,
  });
  // The site's pages, rendered on the server with these reads.
  // A review link's page reads its candidates in-process (the staffing desk).
  const reviewPages: { view: ReviewLinks['view'] } = {
    view: (token) => reviewLinks.view(token),
  };
  const renderer = createRenderService({
    reads,
    previews,
    bookings: bookingPages,
    search: publicSearch,
    reviews: reviewPages,
    statusPages,
    content,
    logger,
    siteDist: config.siteDist,
    publicUrl: config.publicUrl,
    counts: metrics.cache,
  });

  // Content.
  const blogs = createBlogs({ db, storage, content, logger });
  const drafts = createBlogDrafts({ db });
  const jobs = createJobs({ db, content });

  // The team and accounts.
  const team = createTeam({ db });
  const twoFactor = createTwoFactor({ db, secrets });
  const account = createAccount({ db, security, team, twoFactor });
  const invitations = createInvitations({ db, announcer, links: notifications, security });
  const passwordResets = createPasswordResets({ db, announcer, security, links: notifications });

  // Incoming mail: one service whichever way it comes (SMTP receiver, IMAP poll, webhook).
  const inbound = createInboundMail({
    db,
    storage,
    logger,
    maxBytes: inboundSettings.maxBytes,
    notifier,
    totals,
  });
  const smtpReceiver =
    inboundSettings.smtpPort !== undefined
      ? createSmtpReceiver({
          inbound,
          logger,
          host: inboundSettings.smtpHost,
          port: inboundSettings.smtpPort,
          replyDomain: inboundSettings.replyDomain,
          replyMailbox: inboundSettings.replyMailbox,
        })
      : undefined;
  const imapPoller = inboundSettings.imapUrl
    ? createImapPoller({
        inbound,
        logger,
        url: inboundSettings.imapUrl,
        mailbox: inboundSettings.imapMailbox,
        pollSeconds: inboundSettings.imapPollSeconds,
      })
    : undefined;

  // Scheduling (issue 31): availability and calendar feeds, interviews and calls, scorecards.
  const scheduling = resolveScheduling(config.scheduling);
  const calendarFeeds = createCalendarFeeds({ db, secrets, logger, config: scheduling });
  const availability = createAvailability({ db, secrets, feeds: calendarFeeds });
  const interviews = createInterviews({
    db,
    settings: notifications,
    config: scheduling,
    wake: wake(BACKGROUND.outbox),
  });
  const scorecards = createScorecards({ db });
  const schedulingReminders = createSchedulingReminders({
    db,
    settings: notifications,
    wake: wake(BACKGROUND.outbox),
  });
  const bookingLimits = createBookingLimits({
    db,
    security,
    sessionSecret: config.sessionSecret,
  });
  // Where visitors and submissions come from, and the reports (issue 32).
  const pageViews = createPageViews({ db, publicUrl: config.publicUrl, now });
  const trackedLinks = createTrackedLinks({ db });
  const reports = createReports({ db, now });

  // The staffing desk (issue 34): clients, job orders, submittals, review links, the desk.
  const clients = createClients({ db, content });
  const staffingSettings = createStaffingSettings({ db });
  const reviewLinks = createReviewLinks({
    db,
    storage,
    settings: notifications,
    wake: wake(BACKGROUND.outbox),
    now,
  });
  const clientReviewLinks = createClientReviewLinks({ db, now });
  // A submittal e-mails its review link to the client's hiring manager through the outbox.
  const submittals = createSubmittals({
    db,
    storage,
    settings: notifications,
    links: reviewLinks,
    wake: wake(BACKGROUND.outbox),
  });
  const desk = createDesk({ db, submittals, now });

  // Background work: one scheduler runs it all.
  const closings = createJobClosingWatcher(content);
  const retention = createRetention({
    db,
    storage,
    logger,
    outboxBodyDays: config.dataProtection?.outboxBodyRetentionDays,
    diskCleanup: diskCleanupRequested,
    now,
  });
  const scheduledPublisher = createScheduledPublisher({ db, cache: content, logger, now });
  const digests = createDailyDigests({
    db,
    settings: notifications,
    queued: wake(BACKGROUND.outbox),
    now,
  });
  const sessionSweep = createSessionSweep({ db });
  const scheduler = createScheduler({
    db,
    logger,
    now,
    onRun: metrics.jobRun,
    jobs: [
      {
        name: BACKGROUND.scheduledPublishing,
        periodMs: SCHEDULE_TICK_MS,
        run: () => scheduledPublisher.runDue(),
      },
      // Looked at each hour; the day's run is claimed in job_runs (a failed one is retried).
      { name: BACKGROUND.retention, periodMs: HOUR, run: () => retention.runDue() },
      {
        name: BACKGROUND.jobClosing,
        periodMs: JOB_CLOSING_PERIOD_MS,
        checkMs: MINUTE,
        run: () => closings.runDue(),
      },
      { name: BACKGROUND.digests, periodMs: MINUTE, run: () => digests.runDue() },
      { name: BACKGROUND.sessionSweep, periodMs: HOUR, run: () => sessionSweep.runDue() },
      {
        name: BACKGROUND.calendarFeeds,
        periodMs: scheduling.feeds.refreshMinutes * MINUTE,
        run: () => calendarFeeds.runDue(),
      },
      // Reminders 24 h and 1 h before, and a missing scorecard a day after (each sent once).
      {
        name: BACKGROUND.schedulingReminders,
        periodMs: MINUTE,
        run: () => schedulingReminders.runDue(),
      },
      ...(imapPoller
        ? [{ name: imapPoller.name, periodMs: imapPoller.periodMs, run: () => imapPoller.runDue() }]
        : []),
      // The day's visitor salt and hashes go once the day is over (looked at every 10 minutes).
      {
        name: BACKGROUND.visitSalts,
        periodMs: 10 * MINUTE,
        run: () => pageViews.forgetPastDays(),
      },
    ],
    loops: [
      // Every process delivers (message by message claims); what this one commits goes at once.
      {
        name: BACKGROUND.outbox,
        retryMs: notifications.outbox.pollSeconds * 1000,
        run: () => outboxWorker.runDue(),
      },
      // Requests are claimed with a lease; every process looks for ones left by a crash.
      {
        name: BACKGROUND.diskCleanup,
        retryMs: DISK_CLEANUP_EVERY_MS,
        run: async () => {
          await diskCleanup.runDue();
          return DISK_CLEANUP_EVERY_MS;
        },
      },
      // Resume texts extracted for search, claimed a few at a time under a lease; woken when an
      // application is stored.
      resumeIndexer.loop,
      // Page views taken in memory go to the day's rollups each second (close() flushes the rest).
      { name: BACKGROUND.pageViews, retryMs: PAGE_VIEWS_FLUSH_MS, run: () => pageViews.flush() },
    ],
  });

  return {
    security,
    notifications,
    metrics,
    health: createHealth({ db }),
    outboxWorker,
    reads,
    previews,
    renderer,
    apiCache,
    releases,
    submissions,
    review,
    workspace,
    conversations,
    inboundSettings,
    inbound,
    smtpReceiver,
    imapPoller,
    emails,
    overview,
    inquiries,
    applications,
    privacy,
    statusPages,
    blogs,
    drafts,
    jobs,
    team,
    twoFactor,
    account,
    invitations,
    passwordResets,
    auditLog: createAuditLog({ db, totals }),
    notificationsAdmin: createNotificationsAdmin({
      db,
      settings: notifications,
      announcer,
      secrets,
    }),
    unsubscribe: createUnsubscribe({ db, settings: notifications, announcer }),
    pageViews,
    trackedLinks,
    reports,
    scheduler,
    availability,
    calendarFeeds,
    interviews,
    scorecards,
    schedulingReminders,
    bookingLimits,
    publicSearch,
    adminSearch,
    candidates,
    resumeIndexer,
    sitePages,
    clients,
    staffingSettings,
    reviewLinks,
    clientReviewLinks,
    submittals,
    desk,
  };
}

export type Services = ReturnType<typeof composeServices>;
