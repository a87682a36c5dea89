/** E-mail through SMTP with nodemailer: one pooled transport per process. */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { EmailContent } from '@northbeam/shared/contract/notifications';

export interface MailSender {
  send(email: EmailContent): Promise<void>;
  close(): void;
}

/** A refusal the server will repeat however often we try (5xx): no retry. */
export class PermanentDeliveryError extends Error {}

/** What nodemailer is given for an outbox e-mail: exactly what was stored, every attempt. */
export function mailOptions(email: EmailContent): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    html: email.html,
    text: email.text,
    // The same on every attempt: a receiver that sees it twice knows it is one message.
    messageId: email.messageId,
    // Stored with the message (Auto-Submitted, List-Unsubscribe…): the same on every attempt.
    ...(email.headers ? { headers: email.headers } : {}),
    // A calendar invitation: nodemailer adds the text/calendar part (method=REQUEST or CANCEL).
    ...(email.calendar
      ? {
          icalEvent: {
            method: email.calendar.method,
            filename: 'invite.ics',
            content: email.calendar.content,
          },
        }
      : {}),
  };
}

export function createMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    // Well inside the outbox lease: a stuck server fails the attempt, it does not hold the message.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      try {
        await transport.sendMail(mailOptions(email));
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const message = error instanceof Error ? error.message : String(error);
        if (code !== undefined && code >= 500 && code < 600)
          throw new PermanentDeliveryError(message);
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
