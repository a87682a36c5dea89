/**
 * The composition root: every service of the API built once, here, each from the named
 * dependencies it uses (configuration resolved once: the security settings, the notification
 * settings). app.ts hands each router only the services it calls.
 */
import { randomBytes } from 'node:crypto';
import { publicApiCache } from './cache/api-cache';
import type { AppDeps } from './deps';
import { createAccount } from './services/account.service';
import { createApplications } from './services/application.service';
import { createAuditLog } from './services/audit-log.service';
import { createBlogDrafts } from './services/blog-drafts.service';
import { createBlogPreviews } from './services/blog-preview.service';
import { createBlogs } from './services/blog.service';
import { createDesktopReleases } from './services/desktop/desktop-releases.service';
import { createDiskCleanup } from './services/disk-cleanup.service';
import { createHealth } from './services/health.service';
import { createInquiries } from './services/inquiries.service';
import { createJobClosingWatcher } from './services/job-closing-watcher';
import { createJobs } from './services/job.service';
import { createAnnouncer } from './services/notifications/announcer';
import { resolveNotificationSettings } from './services/notifications/notification-settings';
import { createNotificationsAdmin } from './services/notifications/notifications-admin.service';
import { createOutboxWorker } from './services/notifications/outbox-worker';
import { createUnsubscribe } from './services/notifications/unsubscribe.service';
import { createOverview } from './services/overview.service';
import { createPersonalEmails } from './services/personal-email.service';
import { createPrivacy } from './services/privacy.service';
import { createPublicReads } from './services/public-reads.service';
import { resolveSecurity } from './services/rate-limit.service';
import { createRetention } from './services/retention.service';
import { createScheduledPublisher } from './services/scheduled-publisher';
import { createScheduler } from './scheduler/scheduler';
import { createAdminSearch } from './services/search/admin-search.service';
import { createCandidates } from './services/search/candidates.service';
import { addressKeyFrom, createPublicSearch } from './services/search/public-search.service';
import { createResumeIndexer, RESUME_TEXT_LOOP } from './services/search/resume-indexer';
import { createSitePageIndex } from './services/search/site-pages-index';
import { createSecretBox } from './services/secrets/secret-box';
import { createSubmissionReview } from './services/submission-review.service';
import { createSubmissions } from './services/submissions.service';
import { createInvitations } from './services/team/invitations.service';
import { createPasswordResets } from './services/team/password-reset.service';
import { createTeam } from './services/team/team.service';
import { createTwoFactor } from './services/team/two-factor.service';
import { createWorkspace } from './services/workspace.service';
import { createRenderService } from './ssr/render-service';

export function composeServices(deps: AppDeps) {
  const { db, storage, logger, config, cache: content } = deps;
  const { totals } = content;

  // Configuration, resolved once.
  const security = resolveSecurity(config.security);
  const notifications = resolveNotificationSettings(config);
  const secrets = deps.secrets ?? createSecretBox({ current: randomBytes(32), previous: [] });

  // What is sent: the outbox, and what writes into it.
  const outboxWorker = createOutboxWorker({ db, logger, settings: notifications, secrets });
  const announcer = createAnnouncer({ settings: notifications, wake: () => outboxWorker.wake() });

  // Public reads and the site.
  const reads = createPublicReads({ db, totals });
  const previews = createBlogPreviews({ db, sessionSecret: config.sessionSecret });
  const publicSearch = createPublicSearch({
    db,
    security,
    addressKey: addressKeyFrom(config.sessionSecret),
  });
  const renderer = createRenderService({
    reads,
    previews,
    search: publicSearch,
    content,
    logger,
    siteDist: config.siteDist,
    publicUrl: config.publicUrl,
  });
  const apiCache = publicApiCache(content);
  const releases = createDesktopReleases({ db, store: storage.desktop });

  // Search (issue 33): the palette, past candidates and duplicates, resume texts, site pages.
  const adminSearch = createAdminSearch({ db });
  const candidates = createCandidates({ db });
  const resumeIndexer = createResumeIndexer({ db, storage, logger });
  // The resume texts' loop in a scheduler of its own until every timer lives in one: then
  // register resumeIndexer.loop there and wake it by RESUME_TEXT_LOOP.
  const searchLoops = createScheduler({ db, logger, jobs: [], loops: [resumeIndexer.loop] });
  const sitePages = createSitePageIndex({ db, logger, pages: () => renderer.sitePages() });

  // Submissions and the team's work on them.
  const submissions = createSubmissions({
    db,
    storage,
    logger,
    security,
    announcer,
    applicationStored: () => searchLoops.wake(RESUME_TEXT_LOOP),
  });
  const review = createSubmissionReview({ db, announcer });
  const workspace = createWorkspace({ db });
  const emails = createPersonalEmails({ db, announcer, review });
  const overview = createOverview({ db });
  const inquiries = createInquiries({ db, totals });
  const applications = createApplications({ db, storage, totals });
  // After an erasure, the rows' old versions on disk (one process runs each request).
  const diskCleanup = createDiskCleanup({ db, logger });
  const privacy = createPrivacy({ db, storage, logger, diskCleanup });

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

  // Background work.
  const closings = createJobClosingWatcher(content);
  const retention = createRetention({
    db,
    storage,
    logger,
    outboxBodyDays: config.dataProtection?.outboxBodyRetentionDays,
    diskCleanup,
  });
  const scheduledPublisher = createScheduledPublisher({ db, cache: content, logger });

  return {
    security,
    notifications,
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
    emails,
    overview,
    inquiries,
    applications,
    diskCleanup,
    privacy,
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
    closings,
    retention,
    scheduledPublisher,
    publicSearch,
    adminSearch,
    candidates,
    resumeIndexer,
    searchLoops,
    sitePages,
  };
}

export type Services = ReturnType<typeof composeServices>;
