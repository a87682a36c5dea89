/**
 * Start: configuration, database (PGlite or PostgreSQL), migrations, administrator, demo seed,
 * listen. SIGTERM/SIGINT stop accepting, let requests in flight finish, then exit. Imported by
 * server.ts once tracing, when configured, is in place.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from './app';
import { pgCacheBus } from './cache/cache-bus';
import { createContentCache } from './cache/content-cache';
import { ConfigError, loadConfig, resolveSessionSecret, type Config } from './config/config';
import { connect, DatabaseInUseError, type DbHandle } from './db/connection';
import { migrate } from './db/migrations';
import { answerClientErrorsAsJson } from './middleware/errors';
import { createLogger } from './logger';
import { bootstrapAdmin } from './services/auth.service';
import { seedDemoOnce } from './services/seed.service';
import { createStorage } from './storage/storage';
import { EncryptionKeyError, resolveEncryptionKeys } from './config/encryption-key';
import { createSecretBox, SecretKeyError, type SecretBox } from './services/secrets/secret-box';
import { sealSecretsAtRest } from './services/secrets/secrets-at-rest';

const DRAIN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export interface MainOptions {
  /** Awaited before the process exits after a drain (tracing flushes its last spans). */
  beforeExit?: (() => Promise<void>) | undefined;
  /** Fields added to every log line (the active trace's ids when tracing is on). */
  logFields?: (() => Record<string, string>) | undefined;
}

export async function main(options: MainOptions = {}) {
  const config = readConfig();
  const logger = createLogger(config.logLevel, { mixin: options.logFields });
  const sessionSecret = resolveSessionSecret(config);
  let secrets: SecretBox;
  try {
    secrets = createSecretBox(resolveEncryptionKeys({ ...config, ...config.dataProtection }));
  } catch (error) {
    if (error instanceof EncryptionKeyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  logger.info(
    { database: config.databaseUrl ? 'postgresql' : 'embedded (PGlite)', dataDir: config.dataDir },
    'starting',
  );
  let handle: DbHandle;
  try {
    handle = await connect(config);
    const { ran } = await migrate(handle.db);
    if (ran.length) logger.info({ migrations: ran }, 'migrations applied');
    // Secrets stored in clear by an older version are encrypted now; a wrong key stops here.
    const sealed = await sealSecretsAtRest(handle.db, secrets);
    if (sealed.encrypted || sealed.reencrypted)
      logger.info({ secrets: sealed }, 'secrets encrypted');

    const admin = await bootstrapAdmin(handle.db, config.admin);
    if (admin.kind === 'configured') {
      logger.info(
        { email: admin.email },
        admin.created ? 'administrator created' : 'administrator password set',
      );
    } else if (admin.kind === 'generated') {
      // Printed once, on the console, for the first start of a development machine.
      console.log(
        `\n  Development administrator created:\n    e-mail:   ${admin.email}\n    password: ${admin.password}\n  Sign in at http://localhost:${config.port}/admin (this is shown only once).\n`,
      );
    }

    // Demo content: the embedded database by default, once; a server database only when asked.
    const seed = handle.kind === 'pglite' ? config.seedDemo !== false : config.seedDemo === true;
    if (seed) {
      const seeded = await seedDemoOnce(handle.db);
      if (seeded && (seeded.posts || seeded.jobs)) logger.info(seeded, 'demo content seeded');
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof SecretKeyError) {
      console.error(error.message);
    } else logger.fatal({ err: error }, 'start failed');
    process.exit(1);
  }

  let draining = false;
  // Several processes on one PostgreSQL: a blog or job write here clears every process's
  // rendered pages. The embedded database means a single process: nothing to share.
  const bus = config.databaseUrl ? pgCacheBus({ url: config.databaseUrl, logger }) : undefined;
  const app = createServer({
    db: handle.db,
    storage: await createStorage(config),
    logger,
    cache: createContentCache({ bus, logger }),
    config: { ...config, sessionSecret },
    secrets,
    isReady: () => !draining,
  });

  const server: Server = createHttpServer(app.listener).listen(config.port, config.host);
  answerClientErrorsAsJson(server);
  server.on('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost =
      config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
    logger.info({ host: config.host, port }, `listening on http://${shownHost}:${port}`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    void handle.close().finally(() => process.exit(1));
  });
  app.started.catch((error: unknown) => {
    logger.fatal({ err: error }, 'cannot listen for incoming mail (INBOUND_SMTP_PORT)');
    void handle.close().finally(() => process.exit(1));
  });
  // Longer than the idle timeout of the proxies in front (60 s is common), so that they, not this
  // server, close idle connections: no request is sent on a socket this server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 120_000;

  const shutdown = (signal: string) => {
    if (draining) return;
    draining = true;
    logger.info({ signal }, 'draining requests in flight');
    const force = setTimeout(() => {
      logger.warn('drain timeout: closing remaining connections');
      server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      void app
        .close()
        .then(() => handle.close())
        .catch((error) => logger.error({ err: error }, 'closing the database failed'))
        .finally(async () => {
          logger.info('stopped');
          // The spans of the last requests are sent before the process goes.
          await options.beforeExit?.().catch(() => undefined);
          process.exit(0);
        });
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
