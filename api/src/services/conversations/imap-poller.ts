/**
 * Polls a mailbox over IMAP (`imapflow`) for a company whose replies land in a shared mailbox
 * (jobs@, sales@): each run connects, takes every unseen message of IMAP_MAILBOX and marks it
 * seen once stored (or refused: too large, not an e-mail); a message the database could not take
 * stays unseen for the next run. Taking is idempotent by Message-ID, so a message seen twice (two
 * processes, a crash before the flag) is stored once.
 *
 * Periodic work: `runDue()` is one poll; the scheduler runs it every IMAP_POLL_SECONDS on one
 * process of several (composition.ts).
 */
import { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import { InboundRefusal, type InboundMail } from './inbound-mail.service';

export const IMAP_POLL_JOB = 'imap-poll';

export interface ImapPollResult {
  taken: number;
  duplicates: number;
  refused: number;
  /** Left unseen for the next run (a temporary failure). */
  failed: number;
}

export function createImapPoller(deps: {
  inbound: Pick<InboundMail, 'take' | 'maxBytes'>;
  logger: Logger;
  /** imap:// or imaps://user:password@host[:port] */
  url: string;
  mailbox: string;
  pollSeconds: number;
}) {
  const { inbound, logger, mailbox } = deps;
  const url = new URL(deps.url);
  const secure = url.protocol === 'imaps:';
  let running: Promise<ImapPollResult> | undefined;

  async function poll(): Promise<ImapPollResult> {
    const result: ImapPollResult = { taken: 0, duplicates: 0, refused: 0, failed: 0 };
    const client = new ImapFlow({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      auth: {
        user: decodeURIComponent(url.username),
        pass: decodeURIComponent(url.password),
      },
      logger: false,
      connectionTimeout: 30_000,
    });
    // A dropped connection is reported here too; the run's own await sees the failure.
    client.on('error', (error: unknown) => logger.warn({ err: error }, 'IMAP connection error'));
    await client.connect();
    try {
      const lock = await client.getMailboxLock(mailbox);
      try {
        const unseen = (await client.search({ seen: false }, { uid: true })) || [];
        for (const uid of unseen) {
          const meta = await client.fetchOne(String(uid), { size: true }, { uid: true });
          let seen = true;
          try {
            if (meta && (meta.size ?? 0) > inbound.maxBytes) {
              throw new InboundRefusal(
                'too-large',
                `Message too large: ${meta.size} bytes, the limit is ${inbound.maxBytes}`,
              );
            }
            const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
            if (!message || !message.source) continue;
            const taken = await inbound.take(message.source, { via: 'imap' });
            if (taken.duplicate) result.duplicates += 1;
            else result.taken += 1;
          } catch (error) {
            if (error instanceof InboundRefusal) {
              result.refused += 1;
              logger.warn({ uid, reason: error.message }, 'IMAP: a message was refused');
            } else {
              seen = false;
              result.failed += 1;
              logger.error({ err: error, uid }, 'IMAP: a message could not be stored');
            }
          }
          if (seen) await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    if (result.taken || result.refused || result.failed) logger.info({ imap: result }, 'IMAP poll');
    return result;
  }

  return {
    name: IMAP_POLL_JOB,
    periodMs: deps.pollSeconds * 1000,
    /** One poll (a run still going is awaited rather than doubled). */
    runDue(): Promise<ImapPollResult> {
      running ??= poll().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type ImapPoller = ReturnType<typeof createImapPoller>;
