import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { Webhook } from 'standardwebhooks';
import { newPassword } from '@northbeam/shared/contract/admin';
import { isAllowedWebhookUrl } from '@northbeam/shared/contract/notifications';
import { REPO_ROOT, resolveFromRoot } from '../paths';
import { ENCRYPTION_KEY_FORMAT, encryptionKeyFile, isEncryptionKey } from './encryption-key';
import { loadSchedulingConfig, type SchedulingConfig } from './scheduling-config';

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), {
    error: 'expected true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Abuse protection and session lifetimes (README "Security"); every knob has a safe default. */
export interface SecurityConfig {
  /** A session unused this long is signed out (sliding). */
  sessionIdleMinutes: number;
  /** A session older than this is signed out, however active. */
  sessionMaxHours: number;
  /** Failed sign-ins per account before it is locked for a while. */
  loginMaxAttempts: number;
  /** Failed sign-ins per client address before that address is locked for a while. */
  loginIpMaxAttempts: number;
  /** The first lock; each further failure while over the limit doubles it. */
  loginLockSeconds: number;
  /** The longest lock. */
  loginLockMaxMinutes: number;
  /** Public form submissions (contact, consultation, application) per client address per window. */
  formRateLimit: number;
  formRateWindowMinutes: number;
  /** A form sent faster than this after it was shown is stored marked "possible spam"; 0: off. */
  formMinFillMs: number;
  /**
   * Password-reset requests and link uses per client address per hour (each account also gets at
   * most 3 reset e-mails an hour, silently: the answer never tells whether an account exists).
   */
  accountLinkRateLimit: number;
  /** Turns sign-in and form limits off. ONLY for the benchmark and load/fault tests. */
  rateLimitDisabled: boolean;
}

/** How the outbox worker retries (README "Notifications"). */
export interface OutboxConfig {
  /** The first retry waits this long; each further one twice as long (capped at an hour). */
  retryBaseSeconds: number;
  /** Attempts before a message is "failed". */
  maxAttempts: number;
  /** How long a process may hold a message it is sending before another may take it over. */
  leaseSeconds: number;
  /** How often each process looks for due messages (its own new ones go at once). */
  pollSeconds: number;
}

export const DEFAULT_OUTBOX: OutboxConfig = {
  retryBaseSeconds: 30,
  maxAttempts: 10,
  leaseSeconds: 120,
  pollSeconds: 2,
};

export interface NotificationConfig {
  /** undefined: e-mails stay in the outbox as "not sent: no mail server configured". */
  smtpUrl: string | undefined;
  /** undefined: the company's name at no-reply@ the public host. */
  mailFrom: string | undefined;
  /** Staff addresses told about every new submission. */
  notifyEmails: string[];
  /** One endpoint from the environment, besides those configured in the admin. */
  webhook: { url: string; secret: string } | undefined;
  outbox: OutboxConfig;
  /** The local hour at which daily digests go out. */
  digestHour: number;
}

function isWebhookSecret(value: string): boolean {
  const bytes = Buffer.from(value.replace(/^whsec_/, ''), 'base64');
  if (bytes.length < 24 || bytes.length > 64) return false;
  try {
    new Webhook(value);
    return true;
  } catch {
    return false;
  }
}

/** Replies and incoming mail (README "Replies and incoming mail"). */
export interface InboundConfig {
  /** Replies go to reply+{token}@ this domain (its MX or relay reaches the product). */
  replyDomain: string | undefined;
  /** Without a reply domain: the one mailbox replies go to (the product reads it, e.g. by IMAP). */
  replyMailbox: string | undefined;
  /** The built-in SMTP receiver's port; undefined: off. */
  smtpPort: number | undefined;
  smtpHost: string;
  /** A mailbox polled over IMAP (imap:// or imaps://user:password@host[:port]); undefined: off. */
  imapUrl: string | undefined;
  imapMailbox: string;
  imapPollSeconds: number;
  /** The Standard Webhooks secret of POST /api/inbound/email; undefined: that call is off. */
  webhookSecret: string | undefined;
  /** The largest message taken, in bytes, as received (attachments encoded). */
  maxBytes: number;
}

export const DEFAULT_INBOUND: InboundConfig = {
  replyDomain: undefined,
  replyMailbox: undefined,
  smtpPort: undefined,
  smtpHost: '127.0.0.1',
  imapUrl: undefined,
  imapMailbox: 'INBOX',
  imapPollSeconds: 60,
  webhookSecret: undefined,
  maxBytes: 25 * 1024 * 1024,
};

/** A host name that may follow the @ of an address (letters, digits, hyphens, dots). */
const isDomain = (value: string) =>
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value) ||
  value === 'localhost';

export const DEFAULT_SECURITY: SecurityConfig = {
  sessionIdleMinutes: 60,
  sessionMaxHours: 12,
  loginMaxAttempts: 5,
  loginIpMaxAttempts: 20,
  loginLockSeconds: 30,
  loginLockMaxMinutes: 15,
  formRateLimit: 10,
  formRateWindowMinutes: 10,
  formMinFillMs: 3000,
  accountLinkRateLimit: 10,
  rateLimitDisabled: false,
};

const positive = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'expected a number' })
      .positive({ error: 'expected a number above 0' })
      .default(fallback),
  );
const positiveInt = (fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'expected a whole number' })
      .int({ error: 'expected a whole number' })
      .positive({ error: 'expected a whole number above 0' })
      .default(fallback),
  );

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected a port number' })
        .int({ error: 'expected a whole port number' })
        .min(0, { error: 'expected a port number between 0 and 65535' })
        .max(65535, { error: 'expected a port number between 0 and 65535' })
        .default(3000),
    ),
    HOST: z.preprocess(blankToUndefined, z.string().min(1).default('127.0.0.1')),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'expected a postgres:// or postgresql:// URL' })
        .optional(),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
    SESSION_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, { error: 'expected at least 32 characters' }).optional(),
    ),
    ADMIN_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ error: 'expected an e-mail address' }).optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().optional()),
    SEED_DEMO: z.preprocess(blankToUndefined, booleanFlag.optional()),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    SITE_DIST: z.preprocess(blankToUndefined, z.string().default(join(REPO_ROOT, 'site', 'dist'))),
    TRUST_PROXY: z.preprocess(blankToUndefined, booleanFlag.default(false)),
    // A scraper elsewhere presents it as a bearer token (GET /metrics; loopback needs none).
    METRICS_TOKEN: z.preprocess(
      blankToUndefined,
      z.string().trim().min(32, { error: 'expected at least 32 characters' }).optional(),
    ),
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
    ),
    // Other origins (scheme://host[:port]) whose pages may send signed-in changes (CSRF).
    TRUSTED_ORIGINS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(
          z.array(
            z.url({ protocol: /^https?$/, error: 'expected comma-separated http(s) origins' }),
          ),
        )
        .default([]),
    ),
    SESSION_IDLE_MINUTES: positive(DEFAULT_SECURITY.sessionIdleMinutes),
    SESSION_MAX_HOURS: positive(DEFAULT_SECURITY.sessionMaxHours),
    LOGIN_MAX_ATTEMPTS: positiveInt(DEFAULT_SECURITY.loginMaxAttempts),
    LOGIN_IP_MAX_ATTEMPTS: positiveInt(DEFAULT_SECURITY.loginIpMaxAttempts),
    LOGIN_LOCK_SECONDS: positive(DEFAULT_SECURITY.loginLockSeconds),
    LOGIN_LOCK_MAX_MINUTES: positive(DEFAULT_SECURITY.loginLockMaxMinutes),
    FORM_RATE_LIMIT: positiveInt(DEFAULT_SECURITY.formRateLimit),
    FORM_RATE_WINDOW_MINUTES: positive(DEFAULT_SECURITY.formRateWindowMinutes),
    FORM_MIN_FILL_MS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected a number of milliseconds' })
        .int({ error: 'expected a whole number of milliseconds' })
        .min(0, { error: 'expected 0 or more milliseconds' })
        .default(DEFAULT_SECURITY.formMinFillMs),
    ),
    ACCOUNT_LINK_RATE_LIMIT: positiveInt(DEFAULT_SECURITY.accountLinkRateLimit),
    RATE_LIMIT_DISABLED: z.preprocess(blankToUndefined, booleanFlag.default(false)),
    // Uploads in S3-compatible object storage (several API processes); local disk when unset.
    S3_BUCKET: z.preprocess(blankToUndefined, z.string().min(3).optional()),
    S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
    ),
    S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(blankToUndefined, booleanFlag.default(false)),
    // Notifications (README "Notifications").
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().trim().min(3).optional()),
    NOTIFY_EMAIL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.email({ error: 'expected comma-separated e-mail addresses' })))
        .default([]),
    ),
    WEBHOOK_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isAllowedWebhookUrl, {
          error: 'expected an https:// URL (http:// only for a loopback host)',
        })
        .optional(),
    ),
    WEBHOOK_SECRET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isWebhookSecret, {
          error: 'expected a Standard Webhooks secret: whsec_ and base64 of 24 to 64 bytes',
        })
        .optional(),
    ),
    OUTBOX_RETRY_BASE_SECONDS: positive(DEFAULT_OUTBOX.retryBaseSeconds),
    OUTBOX_MAX_ATTEMPTS: positiveInt(DEFAULT_OUTBOX.maxAttempts),
    OUTBOX_LEASE_SECONDS: positive(DEFAULT_OUTBOX.leaseSeconds),
    OUTBOX_POLL_SECONDS: positive(DEFAULT_OUTBOX.pollSeconds),
    DIGEST_HOUR: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected an hour from 0 to 23' })
        .int({ error: 'expected an hour from 0 to 23' })
        .min(0, { error: 'expected an hour from 0 to 23' })
        .max(23, { error: 'expected an hour from 0 to 23' })
        .default(8),
    ),
    OUTBOX_BODY_RETENTION_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected a whole number of days (0: keep)' })
        .int({ error: 'expected a whole number of days (0: keep)' })
        .min(0, { error: 'expected a whole number of days (0: keep)' })
        .default(90),
    ),
    // Replies and incoming mail (README "Replies and incoming mail").
    REPLY_DOMAIN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toLowerCase()
        .refine(isDomain, { error: 'expected a domain name such as reply.example.com' })
        .optional(),
    ),
    REPLY_MAILBOX: z.preprocess(
      blankToUndefined,
      z.email({ error: 'expected an e-mail address' }).optional(),
    ),
    INBOUND_SMTP_PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected a port number' })
        .int({ error: 'expected a whole port number' })
        .min(1, { error: 'expected a port number between 1 and 65535' })
        .max(65535, { error: 'expected a port number between 1 and 65535' })
        .optional(),
    ),
    INBOUND_SMTP_HOST: z.preprocess(
      blankToUndefined,
      z.string().trim().min(1).default(DEFAULT_INBOUND.smtpHost),
    ),
    IMAP_URL: z.preprocess(
      blankToUndefined,
      z
        .url({
          protocol: /^imaps?$/,
          error: 'expected an imap:// or imaps:// URL with user and password',
        })
        .refine((v) => Boolean(new URL(v).username && new URL(v).password), {
          error: 'expected an imap:// or imaps:// URL with user and password',
        })
        .optional(),
    ),
    IMAP_MAILBOX: z.preprocess(
      blankToUndefined,
      z.string().trim().min(1).default(DEFAULT_INBOUND.imapMailbox),
    ),
    IMAP_POLL_SECONDS: positive(DEFAULT_INBOUND.imapPollSeconds),
    INBOUND_WEBHOOK_SECRET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine(isWebhookSecret, {
          error: 'expected a Standard Webhooks secret: whsec_ and base64 of 24 to 64 bytes',
        })
        .optional(),
    ),
    INBOUND_MAX_BYTES: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'expected a number of bytes' })
        .int({ error: 'expected a whole number of bytes' })
        .min(64 * 1024, { error: 'expected at least 65536 bytes' })
        .max(1024 * 1024 * 1024, { error: 'expected at most 1073741824 bytes (1 GiB)' })
        .default(DEFAULT_INBOUND.maxBytes),
    ),
    DATA_ENCRYPTION_KEY: z.preprocess(
      blankToUndefined,
      z.string().refine(isEncryptionKey, { error: ENCRYPTION_KEY_FORMAT }).optional(),
    ),
    DATA_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean),
        )
        .refine((keys) => keys.every(isEncryptionKey), {
          error: `expected comma-separated keys, each ${ENCRYPTION_KEY_FORMAT}`,
        })
        .default([]),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'required when ADMIN_EMAIL is set',
      });
    }
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'required when ADMIN_PASSWORD is set',
      });
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const check = newPassword(env.ADMIN_EMAIL).safeParse(env.ADMIN_PASSWORD);
      if (!check.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: check.error.issues[0]?.message ?? 'invalid',
        });
      }
    }
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: 'required when WEBHOOK_URL is set (whsec_ and base64 of 24 to 64 random bytes)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'required in production (at least 32 random characters)',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      !env.DATA_ENCRYPTION_KEY &&
      !existsSync(encryptionKeyFile(resolveFromRoot(env.DATA_DIR)))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: `required in production (${ENCRYPTION_KEY_FORMAT}), or a key file at ${encryptionKeyFile(env.DATA_DIR)}`,
      });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute. */
  dataDir: string;
  /** Set after resolveSessionSecret(); may be generated and persisted in dataDir. */
  sessionSecret: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** undefined: the default (seed a fresh embedded database only). */
  seedDemo: boolean | undefined;
  logLevel: string;
  siteDist: string;
  trustProxy: boolean;
  /** The bearer token a scraper that is not on this machine presents to GET /metrics. */
  metricsToken: string | undefined;
  publicUrl: string | undefined;
  /** Origins besides PUBLIC_URL whose pages may send cookie-authenticated changes. */
  trustedOrigins: string[];
  security: SecurityConfig;
  /** Object storage for uploads; undefined: local disk under dataDir. */
  s3: S3Config | undefined;
  notifications: NotificationConfig;
  dataProtection: DataProtectionConfig;
  inbound: InboundConfig;
  /** Booking links, notice periods and staff calendar feeds (scheduling-config.ts). */
  scheduling: SchedulingConfig;
}

/** Personal data and secrets at rest (README "Privacy" and "Security"). */
export interface DataProtectionConfig {
  /** Days a sent outbox message keeps its content; 0 keeps it. */
  outboxBodyRetentionDays: number;
  /** DATA_ENCRYPTION_KEY (32 bytes, base64 or hex); undefined: the key file in DATA_DIR. */
  encryptionKey: string | undefined;
  /** Keys still accepted for reading, during a rotation (DATA_ENCRYPTION_KEY_PREVIOUS). */
  previousEncryptionKeys: string[];
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the variable and the reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.map(String).join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  let scheduling: SchedulingConfig;
  try {
    scheduling = loadSchedulingConfig(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    scheduling,
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolveFromRoot(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    siteDist: resolveFromRoot(e.SITE_DIST),
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    trustedOrigins: e.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    security: {
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionMaxHours: e.SESSION_MAX_HOURS,
      loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
      loginIpMaxAttempts: e.LOGIN_IP_MAX_ATTEMPTS,
      loginLockSeconds: e.LOGIN_LOCK_SECONDS,
      loginLockMaxMinutes: e.LOGIN_LOCK_MAX_MINUTES,
      formRateLimit: e.FORM_RATE_LIMIT,
      formRateWindowMinutes: e.FORM_RATE_WINDOW_MINUTES,
      formMinFillMs: e.FORM_MIN_FILL_MS,
      accountLinkRateLimit: e.ACCOUNT_LINK_RATE_LIMIT,
      rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    notifications: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      notifyEmails: e.NOTIFY_EMAIL,
      webhook:
        e.WEBHOOK_URL && e.WEBHOOK_SECRET
          ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET }
          : undefined,
      outbox: {
        retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS,
        maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
        leaseSeconds: e.OUTBOX_LEASE_SECONDS,
        pollSeconds: e.OUTBOX_POLL_SECONDS,
      },
      digestHour: e.DIGEST_HOUR,
    },
    dataProtection: {
      outboxBodyRetentionDays: e.OUTBOX_BODY_RETENTION_DAYS,
      encryptionKey: e.DATA_ENCRYPTION_KEY,
      previousEncryptionKeys: e.DATA_ENCRYPTION_KEY_PREVIOUS,
    },
    inbound: {
      replyDomain: e.REPLY_DOMAIN,
      replyMailbox: e.REPLY_MAILBOX,
      smtpPort: e.INBOUND_SMTP_PORT,
      smtpHost: e.INBOUND_SMTP_HOST,
      imapUrl: e.IMAP_URL,
      imapMailbox: e.IMAP_MAILBOX,
      imapPollSeconds: e.IMAP_POLL_SECONDS,
      webhookSecret: e.INBOUND_WEBHOOK_SECRET,
      maxBytes: e.INBOUND_MAX_BYTES,
    },
  };
}

/**
 * Outside production an unset SESSION_SECRET is generated once and kept in DATA_DIR, so sessions
 * survive restarts without any setup.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
