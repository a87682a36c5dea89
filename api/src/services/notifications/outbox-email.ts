/**
 * Every e-mail the product sends becomes an outbox row here (announcer.ts, digest.ts): its header
 * lines made safe (headerText, headerAddress) and its headers decided (mail-headers.ts), all
 * stored in the payload, so every attempt sends the same message.
 */
import { randomUUID } from 'node:crypto';
import {
  NO_MAIL_SERVER,
  type EmailContent,
  type OutboxTopic,
  type SubmissionKind,
} from '@northbeam/shared/contract/notifications';
import type { NewOutboxMessage } from '../../db/outbox.queries';
import { headerAddress, headerText, topicHeaders } from './mail-headers';
import type { NotificationSettings } from './notification-settings';

export type EmailParts = Omit<EmailContent, 'messageId' | 'from' | 'headers'>;

export function outboxEmail(
  settings: NotificationSettings,
  topic: OutboxTopic,
  content: EmailParts,
  source?: { kind: SubmissionKind; id: string },
  extraHeaders: Record<string, string> = {},
): NewOutboxMessage {
  const id = randomUUID();
  const { replyTo, ...rest } = content;
  const payload: EmailContent = {
    ...rest,
    to: headerAddress(content.to),
    ...(replyTo ? { replyTo: headerAddress(replyTo) } : {}),
    subject: headerText(content.subject),
    from: settings.mailFrom,
    messageId: settings.messageId(id),
    headers: { ...topicHeaders(topic), ...extraHeaders },
  };
  return {
    id,
    channel: 'email',
    topic,
    recipient: payload.to,
    subject: payload.subject,
    payload,
    state: settings.mailConfigured ? 'queued' : 'not-sent',
    lastError: settings.mailConfigured ? null : NO_MAIL_SERVER,
    maxAttempts: settings.outbox.maxAttempts,
    sourceType: source?.kind ?? null,
    sourceId: source?.id ?? null,
  };
}
