/**
 * Notifications: the outbox (every e-mail and webhook event the product sends, with its state),
 * the editable acknowledgement templates, each administrator's preferences and the webhook
 * endpoints. README "Notifications" describes the behaviour.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

import { SUBMISSION_KINDS } from './submission-kinds';

export { SUBMISSION_KINDS, SUBMISSION_KIND_LABELS, type SubmissionKind } from './submission-kinds';

/**
 * queued: waiting (again, after a failed attempt) · sending: an API process holds it ·
 * sent · failed: every attempt failed (retry from the admin) · not-sent: no mail server was
 * configured · cancelled: an administrator stopped it.
 */
export const OUTBOX_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'not-sent',
  'cancelled',
] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  'not-sent': 'Not sent',
  cancelled: 'Cancelled',
};

export const OUTBOX_CHANNELS = ['email', 'webhook'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_TOPICS = [
  'staff-notification',
  'acknowledgement',
  'digest',
  'webhook-event',
  'test',
  'invitation',
  'password-reset',
  'personal',
  'reply-notification',
  // Scheduling: calendar invitations and reminders; a candidate's or visitor's booking link.
  'calendar',
  'booking-link',
  'status-link',
  'erasure-confirmation',
  'withdrawal-notification',
  // The staffing desk: a submittal's review link to the client's hiring manager.
  'review-link',
] as const;
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

export const OUTBOX_TOPIC_LABELS: Record<OutboxTopic, string> = {
  'staff-notification': 'Staff notification',
  acknowledgement: 'Acknowledgement',
  digest: 'Daily digest',
  'webhook-event': 'Webhook event',
  test: 'Test event',
  invitation: 'Team invitation',
  'password-reset': 'Password reset',
  personal: 'From the team',
  'reply-notification': 'Reply received',
  calendar: 'Calendar invitation',
  'booking-link': 'Booking link',
  'status-link': 'Status page link',
  'erasure-confirmation': 'Data deletion confirmation',
  'withdrawal-notification': 'Application withdrawn',
  'review-link': 'Client review link',
};

/**
 * E-mails that carry a one-time sign-in link: the outbox shows their envelope but not their body,
 * so reading the outbox never lets one person take over another's account.
 */
/** What the Outbox shows for a message whose content the retention job removed. */
export const contentRemovedText = (days: number) =>
  `Content removed after ${days} ${days === 1 ? 'day' : 'days'}`;

export const PRIVATE_TOPICS: readonly OutboxTopic[] = [
  'invitation',
  'password-reset',
  'booking-link',
  // The candidate's status page link, and the link that confirms "Delete my data".
  'status-link',
  'erasure-confirmation',
  // A client's review link: whoever holds it sees the client's candidates and answers for them.
  'review-link',
];
export const PRIVATE_BODY =
  'This e-mail holds a one-time link for its recipient only, so its text is not shown here.';

/** Why an e-mail stayed in the outbox on a machine without SMTP_URL. */
export const NO_MAIL_SERVER = 'not sent: no mail server configured';

export const WEBHOOK_FORMATS = ['standard', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  standard: 'Standard Webhooks (signed JSON)',
  slack: 'Slack incoming webhook',
  teams: 'Microsoft Teams incoming webhook',
};

/** The events a webhook receives. */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'consultation.created',
  'application.created',
  'contact.status_changed',
  'consultation.status_changed',
  'application.status_changed',
  'webhook.test',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const emailContent = z.object({
  from: z.string(),
  to: z.string(),
  replyTo: z.string().optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  messageId: z.string(),
  /**
   * Further headers, stored with the message so every attempt sends the same: `Auto-Submitted`
   * and `X-Auto-Response-Suppress` on machine-sent e-mail, `List-Unsubscribe` and
   * `List-Unsubscribe-Post` on staff notifications and digests (messages queued before these
   * existed have none).
   */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * A calendar invitation (scheduling): the iCalendar text sent as the `text/calendar` part with
   * its METHOD, stored so every attempt sends the same.
   */
  calendar: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string() }).optional(),
});
export type EmailContent = z.infer<typeof emailContent>;

const webhookContent = z.object({
  /** The endpoint's id, or "environment" for WEBHOOK_URL. */
  endpointId: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  event: z.enum(WEBHOOK_EVENTS),
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  webhookId: z.string(),
  /** The exact JSON body sent. */
  body: z.string(),
});
export type WebhookContent = z.infer<typeof webhookContent>;

/** A row of the Outbox view. */
export const outboxSummary = z.object({
  _id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  topic: z.enum(OUTBOX_TOPICS),
  recipient: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  sourceType: z.enum(SUBMISSION_KINDS).nullable(),
  sourceId: z.string().nullable(),
  /**
   * Set once the retention job removed this sent message's content (subject, body, Reply-To or
   * webhook JSON) after that many days (OUTBOX_BODY_RETENTION_DAYS); the delivery record stays.
   */
  contentRemovedAfterDays: z.number().int().nullable(),
  /** A delivery failure report came back for this e-mail (README "Replies and incoming mail"). */
  bouncedAt: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummary>;

/** One message with what it sends: the rendered e-mail or the webhook's JSON. */
export const outboxMessage = outboxSummary.extend({
  email: emailContent.optional(),
  webhook: webhookContent.optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxListQuery = z.object({
  state: z.enum(OUTBOX_STATES, { error: 'Unknown state' }).optional(),
  channel: z.enum(OUTBOX_CHANNELS, { error: 'Unknown channel' }).optional(),
  /** A webhook endpoint's deliveries. */
  endpointId: z.string().trim().max(64).optional(),
});

// Templates -------------------------------------------------------------------------------------

/** Sent by the server right after a form arrives. */
export const ACK_TEMPLATE_KEYS = ['ack-contact', 'ack-consultation', 'ack-application'] as const;
/** Starting points of the e-mails a recruiter writes to a candidate from the workspace. */
export const CANDIDATE_TEMPLATE_KEYS = ['candidate-interview', 'candidate-rejection'] as const;
export const TEMPLATE_KEYS = [...ACK_TEMPLATE_KEYS, ...CANDIDATE_TEMPLATE_KEYS] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
export type CandidateTemplateKey = (typeof CANDIDATE_TEMPLATE_KEYS)[number];

export const TEMPLATE_LABELS: Record<TemplateKey, string> = {
  'ack-contact': 'Acknowledgement of a contact message',
  'ack-consultation': 'Acknowledgement of a consultation request',
  'ack-application': 'Acknowledgement of a job application',
  'candidate-interview': 'Invite to an interview',
  'candidate-rejection': 'Rejection',
};

const CANDIDATE_PLACEHOLDERS = ['firstName', 'fullName', 'jobTitle', 'company'] as const;

/** The placeholders a template may use, `{name}` in the subject or the body. */
export const TEMPLATE_PLACEHOLDERS: Record<TemplateKey, readonly string[]> = {
  'ack-contact': ['firstName', 'lastName', 'company'],
  'ack-consultation': ['firstName', 'lastName', 'company'],
  'ack-application': ['fullName', 'jobTitle', 'company'],
  'candidate-interview': CANDIDATE_PLACEHOLDERS,
  'candidate-rejection': CANDIDATE_PLACEHOLDERS,
};

export const TEMPLATE_LIMITS = { subject: 200, body: 5000 } as const;

export const templateInput = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Subject is required' })
    .max(TEMPLATE_LIMITS.subject, {
      error: `Subject must be at most ${TEMPLATE_LIMITS.subject} characters`,
    }),
  body: z
    .string({ error: 'Body is required' })
    .trim()
    .min(1, { error: 'Body is required' })
    .max(TEMPLATE_LIMITS.body, {
      error: `Body must be at most ${TEMPLATE_LIMITS.body} characters`,
    }),
});
export type TemplateInput = z.infer<typeof templateInput>;

export const notificationTemplate = z.object({
  key: z.enum(TEMPLATE_KEYS),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  /** False: the built-in text is in use. */
  customised: z.boolean(),
  placeholders: z.array(z.string()),
});
export type NotificationTemplate = z.infer<typeof notificationTemplate>;

export const renderedEmail = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type RenderedEmail = z.infer<typeof renderedEmail>;

/** GET /api/admin/candidate-templates: what the workspace's e-mail form starts from. */
export const candidateTemplate = z.object({
  key: z.enum(CANDIDATE_TEMPLATE_KEYS),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type CandidateTemplate = z.infer<typeof candidateTemplate>;

// Time zone -------------------------------------------------------------------------------------

/**
 * An IANA time zone this runtime knows (`Intl.supportedValuesOf`, which lists canonical names
 * only), or `UTC`.
 */
export function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}

export const timeZoneInput = z.object({
  timeZone: z
    .string({ error: 'Choose a time zone' })
    .trim()
    .refine(isTimeZone, { error: 'Choose a time zone from the list (e.g. America/New_York)' }),
});
export type TimeZoneInput = z.infer<typeof timeZoneInput>;

export const timeZoneSetting = z.object({
  /** Times in e-mails are written in it, and DIGEST_HOUR is its local hour. */
  timeZone: z.string(),
  /** The company address's zone (shared/src/brand/company.ts), used until one is chosen. */
  defaultTimeZone: z.string(),
  digestHour: z.number(),
});
export type TimeZoneSetting = z.infer<typeof timeZoneSetting>;

/** What the Notifications page shows about delivery, read from the server's environment. */
export const notificationSettings = z.object({
  mailConfigured: z.boolean(),
  mailFrom: z.string(),
  /** NOTIFY_EMAIL: every new submission goes there. */
  notifyEmails: z.array(z.string()),
  /** Administrators who receive an instant e-mail per kind. */
  optedIn: z.record(z.enum(SUBMISSION_KINDS), z.array(z.string())),
  templates: z.array(notificationTemplate),
  time: timeZoneSetting,
});

// One-click unsubscribe (RFC 8058) ----------------------------------------------------------------

/** The link's query: the signed token of one person and one kind of notification. */
export const unsubscribeQuery = z.object({ token: z.string().optional() });

/** What a mail client POSTs (RFC 8058), and the confirm page's button too. */
export const unsubscribeInput = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'Expected List-Unsubscribe=One-Click' }),
});

export const unsubscribeResult = z.object({ message: z.string() });
export type NotificationSettings = z.infer<typeof notificationSettings>;

// Preferences -----------------------------------------------------------------------------------

export const NOTIFICATION_MODES = ['instant', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];
export const NOTIFICATION_MODE_LABELS: Record<NotificationMode, string> = {
  instant: 'E-mail me each one',
  digest: 'Daily digest',
  off: 'Off',
};

const mode = z.enum(NOTIFICATION_MODES, { error: 'Expected instant, digest or off' });

/** One administrator's choices; a new administrator starts with every kind off (opt in). */
export const notificationPreferences = z.object({
  contact: mode,
  consultation: mode,
  application: mode,
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

// Webhooks --------------------------------------------------------------------------------------

export const WEBHOOK_LIMITS = { url: 2000, description: 200 } as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https://, or http:// to this machine only (a receiver under test). */
export function isAllowedWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}

export const webhookInput = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a valid https:// address' })
    .max(WEBHOOK_LIMITS.url, { error: 'The address is too long' })
    .refine(isAllowedWebhookUrl, {
      error: 'Use an https:// address (plain http:// only for this machine, without a user name)',
    }),
  format: z.enum(WEBHOOK_FORMATS, { error: 'Unknown format' }).default('standard'),
  description: z.string().trim().max(WEBHOOK_LIMITS.description).default(''),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});
export type WebhookInput = z.input<typeof webhookInput>;

export const webhookEndpoint = z.object({
  _id: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  description: z.string(),
  enabled: z.boolean(),
  /** From WEBHOOK_URL: shown, not editable in the admin. */
  fromEnvironment: z.boolean(),
  /** The signing secret's last characters. */
  secretHint: z.string(),
  createdAt: z.string(),
  /** The last delivery's state and time, if any. */
  lastDelivery: z.object({ state: z.enum(OUTBOX_STATES), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Answered once, when an endpoint is created: the whole secret, to paste into the receiver. */
export const createdWebhook = webhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;
