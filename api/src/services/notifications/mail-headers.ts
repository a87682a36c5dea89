/**
 * What goes into an e-mail's header lines, decided in one place: the text of a subject or a
 * display name built from what a visitor typed is made safe here, and each kind of e-mail gets
 * the headers that tell other machines how to treat it.
 */
import type { OutboxTopic } from '@northbeam/shared/contract/notifications';

/**
 * One line of header text: control characters (CR and LF among them, and Unicode's line and
 * paragraph separators) become spaces, runs of white space one space, trimmed. nodemailer encodes
 * what is left, so a name typed as "Ada\r\nBcc: x@evil.example" stays part of the subject and
 * can never start a header of its own. Also bounds the length (RFC 5322 allows any, mail clients
 * show ~80 characters; 300 keeps a long job title whole).
 */
export function headerText(value: string, max = 300): string {
  const flat = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** An address for To or Reply-To: nothing but the address itself, on one line. */
export function headerAddress(value: string): string {
  return headerText(value, 320).replace(/[\s<>"]/g, '');
}

/**
 * RFC 3834 `Auto-Submitted: auto-generated`: vacation responders and other automatic replies
 * must not answer (and Exchange's own flag for the same, which it reads instead). Every e-mail
 * the server writes on its own carries them. `personal` is the exception: a recruiter or a
 * salesperson wrote it to a candidate or a lead, with Reply-To themselves; an out-of-office reply
 * to it is one more answer that person should see, so it is not marked as automatic.
 */
const AUTO_GENERATED: Record<Exclude<OutboxTopic, 'webhook-event' | 'test'>, boolean> = {
  'staff-notification': true,
  acknowledgement: true,
  digest: true,
  invitation: true,
  'password-reset': true,
  personal: false,
  'reply-notification': true,
  calendar: true,
  'booking-link': true,
  'status-link': true,
  'erasure-confirmation': true,
  'withdrawal-notification': true,
  // Sent by the product when a recruiter submits (Reply-To the recruiter); not typed by them.
  'review-link': true,
};

export const AUTO_GENERATED_HEADERS = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'All',
} as const;

export function topicHeaders(topic: OutboxTopic): Record<string, string> {
  const auto = topic === 'webhook-event' || topic === 'test' ? false : AUTO_GENERATED[topic];
  return auto ? { ...AUTO_GENERATED_HEADERS } : {};
}

/** RFC 2369 and RFC 8058: the one-click unsubscribe link of a staff notification or a digest. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
