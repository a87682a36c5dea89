/**
 * The built-in SMTP receiver (the `smtp-server` package), for an MX record or a relay that
 * forwards replies: off unless INBOUND_SMTP_PORT is set; started and closed with the app. It takes
 * mail for REPLY_DOMAIN and REPLY_MAILBOX only (anything, when neither is set), advertises
 * SIZE INBOUND_MAX_BYTES and answers 552 past it, 550 for a message that is not an e-mail, 451
 * when the database cannot take it now (the sender retries): nothing is stored in those cases.
 * No AUTH (it relays nothing) and no STARTTLS (put a relay in front for TLS: README).
 */
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { InboundRefusal, type InboundMail } from './inbound-mail.service';

export interface SmtpReceiver {
  /** Resolves once it listens; rejects when the port cannot be had. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** An SMTP reply: the code the client sees with the text. */
const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

export function createSmtpReceiver(deps: {
  inbound: Pick<InboundMail, 'take' | 'maxBytes'>;
  logger: Logger;
  host: string;
  port: number;
  replyDomain?: string | undefined;
  replyMailbox?: string | undefined;
}): SmtpReceiver {
  const { inbound, logger, host, port, replyDomain, replyMailbox } = deps;
  const accepts = (address: SMTPServerAddress) => {
    const to = address.address.toLowerCase();
    if (!replyDomain && !replyMailbox) return true;
    if (replyMailbox && to === replyMailbox.toLowerCase()) return true;
    return Boolean(replyDomain && to.endsWith(`@${replyDomain}`));
  };

  const server = new SMTPServer({
    name: replyDomain ?? undefined,
    banner: 'replies',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: inbound.maxBytes,
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, callback) {
      if (accepts(address)) callback();
      else callback(smtpError(550, '5.1.1 No such mailbox here'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit nothing more is kept (smtp-server reads to the end and flags it).
        if (size <= inbound.maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > inbound.maxBytes) {
          callback(
            smtpError(552, `5.3.4 Message too large: the limit is ${inbound.maxBytes} bytes`),
          );
          return;
        }
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        inbound
          .take(Buffer.concat(chunks, size), { via: 'smtp', envelopeTo })
          .then(() => callback())
          .catch((error: unknown) => {
            if (error instanceof InboundRefusal) {
              const code = error.reason === 'too-large' ? 552 : 550;
              callback(smtpError(code, `${code === 552 ? '5.3.4' : '5.6.0'} ${error.message}`));
              return;
            }
            logger.error({ err: error }, 'inbound SMTP: a message could not be stored');
            callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
          });
      });
    },
  });
  // A client that drops its connection is reported as an error; it must not stop the process.
  server.on('error', (error) => logger.warn({ err: error }, 'inbound SMTP: connection error'));

  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        const failed = (error: Error) => reject(error);
        server.server.once('error', failed);
        server.listen(port, host, () => {
          server.server.off('error', failed);
          logger.info({ host, port }, 'inbound SMTP receiver listening');
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}
