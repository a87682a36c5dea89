/**
 * Delivers the outbox. Every API process runs one: it claims due messages (`FOR UPDATE SKIP
 * LOCKED` with a lease, so two processes never take the same message and a process that died
 * mid-send gives it up when the lease ends), sends them, and records the result. A failed attempt
 * waits twice as long as the one before (with jitter); after the last one the message is "failed",
 * visible and retryable in the admin. The e-mail's Message-ID and the webhook-id stay the same on
 * every attempt, so a receiver can tell a repeat from a new message.
 *
 * Also once a day, at DIGEST_HOUR of the company's time zone, it queues each daily digest (once
 * across processes).
 */
import type { Logger } from 'pino';
import type { SecretBox } from '../secrets/secret-box';
import {
  NO_MAIL_SERVER,
  type EmailContent,
  type WebhookContent,
} from '@northbeam/shared/contract/notifications';
import type { Db } from '../../db/connection';
import { findWebhook } from '../../db/notification-settings.queries';
import {
  claimDueOutbox,
  markOutboxAttemptFailed,
  markOutboxSent,
  nextDueAt,
  type OutboxRow,
} from '../../db/outbox.queries';
import { ENVIRONMENT_ENDPOINT } from './announcer';
import { dueDigestDay, queueDueDigests } from './digest';
import { createMailSender, PermanentDeliveryError, type MailSender } from './mail-sender';
import type { NotificationSettings } from './notification-settings';
import { readTimeZone } from './time-zone';
import { sendWebhook } from './webhook-sender';

const BATCH = 20;
const MAX_BACKOFF_SECONDS = 3600;
const DIGEST_CHECK_MS = 60_000;

export interface OutboxWorker {
  start(): void;
  /** Stops claiming, lets the messages in hand finish, closes the mail connections. */
  stop(): Promise<void>;
  /** Look for due messages now (a new one was committed). */
  wake(): void;
  /** One claim-and-deliver round; answers how many messages it handled. */
  runOnce(): Promise<number>;
}

/** The wait before attempt `attempts + 1`: base·2^(attempts−1), ±10 %, at most an hour. */
export function backoffMs(attempts: number, baseSeconds: number, random = Math.random): number {
  const seconds = Math.min(MAX_BACKOFF_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
  return Math.round(seconds * 1000 * (0.9 + 0.2 * random()));
}

export function createOutboxWorker(deps: {
  db: Db;
  logger: Logger;
  settings: NotificationSettings;
  /** Opens the endpoints' signing secrets (stored encrypted). */
  secrets: SecretBox;
  now?: () => Date;
}): OutboxWorker {
  const { db, logger, settings, secrets } = deps;
  const now = deps.now ?? (() => new Date());
  const mail: MailSender | undefined = settings.smtpUrl
    ? createMailSender(settings.smtpUrl)
    : undefined;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let digestLookedAt = 0;
  let digestQueuedFor = '';

  async function secretFor(content: WebhookContent): Promise<string | undefined> {
    if (content.endpointId === ENVIRONMENT_ENDPOINT) return settings.environmentWebhook?.secret;
    const endpoint = await findWebhook(db, content.endpointId);
    return endpoint && secrets.open(endpoint.secret, 'webhook');
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      if (row.channel === 'email') {
        if (!mail) throw new PermanentDeliveryError(NO_MAIL_SERVER);
        await mail.send(row.payload as EmailContent);
      } else {
        const content = row.payload as WebhookContent;
        const secret = await secretFor(content);
        if (!secret) throw new PermanentDeliveryError('The webhook endpoint no longer exists');
        await sendWebhook(content, secret);
      }
      await markOutboxSent(db, row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = error instanceof PermanentDeliveryError || row.attempts >= row.max_attempts;
      const retryIn = last ? null : backoffMs(row.attempts, settings.outbox.retryBaseSeconds);
      logger.warn(
        { outboxId: row.id, channel: row.channel, attempt: row.attempts, err: message },
        last ? 'outbox message failed' : 'outbox delivery failed; will retry',
      );
      await markOutboxAttemptFailed(db, row, message, retryIn);
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueOutbox(db, BATCH, settings.outbox.leaseSeconds);
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  /** At most once a minute: is today's digest due (DIGEST_HOUR in the company's zone)? */
  async function digests() {
    const at = now();
    if (at.getTime() - digestLookedAt < DIGEST_CHECK_MS) return;
    digestLookedAt = at.getTime();
    const due = dueDigestDay(at, await readTimeZone(db), settings.digestHour);
    if (!due || due.day === digestQueuedFor) return;
    await queueDueDigests(db, settings, at);
    digestQueuedFor = due.day;
  }

  /** Sleeps until the poll interval ends, the next message is due, or wake(). */
  async function pause() {
    if (woken) {
      woken = false;
      return;
    }
    let ms = settings.outbox.pollSeconds * 1000;
    const due = await nextDueAt(db).catch(() => undefined);
    if (due) ms = Math.max(50, Math.min(ms, due.getTime() - Date.now()));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
    woken = false;
  }

  async function run() {
    while (running) {
      let handled = 0;
      try {
        await digests();
        handled = await runOnce();
      } catch (error) {
        if (running) logger.warn({ err: error }, 'outbox round failed');
      }
      if (!running) break;
      if (handled < BATCH) await pause();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      mail?.close();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    runOnce,
  };
}
