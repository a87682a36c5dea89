/**
 * Delivers the outbox. Every API process runs it, as a per-process loop of the scheduler (woken
 * when this process commits messages): it claims due messages (`FOR UPDATE SKIP LOCKED` with a
 * lease, so two processes never take the same message and a process that died mid-send gives it
 * up when the lease ends), sends them, and records the result. A failed attempt waits twice as
 * long as the one before (with jitter); after the last one the message is "failed", visible and
 * retryable in the admin. The e-mail's Message-ID and the webhook-id stay the same on every
 * attempt, so a receiver can tell a repeat from a new message.
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
import { createMailSender, PermanentDeliveryError, type MailSender } from './mail-sender';
import type { NotificationSettings } from './notification-settings';
import { sendWebhook } from './webhook-sender';

const BATCH = 20;
const MAX_BACKOFF_SECONDS = 3600;
/** The least wait before a message due soon (not a busy loop on a clock skew). */
const MIN_WAIT_MS = 50;

export interface OutboxWorker {
  /**
   * One round of the scheduler's loop: claims and delivers what is due; answers the milliseconds
   * until the next round (none when a full batch came: more may be waiting; else the poll
   * interval, or less when a message comes due sooner).
   */
  runDue(): Promise<number>;
  /** Closes the mail connections (after the scheduler stopped: no round in progress). */
  close(): void;
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
}): OutboxWorker {
  const { db, logger, settings, secrets } = deps;
  const mail: MailSender | undefined = settings.smtpUrl
    ? createMailSender(settings.smtpUrl)
    : undefined;

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

  async function runDue(): Promise<number> {
    const rows = await claimDueOutbox(db, BATCH, settings.outbox.leaseSeconds);
    await Promise.all(rows.map(deliver));
    if (rows.length >= BATCH) return 0;
    const poll = settings.outbox.pollSeconds * 1000;
    const due = await nextDueAt(db).catch(() => undefined);
    return due ? Math.max(MIN_WAIT_MS, Math.min(poll, due.getTime() - Date.now())) : poll;
  }

  return {
    runDue,
    close() {
      mail?.close();
    },
  };
}
