import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SECURITY, loadConfig } from './config';
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
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/var/lib/app',
      admin: { email: 'boss@example.com', password: 'correct horse battery' },
      seedDemo: false,
      trustProxy: true,
    });
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
