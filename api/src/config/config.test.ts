import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_INBOUND,
  DEFAULT_OUTBOX,
  DEFAULT_SECURITY,
  loadConfig,
} from './config';
import { REPO_ROOT } from '../paths';

const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);
const failure = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database under <repo>/data', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: `${REPO_ROOT}/data`,
      seedDemo: undefined,
      env: 'development',
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATA_DIR: '/var/lib/app',
      SESSION_SECRET: 's'.repeat(40),
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://www.example.com',
      METRICS_TOKEN: 'm'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/var/lib/app',
      admin: { email: 'boss@example.com', password: 'correct horse battery' },
      seedDemo: false,
      trustProxy: true,
      metricsToken: 'm'.repeat(32),
    });
    expect(load({}).metricsToken).toBeUndefined();
  });

  it('stops with one line naming the variable and the reason', () => {
    expect(failure({ PORT: 'abc' })).toBe('Invalid configuration: PORT: expected a port number');
    expect(failure({ PORT: '70000' })).toMatch(/^Invalid configuration: PORT: /);
    expect(failure({ DATABASE_URL: 'mysql://x' })).toBe(
      'Invalid configuration: DATABASE_URL: expected a postgres:// or postgresql:// URL',
    );
    expect(failure({ ADMIN_EMAIL: 'a@b.co' })).toBe(
      'Invalid configuration: ADMIN_PASSWORD: required when ADMIN_EMAIL is set',
    );
    expect(failure({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toMatch(
      /^Invalid configuration: ADMIN_PASSWORD: Password must be at least 12 characters$/,
    );
    expect(failure({ NODE_ENV: 'production' })).toMatch(/^Invalid configuration: SESSION_SECRET: /);
    expect(failure({ SEED_DEMO: 'maybe' })).toBe(
      'Invalid configuration: SEED_DEMO: expected true or false',
    );
    expect(failure({ METRICS_TOKEN: 'guessable' })).toBe(
      'Invalid configuration: METRICS_TOKEN: expected at least 32 characters',
    );
    for (const message of [failure({ LOG_LEVEL: 'loud' }), failure({ PUBLIC_URL: 'ftp://x' })]) {
      expect(message.split('\n')).toHaveLength(1);
    }
  });
});

describe('security settings', () => {
  it('defaults: 60 min idle, 12 h absolute, 5 sign-in failures per account, 20 per address', () => {
    expect(load({}).security).toEqual(DEFAULT_SECURITY);
    expect(DEFAULT_SECURITY).toMatchObject({
      sessionIdleMinutes: 60,
      sessionMaxHours: 12,
      loginMaxAttempts: 5,
      loginIpMaxAttempts: 20,
      loginLockSeconds: 30,
      loginLockMaxMinutes: 15,
      formRateLimit: 10,
      formRateWindowMinutes: 10,
      formMinFillMs: 3000,
      rateLimitDisabled: false,
    });
  });

  it('reads every knob', () => {
    const config = load({
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      LOGIN_MAX_ATTEMPTS: '3',
      LOGIN_IP_MAX_ATTEMPTS: '50',
      LOGIN_LOCK_SECONDS: '10',
      LOGIN_LOCK_MAX_MINUTES: '60',
      FORM_RATE_LIMIT: '5',
      FORM_RATE_WINDOW_MINUTES: '30',
      FORM_MIN_FILL_MS: '0',
      ACCOUNT_LINK_RATE_LIMIT: '4',
      RATE_LIMIT_DISABLED: 'true',
    });
    expect(config.security).toEqual({
      sessionIdleMinutes: 15,
      sessionMaxHours: 8,
      loginMaxAttempts: 3,
      loginIpMaxAttempts: 50,
      loginLockSeconds: 10,
      loginLockMaxMinutes: 60,
      formRateLimit: 5,
      formRateWindowMinutes: 30,
      formMinFillMs: 0,
      accountLinkRateLimit: 4,
      rateLimitDisabled: true,
    });
  });

  it('refuses nonsense with one line', () => {
    expect(failure({ LOGIN_MAX_ATTEMPTS: '0' })).toBe(
      'Invalid configuration: LOGIN_MAX_ATTEMPTS: expected a whole number above 0',
    );
    expect(failure({ SESSION_IDLE_MINUTES: 'soon' })).toMatch(
      /^Invalid configuration: SESSION_IDLE_MINUTES: /,
    );
    expect(failure({ RATE_LIMIT_DISABLED: 'maybe' })).toBe(
      'Invalid configuration: RATE_LIMIT_DISABLED: expected true or false',
    );
  });
});

describe('notification settings', () => {
  const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

  it('default to no mail server, no staff addresses, no webhook and the outbox defaults', () => {
    expect(load({}).notifications).toEqual({
      smtpUrl: undefined,
      mailFrom: undefined,
      notifyEmails: [],
      webhook: undefined,
      outbox: DEFAULT_OUTBOX,
      digestHour: 8,
    });
  });

  it('reads every variable', () => {
    expect(
      load({
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        MAIL_FROM: 'Northbeam <no-reply@northbeam.tech>',
        NOTIFY_EMAIL: ' sales@northbeam.tech, careers@northbeam.tech ,',
        WEBHOOK_URL: 'https://hooks.example.com/northbeam',
        WEBHOOK_SECRET: secret,
        OUTBOX_RETRY_BASE_SECONDS: '5',
        OUTBOX_MAX_ATTEMPTS: '4',
        OUTBOX_LEASE_SECONDS: '60',
        OUTBOX_POLL_SECONDS: '1',
        DIGEST_HOUR: '0',
      }).notifications,
    ).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Northbeam <no-reply@northbeam.tech>',
      notifyEmails: ['sales@northbeam.tech', 'careers@northbeam.tech'],
      webhook: { url: 'https://hooks.example.com/northbeam', secret },
      outbox: { retryBaseSeconds: 5, maxAttempts: 4, leaseSeconds: 60, pollSeconds: 1 },
      digestHour: 0,
    });
  });

  it('refuses nonsense with one line', () => {
    expect(failure({ SMTP_URL: 'http://mail.example.com' })).toBe(
      'Invalid configuration: SMTP_URL: expected an smtp:// or smtps:// URL',
    );
    expect(failure({ NOTIFY_EMAIL: 'sales@northbeam.tech, nobody' })).toBe(
      'Invalid configuration: NOTIFY_EMAIL.1: expected comma-separated e-mail addresses',
    );
    expect(failure({ WEBHOOK_URL: 'http://hooks.example.com/x', WEBHOOK_SECRET: secret })).toBe(
      'Invalid configuration: WEBHOOK_URL: expected an https:// URL (http:// only for a loopback host)',
    );
    expect(failure({ WEBHOOK_URL: 'https://hooks.example.com/x' })).toMatch(
      /^Invalid configuration: WEBHOOK_SECRET: required when WEBHOOK_URL is set/,
    );
    expect(failure({ WEBHOOK_SECRET: 'whsec_short' })).toMatch(
      /^Invalid configuration: WEBHOOK_SECRET: expected a Standard Webhooks secret/,
    );
    expect(failure({ DIGEST_HOUR: '24' })).toBe(
      'Invalid configuration: DIGEST_HOUR: expected an hour from 0 to 23',
    );
  });
});

describe('replies and incoming mail', () => {
  it('default to no reply routing, receivers off and 25 MB messages', () => {
    expect(load({}).inbound).toEqual(DEFAULT_INBOUND);
    expect(DEFAULT_INBOUND).toMatchObject({
      smtpPort: undefined,
      smtpHost: '127.0.0.1',
      imapUrl: undefined,
      imapMailbox: 'INBOX',
      imapPollSeconds: 60,
      webhookSecret: undefined,
      maxBytes: 25 * 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(
      load({
        REPLY_DOMAIN: 'Reply.Example.com',
        REPLY_MAILBOX: 'jobs@example.com',
        INBOUND_SMTP_PORT: '2525',
        INBOUND_SMTP_HOST: '0.0.0.0',
        IMAP_URL: 'imaps://jobs%40example.com:p%40ss@imap.example.com',
        IMAP_MAILBOX: 'Replies',
        IMAP_POLL_SECONDS: '30',
        INBOUND_WEBHOOK_SECRET: secret,
        INBOUND_MAX_BYTES: '10485760',
      }).inbound,
    ).toEqual({
      replyDomain: 'reply.example.com',
      replyMailbox: 'jobs@example.com',
      smtpPort: 2525,
      smtpHost: '0.0.0.0',
      imapUrl: 'imaps://jobs%40example.com:p%40ss@imap.example.com',
      imapMailbox: 'Replies',
      imapPollSeconds: 30,
      webhookSecret: secret,
      maxBytes: 10485760,
    });
  });

  it('refuses nonsense with one line', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ REPLY_DOMAIN: 'not a domain' }, 'REPLY_DOMAIN: expected a domain name'],
      [{ REPLY_MAILBOX: 'jobs' }, 'REPLY_MAILBOX: expected an e-mail address'],
      [{ INBOUND_SMTP_PORT: '70000' }, 'INBOUND_SMTP_PORT: expected a port number between 1'],
      [{ IMAP_URL: 'https://imap.example.com' }, 'IMAP_URL: expected an imap:// or imaps:// URL'],
      [{ IMAP_URL: 'imap://imap.example.com' }, 'IMAP_URL: expected an imap:// or imaps:// URL'],
      [{ IMAP_POLL_SECONDS: '0' }, 'IMAP_POLL_SECONDS: expected a number above 0'],
      [
        { INBOUND_WEBHOOK_SECRET: 'secret' },
        'INBOUND_WEBHOOK_SECRET: expected a Standard Webhooks',
      ],
      [{ INBOUND_MAX_BYTES: '25MB' }, 'INBOUND_MAX_BYTES: expected a number of bytes'],
      [{ INBOUND_MAX_BYTES: '100' }, 'INBOUND_MAX_BYTES: expected at least 65536 bytes'],
    ];
    for (const [env, expected] of cases) {
      const message = failure(env);
      expect(message).toContain(expected);
      expect(message.split('\n')).toHaveLength(1);
    }
  });
});
