/**
 * A real API server for integration tests, on 127.0.0.1 and a free port, with a fresh database:
 * PGlite by default (migrated once per machine, then loaded from a dump in ~0.5 s), or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server, dropped on close.
 * Independent of vitest globals: other workspaces' tests (desktop, e2e) import it too.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type Koa from 'koa';
import type { Role } from '@northbeam/shared/contract/roles';
import { createServer as createAppServer, type AppServer } from '../src/app';
import { createContentCache, type ContentCache } from '../src/cache/content-cache';
import type { InboundConfig, NotificationConfig, SecurityConfig } from '../src/config/config';
import type { SchedulingOptions } from '../src/config/scheduling-config';
import { connectPostgres, knexOnPglite, type Db } from '../src/db/connection';
import { migrate } from '../src/db/migrations';
import { answerClientErrorsAsJson } from '../src/middleware/errors';
import { createLogger } from '../src/logger';
import { upsertStaff } from '../src/services/auth.service';
import { seedDemo } from '../src/services/seed.service';
import { localStorage, type Storage } from '../src/storage/storage';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { pgliteTemplate } from './pglite-template';
import type { AnswerMismatch } from '../src/routes/declared-routes';

export interface SignedIn {
  /** A Cookie header value carrying the session (sid and its signature). */
  cookie: string;
  /** The same session as a bearer token. */
  token: string;
  email: string;
  /** The account's display name (what the admin shows for this person). */
  name: string;
  password: string;
  staffId: string;
}

export interface TestServer {
  url: string;
  app: Koa;
  db: Db;
  storage: Storage;
  /** The app's content cache (its generation tells whether a write cleared it). */
  cache: ContentCache;
  /** The background work's scheduler (look at a periodic job now, wake a loop). */
  scheduler: AppServer['scheduler'];
  dataDir: string;
  /**
   * This server's database as another process would open it (for `sameDatabase`): on PostgreSQL
   * a pool of its own, on PGlite (one connection, one process) the same handle.
   */
  shareDatabase(): SharedDatabase;
  /**
   * Creates a staff account (or reuses `email`) with `role` (default owner) and signs in through
   * POST /api/admin/login.
   */
  signIn(options?: { email?: string; password?: string; role?: Role }): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SharedDatabase {
  db: Db;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Insert the demo posts and jobs. */
  seedDemo?: boolean;
  /** Built site to serve (default: none, so `/` answers the build note). */
  siteDist?: string;
  publicUrl?: string;
  /** Listen on this port (default: any free one), e.g. to give PUBLIC_URL the server's own address. */
  port?: number;
  /** Honour X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY). */
  trustProxy?: boolean;
  /** METRICS_TOKEN: what a scraper elsewhere than loopback presents to GET /metrics. */
  metricsToken?: string;
  /** Abuse limits and session lifetimes (defaults: TEST_SECURITY). */
  security?: Partial<SecurityConfig>;
  /** Upload storage (default: local disk under the server's data folder). */
  storage?: Storage;
  /** Mail server, staff addresses, webhook and retries (default: none, as on a laptop). */
  notifications?: Partial<NotificationConfig>;
  /** Another server's database (`server.shareDatabase()`): a second process of one install. */
  sameDatabase?: SharedDatabase;
  /** false: the scheduler is not started (no outbox delivery, no periodic jobs). */
  background?: boolean;
  /** The clock of the background work (default: the system clock). */
  clock?: () => Date;
  /** Reply routing and incoming mail (default: none, receivers off). */
  inbound?: Partial<InboundConfig>;
  /** Booking windows, notice periods, calendar feeds (default: the production defaults). */
  scheduling?: SchedulingOptions;
}

/**
 * The production defaults, except limits that many tests of one file (all from 127.0.0.1) would
 * reach by accident. The security tests set the limits they test.
 */
export const TEST_SECURITY: Partial<SecurityConfig> = {
  formRateLimit: 10_000,
  loginIpMaxAttempts: 10_000,
  accountLinkRateLimit: 10_000,
  searchRateLimit: 10_000,
};

async function freshDatabase(): Promise<SharedDatabase & { share(): SharedDatabase }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const adminHandle = connectPostgres(serverUrl, { min: 0, max: 1 });
    await adminHandle.db.raw(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = connectPostgres(url.toString(), { min: 0, max: 5 });
    await migrate(handle.db);
    return {
      db: handle.db,
      share() {
        const other = connectPostgres(url.toString(), { min: 0, max: 5 });
        return { db: other.db, close: () => other.close() };
      },
      async close() {
        await handle.close();
        await adminHandle.db.raw(`drop database if exists ${name} with (force)`);
        await adminHandle.close();
      },
    };
  }
  const pglite = await PGlite.create({
    loadDataDir: await pgliteTemplate(),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = knexOnPglite(pglite);
  return {
    db,
    share: () => ({ db, close: async () => {} }),
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Both `sid` and `sid.sig` from the Set-Cookie headers, as one Cookie header value. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.sameDatabase
    ? {
        ...options.sameDatabase,
        share(): SharedDatabase {
          throw new Error('Share the first server’s database');
        },
      }
    : await freshDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'northbeam-test-'));
  const storage = options.storage ?? localStorage(dataDir);
  if (options.seedDemo) await seedDemo(database.db);
  const cache = createContentCache();
  // Every JSON answer is checked against its route's declared output (declared-routes.ts).
  const answerMismatches: AnswerMismatch[] = [];
  const built = createAppServer({
    db: database.db,
    storage,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    cache,
    config: {
      env: 'test',
      siteDist: options.siteDist ?? join(dataDir, 'no-site'),
      trustProxy: options.trustProxy ?? false,
      metricsToken: options.metricsToken,
      publicUrl: options.publicUrl,
      security: { ...TEST_SECURITY, ...options.security },
      sessionSecret: randomBytes(32).toString('base64url'),
      ...(options.notifications ? { notifications: options.notifications } : {}),
      ...(options.inbound ? { inbound: options.inbound } : {}),
      ...(options.scheduling ? { scheduling: options.scheduling } : {}),
    },
    checkAnswers: answerMismatches,
    ...(options.background === false ? { outbox: false } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // The SMTP receiver, when a test turns it on, listens before the test starts.
  await built.started;
  const server = createServer(built.listener).listen(options.port ?? 0, '127.0.0.1');
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    app: built.app,
    cache,
    scheduler: built.scheduler,
    shareDatabase: () => database.share(),
    db: database.db,
    storage,
    dataDir,
    async signIn(signInOptions = {}) {
      const email = signInOptions.email ?? `admin-${randomBytes(4).toString('hex')}@example.com`;
      const password = signInOptions.password ?? `pw-${randomBytes(12).toString('hex')}`;
      const role = signInOptions.role ?? 'owner';
      const { member } = await upsertStaff(database.db, email, password, { role });
      // The first account of a database is an owner whatever was asked: tests ask for a role.
      if (member.role !== role)
        await database.db('staff').where({ id: member.id }).update({ role });
      const response = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`signIn failed: ${response.status}`);
      const body = (await response.json()) as { token: string };
      return {
        cookie: cookieFrom(response),
        token: body.token,
        email,
        name: member.name,
        password,
        staffId: member.id,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      // Answered 500 already; this makes a test that did not look at the status fail too.
      if (answerMismatches.length) {
        throw new Error(
          `Answers that do not match their declared output: ${answerMismatches
            .map((m) => `${m.route} (${m.issue})`)
            .join('; ')}`,
        );
      }
    },
  };
}
