import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { newPassword } from '@northbeam/shared/contract/admin';
import { REPO_ROOT, resolveFromRoot } from '../paths';

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
    PUBLIC_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
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
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'required in production (at least 32 random characters)',
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
  publicUrl: string | undefined;
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
  return {
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
    publicUrl: e.PUBLIC_URL,
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
