/** Outbox rows and webhook endpoints in the contract's shapes. */
import type {
  EmailContent,
  OutboxMessage,
  OutboxSummary,
  WebhookContent,
  WebhookEndpoint,
} from '@northbeam/shared/contract/notifications';
import { PRIVATE_BODY, PRIVATE_TOPICS } from '@northbeam/shared/contract/notifications';
import { maskStatusLinks } from '@northbeam/shared/contract/status-page';
import type { WebhookRow } from '../db/notification-settings.queries';
import type { OutboxRow } from '../db/outbox.queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

export function presentOutboxSummary(row: OutboxRow): OutboxSummary {
  return {
    _id: row.id,
    channel: row.channel,
    topic: row.topic,
    recipient: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    nextAttemptAt: row.state === 'queued' ? iso(row.next_attempt_at) : null,
    sentAt: isoOrNull(row.sent_at),
    createdAt: iso(row.created_at),
    sourceType: row.source_type,
    sourceId: row.source_id,
    contentRemovedAfterDays: row.content_removed_at ? row.content_removed_after_days : null,
    bouncedAt: isoOrNull(row.bounced_at),
  };
}

export function presentOutboxMessage(row: OutboxRow): OutboxMessage {
  const summary = presentOutboxSummary(row);
  if (row.channel !== 'email') return { ...summary, webhook: row.payload as WebhookContent };
  const email = row.payload as EmailContent;
  if (PRIVATE_TOPICS.includes(row.topic)) {
    return { ...summary, email: { ...email, html: '', text: PRIVATE_BODY } };
  }
  // An applicant's acknowledgement carries their private status link: shown masked.
  return {
    ...summary,
    email: { ...email, html: maskStatusLinks(email.html), text: maskStatusLinks(email.text) },
  };
}

/** The secret never leaves the server after creation: only its last characters. */
export const secretHint = (secret: string) => `…${secret.slice(-4)}`;

export function presentWebhook(
  row: Pick<WebhookRow, 'id' | 'url' | 'format' | 'description' | 'enabled' | 'secret'> & {
    created_at: Date | string;
  },
  lastDelivery: { state: OutboxSummary['state']; at: Date } | undefined,
  fromEnvironment = false,
): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    format: row.format,
    description: row.description,
    enabled: row.enabled,
    fromEnvironment,
    secretHint: secretHint(row.secret),
    createdAt: iso(row.created_at),
    lastDelivery: lastDelivery ? { state: lastDelivery.state, at: iso(lastDelivery.at) } : null,
  };
}
