/**
 * Incoming mail for tests: messages written as mail programs and mail systems write them (a
 * person's reply with nodemailer's composer, an out-of-office, a delivery failure report), and a
 * nodemailer client that sends them to the built-in SMTP receiver on loopback.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

/** A message as its sender's mail program would send it, as raw bytes. */
export function composeMail(options: SendMailOptions): Promise<Buffer> {
  return new MailComposer(options).compile().build();
}

/** An SMTP client to the receiver: plain SMTP on loopback, no authentication. */
export function receiverClient(port: number) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
  });
  return {
    send: (options: SendMailOptions) => transport.sendMail(options),
    /** Raw bytes to one address. */
    sendRaw: (raw: Buffer, from: string, to: string) =>
      transport.sendMail({ envelope: { from, to: [to] }, raw }),
    close: () => transport.close(),
  };
}

/** A delivery failure report (RFC 3464) for the message `originalMessageId` to `recipient`. */
export function bounceReport(recipient: string, originalMessageId: string, messageId: string) {
  const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');
  return Buffer.from(
    crlf(`From: Mail Delivery System <MAILER-DAEMON@mx.candidate.test>
To: bounces@reply.northbeam.test
Subject: Undelivered Mail Returned to Sender
Date: ${new Date().toUTCString()}
Message-ID: ${messageId}
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="=_report_1"

--=_report_1
Content-Type: text/plain; charset=us-ascii

Your message could not be delivered to ${recipient}.

--=_report_1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.candidate.test
Arrival-Date: ${new Date().toUTCString()}

Final-Recipient: rfc822; ${recipient}
Original-Recipient: rfc822; ${recipient}
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown

--=_report_1
Content-Type: text/rfc822-headers

From: "Northbeam Technologies" <no-reply@northbeam.test>
To: ${recipient}
Subject: Interview
Message-ID: ${originalMessageId}

--=_report_1--
`),
  );
}
