/** The notification settings of this process, from its configuration (README "Notifications"). */
import { COMPANY } from '@northbeam/shared/brand/company';
import { routes } from '@northbeam/shared/contract/routes';
import { DEFAULT_OUTBOX, type NotificationConfig, type OutboxConfig } from '../../config/config';
import type { AppDeps } from '../../deps';
import { signUnsubscribe, unsubscribeKey, type UnsubscribeScope } from './unsubscribe-token';

const UNSUBSCRIBE_PATH = routes.notifications.unsubscribe.path;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface NotificationSettings {
  /** undefined: e-mails are kept as "not sent: no mail server configured". */
  smtpUrl: string | undefined;
  mailConfigured: boolean;
  mailFrom: string;
  notifyEmails: string[];
  environmentWebhook: { url: string; secret: string } | undefined;
  outbox: OutboxConfig;
  digestHour: number;
  /** The Message-ID of the e-mail with this outbox id: the same on every attempt. */
  messageId(id: string): string;
  /** Where links in e-mails point when no request tells (digests): PUBLIC_URL or this machine. */
  origin: string;
  /** PUBLIC_URL's origin when set, else the origin the visitor used (when it is one). */
  linkOrigin(requestOrigin: string | undefined): string;
  /**
   * Links in e-mails anyone can ask for (a password reset): never to a host the request names (a
   * forged Host header would send the victim's link to the forger), only PUBLIC_URL or this machine.
   */
  publicLinkOrigin(requestOrigin: string | undefined): string;
  /** The HMAC key of unsubscribe links (from SESSION_SECRET). */
  unsubscribeKey: Buffer;
  /**
   * A staff member's one-click unsubscribe link for one kind, on PUBLIC_URL (never a request's
   * Host); undefined in production without an https PUBLIC_URL, where a mail client would not
   * trust it (Gmail requires https), so the header is left out rather than wrong.
   */
  unsubscribeUrl(staffId: string, scope: UnsubscribeScope): string | undefined;
  /** The admin page where staff choose their notifications (the e-mails' footer links to it). */
  manageUrl: string;
}

export function resolveNotificationSettings(config: AppDeps['config']): NotificationSettings {
  const given: Partial<NotificationConfig> = config.notifications ?? {};
  const origin = config.publicUrl
    ? new URL(config.publicUrl).origin
    : `http://localhost:${config.port ?? 3000}`;
  const host = new URL(origin).hostname;
  const mailFrom = given.mailFrom ?? `"${COMPANY.name}" <no-reply@${host}>`;
  // The Message-ID's domain is the sender's, as RFC 5322 recommends.
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? host;
  const key = unsubscribeKey(config.sessionSecret);
  const unsubscribeLinks = config.env !== 'production' || origin.startsWith('https:');
  const linkOrigin = (requestOrigin: string | undefined) => {
    if (config.publicUrl || !requestOrigin) return origin;
    try {
      const url = new URL(requestOrigin);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : origin;
    } catch {
      return origin;
    }
  };
  return {
    unsubscribeKey: key,
    unsubscribeUrl(staffId, scope) {
      if (!unsubscribeLinks) return undefined;
      const url = new URL(UNSUBSCRIBE_PATH, origin);
      url.searchParams.set('token', signUnsubscribe(key, staffId, scope));
      return url.toString();
    },
    manageUrl: new URL('/admin/notifications', origin).toString(),
    smtpUrl: given.smtpUrl,
    mailConfigured: Boolean(given.smtpUrl),
    mailFrom,
    notifyEmails: given.notifyEmails ?? [],
    environmentWebhook: given.webhook,
    outbox: { ...DEFAULT_OUTBOX, ...given.outbox },
    digestHour: given.digestHour ?? 8,
    messageId: (id) => `<${id}@${domain}>`,
    origin,
    linkOrigin,
    publicLinkOrigin(requestOrigin) {
      const chosen = linkOrigin(requestOrigin);
      return LOOPBACK.has(new URL(chosen).hostname) ? chosen : origin;
    },
  };
}
