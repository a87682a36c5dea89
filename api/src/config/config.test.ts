import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
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
