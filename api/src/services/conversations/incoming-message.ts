/**
 * What an incoming e-mail is, read from its parsed form (mailparser): its addresses and thread
 * headers, whether a machine wrote it (an auto-reply, an out-of-office, a list), whether it is a
 * bounce (a `multipart/report` delivery status) and for which of our messages, and what the
 * receiving relay found of SPF, DKIM and DMARC.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { AuthResults } from '@northbeam/shared/contract/conversations';

/** A message that cannot be taken (SMTP 5xx, HTTP 400/413): nothing of it is stored. */
export class InboundRefusal extends Error {
  constructor(
    readonly reason: 'too-large' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

export interface IncomingMessage {
  messageId: string;
  inReplyTo: string | null;
  /** The References' Message-IDs, oldest first. */
  references: string[];
  from: { address: string; name: string };
  /** To, Cc, Delivered-To and X-Original-To, and the SMTP envelope's recipients. */
  recipients: string[];
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: Date;
  automatic: boolean;
  bounce: Bounce | undefined;
  authResults: AuthResults | null;
  attachments: Array<{ filename: string; content: Buffer }>;
}

export interface Bounce {
  /** Failed recipients as the report names them. */
  recipients: string[];
  /** The Message-ID of the message that failed (from the returned headers). */
  originalMessageId: string | undefined;
  /** "5.1.1 user unknown" or the like. */
  reason: string;
}

const ID = /<[^<>\s]+>/g;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value.flatMap((v) => (v.address ? [v.address] : [])));
}

/** Each value of a header, as sent (unfolded), by its lower-case name. */
function headerValues(mail: ParsedMail, name: string): string[] {
  return mail.headerLines
    .filter((h) => h.key === name)
    .map((h) =>
      h.line
        .replace(/^[^:]*:\s*/, '')
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    );
}

const OUT_OF_OFFICE =
  /^(out of (the )?office|automatic reply|auto(matic)?[- ]?reply|autoreply|auto:|away from|on vacation|abwesend|absence|r[ée]ponse automatique|respuesta autom[aá]tica)/i;

/** RFC 3834 and the headers mail systems use for mail no person wrote. */
export function isAutomatic(mail: ParsedMail): boolean {
  const autoSubmitted = headerValues(mail, 'auto-submitted')[0]?.toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return true;
  if (headerValues(mail, 'x-autoreply').length || headerValues(mail, 'x-autorespond').length)
    return true;
  const precedence = headerValues(mail, 'precedence')[0]?.toLowerCase();
  if (precedence && ['bulk', 'auto_reply', 'junk', 'list'].includes(precedence)) return true;
  if (
    headerValues(mail, 'x-auto-response-suppress').length &&
    OUT_OF_OFFICE.test(mail.subject ?? '')
  )
    return true;
  return OUT_OF_OFFICE.test((mail.subject ?? '').trim());
}

/** The fields of a delivery-status part: per-message, then per-recipient groups. */
function deliveryStatusFields(text: string): Array<Map<string, string>> {
  return text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map(
      (block) =>
        new Map(
          block
            .split('\n')
            .map((line) => /^([A-Za-z-]+):\s*(.*)$/.exec(line.trim()))
            .flatMap((m) => (m ? [[m[1]!.toLowerCase(), m[2]!.trim()] as const] : [])),
        ),
    )
    .filter((fields) => fields.size > 0);
}

/** A `multipart/report; report-type=delivery-status` whose recipients failed. */
export function bounceOf(mail: ParsedMail): Bounce | undefined {
  const type = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value?.toLowerCase() !== 'multipart/report') return undefined;
  if (type.params?.['report-type']?.toLowerCase() !== 'delivery-status') return undefined;
  const status = mail.attachments.find((a) =>
    ['message/delivery-status', 'message/global-delivery-status'].includes(
      a.contentType.toLowerCase(),
    ),
  );
  if (!status) return undefined;
  const groups = deliveryStatusFields(status.content.toString('utf8'));
  const failed = groups.filter((g) => g.get('action')?.toLowerCase() === 'failed');
  if (!failed.length) return undefined;
  const recipients = failed.flatMap((g) => {
    const value = g.get('final-recipient') ?? g.get('original-recipient') ?? '';
    const address = value.replace(/^[^;]*;\s*/, '').trim();
    return address ? [address] : [];
  });
  const first = failed[0]!;
  const reason = [first.get('status'), first.get('diagnostic-code')?.replace(/^[^;]*;\s*/, '')]
    .filter(Boolean)
    .join(' ');
  const returned = mail.attachments.find((a) =>
    ['message/rfc822', 'text/rfc822-headers', 'message/global', 'message/global-headers'].includes(
      a.contentType.toLowerCase(),
    ),
  );
  const headers = returned?.content.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '';
  const originalMessageId = /^message-id:\s*(<[^>]+>)/im.exec(
    headers.replace(/\r?\n[ \t]+/g, ' '),
  )?.[1];
  return { recipients, originalMessageId, reason: reason || 'Delivery failed' };
}

/** The top Authentication-Results (the receiving relay's own): each verdict, and the lines. */
export function authResultsOf(mail: ParsedMail): AuthResults | null {
  const lines = headerValues(mail, 'authentication-results');
  if (!lines.length) return null;
  const first = lines[0]!;
  const verdict = (method: string) =>
    new RegExp(`\\b${method}=([a-z]+)`, 'i').exec(first)?.[1]?.toLowerCase() ?? null;
  return {
    spf: verdict('spf'),
    dkim: verdict('dkim'),
    dmarc: verdict('dmarc'),
    raw: lines.join('\n').slice(0, 4000),
  };
}

/**
 * Parses a raw message; throws InboundRefusal for one that is not an e-mail (no sender, no
 * header block). `envelopeTo`: the SMTP recipients, when it came by SMTP.
 */
export async function readIncoming(
  raw: Buffer,
  envelopeTo: string[] = [],
): Promise<IncomingMessage> {
  // A header block ends at the first empty line; a message without one is not an e-mail.
  const head = raw.subarray(0, Math.min(raw.length, 256 * 1024)).toString('latin1');
  if (!/^[!-9;-~]+:/.test(head)) {
    throw new InboundRefusal('malformed', 'Malformed message: it does not start with a header');
  }
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, {
      keepDeliveryStatus: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
  } catch (error) {
    throw new InboundRefusal(
      'malformed',
      `Malformed message: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const from = mail.from?.value.find((v) => v.address);
  if (!from?.address) {
    throw new InboundRefusal('malformed', 'Malformed message: it has no From address');
  }
  const references = (
    Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : []
  ).flatMap((r) => r.match(ID) ?? []);
  const inReplyTo = mail.inReplyTo?.match(ID)?.[0] ?? null;
  // Without a Message-ID, one made of the bytes: the same message twice is still one.
  const messageId =
    mail.messageId?.match(ID)?.[0] ??
    `<${createHash('sha256').update(raw).digest('hex')}@inbound.invalid>`;
  const bounce = bounceOf(mail);
  const now = new Date();
  const sentAt =
    mail.date && !Number.isNaN(mail.date.getTime()) && mail.date < now ? mail.date : now;
  const recipients = [
    ...envelopeTo,
    ...addresses(mail.to),
    ...addresses(mail.cc),
    ...headerValues(mail, 'delivered-to'),
    ...headerValues(mail, 'x-original-to'),
  ];
  return {
    messageId,
    inReplyTo,
    references,
    from: { address: from.address, name: from.name ?? '' },
    recipients,
    to: mail.to
      ? Array.isArray(mail.to)
        ? mail.to.map((t) => t.text).join(', ')
        : mail.to.text
      : '',
    subject: mail.subject ?? '',
    text: (mail.text ?? '').trimEnd(),
    html: typeof mail.html === 'string' ? mail.html : null,
    sentAt,
    automatic: Boolean(bounce) || isAutomatic(mail),
    bounce,
    authResults: authResultsOf(mail),
    // A bounce's report parts are read above, not kept as files.
    attachments: bounce
      ? []
      : mail.attachments.map((a) => ({
          filename: a.filename ?? 'attachment',
          content: a.content,
        })),
  };
}
