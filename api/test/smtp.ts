/**
 * A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1: it requires the user
 * and password of its SMTP_URL, parses every message it accepts, and can be stopped and started
 * again on the same port (a mail server outage).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './pg-cluster';

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  attachments: number;
  /** Each header line as sent, by lower-case name, unfolded (the first of a repeated name). */
  headers: Map<string, string>;
  raw: ParsedMail;
}

function headerLines(mail: ParsedMail): Map<string, string> {
  const headers = new Map<string, string>();
  for (const { key, line } of mail.headerLines) {
    if (headers.has(key)) continue;
    headers.set(key, line.replace(/^[^:]*:\s*/, '').replace(/\r?\n[ \t]+/g, ' '));
  }
  return headers;
}

export interface TestSmtp {
  /** smtp://user:pass@127.0.0.1:port */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** The messages to `address`. */
  to(address: string): ReceivedMail[];
  /** Waits until `predicate` holds for the received messages (or throws after `timeoutMs`). */
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

const USER = 'mailer';
const PASS = 'smtp-test-password';

export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      // Plain SMTP on loopback: no certificate to trust, but the password is still required.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      // Stopping (an outage) must not wait for the mailer's idle pooled connections.
      closeTimeout: 200,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push({
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              replyTo: mail.replyTo?.text ?? '',
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.length,
              headers: headerLines(mail),
              raw: mail,
            });
            callback();
          })
          .catch(callback);
      },
    });

  const smtp: TestSmtp = {
    url: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
    port,
    messages,
    to: (address) => messages.filter((m) => m.to.includes(address)),
    async waitFor(predicate, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > until) {
          throw new Error(
            `timed out waiting for e-mail; received: ${messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join(' | ')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async start() {
      server = create();
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
      // A client that vanishes mid-session (an API process killed by a fault test) resets its
      // connection; smtp-server reports that as an 'error' event, which must not crash the run.
      server.on('error', () => {});
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
