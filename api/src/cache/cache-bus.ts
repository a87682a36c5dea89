/**
 * A tiny broadcast between API processes that share one PostgreSQL: `publish(channel)` sends a
 * NOTIFY, every process (itself excepted) hears it through LISTEN on a dedicated connection that
 * reconnects by itself. After a reconnect listeners are called once, since notifications sent
 * while disconnected are lost. With the embedded database there is a single process and no bus.
 *
 * Used by the content cache (content-cache.ts): a blog or job write on one process clears the
 * rendered pages, public reads, sitemap and feed of all of them.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

type Listener = () => void;

export interface CacheBus {
  publish(channel: string): Promise<void>;
  /** Called when another process publishes on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return channel;
};

export interface PgCacheBusOptions {
  url: string;
  logger?: Logger;
  /** First reconnect delay; doubles up to maxDelayMs. */
  retryDelayMs?: number;
  maxDelayMs?: number;
}

/** Across processes through PostgreSQL LISTEN/NOTIFY. */
export function pgCacheBus(options: PgCacheBusOptions): CacheBus {
  const self = randomUUID();
  const listeners = new Map<string, Set<Listener>>();
  const { logger } = options;
  const minDelay = options.retryDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 10_000;
  let client: pg.Client | undefined;
  let closed = false;
  let delay = minDelay;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const notifyAll = (channel?: string) => {
    const sets = channel ? [listeners.get(channel)] : [...listeners.values()];
    for (const set of sets) {
      for (const listener of set ?? []) {
        try {
          listener();
        } catch (error) {
          logger?.error({ err: error }, 'cache bus listener failed');
        }
      }
    }
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      // connect() catches its own failures and schedules the next try.
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, maxDelay);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      keepAlive: true,
    });
    // A dropped connection emits 'error' and/or 'end': never crash, reconnect.
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      if (!closed) logger?.warn({ err: error }, 'cache bus connection lost; reconnecting');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.payload === self) return;
      notifyAll(message.channel);
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      delay = minDelay;
      // Anything published while we were away was missed: act as if it had been heard.
      if (everConnected) notifyAll();
      everConnected = true;
    } catch (error) {
      next.removeAllListeners('end');
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!closed) logger?.warn({ err: error }, 'cache bus cannot connect; retrying');
      scheduleReconnect();
    }
  };

  // connect() catches its own failures and schedules the next try.
  void connect();

  return {
    async publish(channel) {
      if (!client) {
        // The publisher's own connection is down: others will resync on their reconnect anyway.
        const once = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: 3_000,
        });
        once.on('error', () => {});
        try {
          await once.connect();
          await once.query('select pg_notify($1, $2)', [checkChannel(channel), self]);
        } finally {
          await once.end().catch(() => {});
        }
        return;
      }
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), self]);
    },
    subscribe(channel, listener) {
      const set = listeners.get(checkChannel(channel)) ?? new Set();
      if (!listeners.has(channel)) {
        listeners.set(channel, set);
        void client?.query(`listen ${channel}`).catch(() => {});
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

export const RENDERED_PAGES_CHANNEL = 'northbeam_rendered_pages';
