import type { Logger } from 'pino';
import type { ContentCache } from './cache/content-cache';
import type {
  Config,
  DataProtectionConfig,
  InboundConfig,
  NotificationConfig,
  SecurityConfig,
} from './config/config';
import type { Db } from './db/connection';
import type { AnswerMismatch } from './routes/declared-routes';
import type { SchedulingOptions } from './config/scheduling-config';
import type { SecretBox } from './services/secrets/secret-box';
import type { Storage } from './storage/storage';

/** What the app is built from; server.ts and the test server inject these. */
export interface AppDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** What is kept from public content, cleared by the blog and job writes (and other processes'). */
  cache: ContentCache;
  config: Pick<Config, 'env' | 'siteDist' | 'trustProxy' | 'publicUrl'> &
    Partial<Pick<Config, 'trustedOrigins' | 'metricsToken'>> & {
      sessionSecret: string;
      /** Abuse limits and session lifetimes; missing knobs take DEFAULT_SECURITY. */
      security?: Partial<SecurityConfig>;
      /** E-mail, webhooks and the outbox; missing: no mail server, no webhooks, default retries. */
      notifications?: Partial<NotificationConfig>;
      /** The port links in e-mails use when there is no PUBLIC_URL. */
      port?: number;
      /** Retention of sent messages' content; missing: the defaults. */
      dataProtection?: Partial<Pick<DataProtectionConfig, 'outboxBodyRetentionDays'>>;
      /** Replies and incoming mail; missing: the defaults (no reply routing, receivers off). */
      inbound?: Partial<InboundConfig>;
      /** Booking windows, notice periods, calendar feeds; missing knobs take the defaults. */
      scheduling?: SchedulingOptions;
    };
  /**
   * Seals and opens the secrets stored in the database (server.ts: from DATA_ENCRYPTION_KEY or
   * the key file). Missing: a key made for this process only, which tests use with a new database.
   */
  secrets?: SecretBox;
  /**
   * Tests: every JSON answer is checked against its route's declared output; a mismatch is
   * recorded here and answered 500 (routes/declared-routes.ts).
   */
  checkAnswers?: AnswerMismatch[];
  /**
   * false: the scheduler is not started, so this process runs no background work (no outbox
   * delivery, no periodic jobs): a test that drives the jobs itself.
   */
  outbox?: boolean;
  /** The clock of the background work (the scheduler and its jobs); tests move it. */
  clock?: () => Date;
  /** False while draining on SIGTERM: /readyz answers 503. */
  isReady?: () => boolean;
}
