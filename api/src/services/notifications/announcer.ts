/**
 * Writes what a submission or a status change must send into the outbox, inside the caller's
 * transaction: the submission and its messages are stored together or not at all. The worker
 * (outbox-worker.ts) delivers them; `committed()` tells this process's worker to look at once.
 */
import { randomUUID } from 'node:crypto';
import { COMPANY } from '@northbeam/shared/brand/company';
import {
  NO_MAIL_SERVER,
  type EmailContent,
  type OutboxTopic,
  type SubmissionKind,
  type WebhookContent,
} from '@northbeam/shared/contract/notifications';
import type { DbOrTrx } from '../../db/connection';
import {
  listWebhooks,
  markAnnounced,
  subscribers,
  templateOverrides,
} from '../../db/notification-settings.queries';
import { insertOutbox, type NewOutboxMessage } from '../../db/outbox.queries';
import {
  ACK_TEMPLATE,
  DEFAULT_TEMPLATES,
  acknowledgement,
  placeholderValues,
  staffNotification,
  type Submission,
} from './emails';
import type { NotificationSettings } from './notification-settings';
import { statusChanged, submissionCreated, webhookBody, type EventData } from './webhook-events';

/** The id given to the WEBHOOK_URL endpoint in the outbox. */
export const ENVIRONMENT_ENDPOINT = 'environment';

export interface Announcer {
  /**
   * New submissions, in the transaction that stores them: the staff, the sender and the webhooks.
   * Submissions marked as spam (suspected or certain) are not announced.
   */
  submissions(
    trx: DbOrTrx,
    items: Array<Submission & { spam: boolean }>,
    /** The origin the request came to (links use PUBLIC_URL instead when it is set). */
    requestOrigin: string | undefined,
  ): Promise<void>;
  /** A status changed: the webhooks hear of it. */
  statusChanged(
    trx: DbOrTrx,
    item: Pick<Submission, 'kind' | 'id' | 'firstName' | 'lastName' | 'email'>,
    status: string,
    requestOrigin: string | undefined,
  ): Promise<void>;
  /** An event to one endpoint (the admin's "Send test event"); answers the message's id. */
  toEndpoint(
    trx: DbOrTrx,
    endpoint: WebhookTarget,
    event: EventData,
    topic: OutboxTopic,
  ): Promise<string>;
  /** After the transaction committed: deliver now rather than at the next poll. */
  committed(): void;
}

export interface WebhookTarget {
  id: string;
  url: string;
  format: WebhookContent['format'];
}

export function createAnnouncer(settings: NotificationSettings, wake: () => void): Announcer {
  const email = (
    topic: OutboxTopic,
    content: Omit<EmailContent, 'messageId' | 'from'>,
    source?: { kind: SubmissionKind; id: string },
  ): NewOutboxMessage => {
    const id = randomUUID();
    return {
      id,
      channel: 'email',
      topic,
      recipient: content.to,
      subject: content.subject,
      payload: { ...content, from: settings.mailFrom, messageId: settings.messageId(id) },
      state: settings.mailConfigured ? 'queued' : 'not-sent',
      lastError: settings.mailConfigured ? null : NO_MAIL_SERVER,
      maxAttempts: settings.outbox.maxAttempts,
      sourceType: source?.kind ?? null,
      sourceId: source?.id ?? null,
    };
  };

  const webhook = (
    target: WebhookTarget,
    event: EventData,
    topic: OutboxTopic,
    source?: { kind: SubmissionKind; id: string },
  ): NewOutboxMessage => {
    const id = randomUUID();
    return {
      id,
      channel: 'webhook',
      topic,
      recipient: target.url,
      subject: event.type,
      payload: {
        endpointId: target.id,
        url: target.url,
        format: target.format,
        event: event.type,
        webhookId: `msg_${id}`,
        body: webhookBody(event, target.format),
      },
      state: 'queued',
      maxAttempts: settings.outbox.maxAttempts,
      sourceType: source?.kind ?? null,
      sourceId: source?.id ?? null,
      endpointId: target.id,
    };
  };

  async function webhookTargets(trx: DbOrTrx): Promise<WebhookTarget[]> {
    const targets: WebhookTarget[] = (await listWebhooks(trx, true)).map((row) => ({
      id: row.id,
      url: row.url,
      format: row.format,
    }));
    if (settings.environmentWebhook) {
      targets.push({
        id: ENVIRONMENT_ENDPOINT,
        url: settings.environmentWebhook.url,
        format: 'standard',
      });
    }
    return targets;
  }

  return {
    async submissions(trx, items, requestOrigin) {
      const origin = settings.linkOrigin(requestOrigin);
      const announced = items.filter((item) => !item.spam);
      if (!announced.length) return;
      const [instant, templates, targets] = await Promise.all([
        subscribers(trx, 'instant'),
        templateOverrides(trx),
        webhookTargets(trx),
      ]);
      const messages: NewOutboxMessage[] = [];
      for (const item of announced) {
        const source = { kind: item.kind, id: item.id };
        const staff = new Map<string, string>();
        for (const address of settings.notifyEmails) staff.set(address.toLowerCase(), address);
        for (const s of instant)
          if (s.kind === item.kind) staff.set(s.email.toLowerCase(), s.email);
        const notice = staffNotification(item, origin);
        for (const to of staff.values()) {
          messages.push(
            email(
              'staff-notification',
              {
                to,
                ...notice,
                ...(item.kind === 'application' ? {} : { replyTo: item.email }),
              },
              source,
            ),
          );
        }
        const key = ACK_TEMPLATE[item.kind];
        const ack = acknowledgement(
          templates.get(key) ?? DEFAULT_TEMPLATES[key],
          placeholderValues(item),
        );
        messages.push(
          email(
            'acknowledgement',
            {
              to: item.email,
              replyTo: item.kind === 'application' ? COMPANY.careersEmail : COMPANY.email,
              ...ack,
            },
            source,
          ),
        );
        const event = submissionCreated(item, origin);
        for (const target of targets)
          messages.push(webhook(target, event, 'webhook-event', source));
      }
      await insertOutbox(trx, messages);
      for (const kind of new Set(announced.map((item) => item.kind))) {
        await markAnnounced(
          trx,
          kind,
          announced.filter((item) => item.kind === kind).map((item) => item.id),
        );
      }
    },

    async statusChanged(trx, item, status, requestOrigin) {
      const targets = await webhookTargets(trx);
      if (!targets.length) return;
      const event = statusChanged(item, status, settings.linkOrigin(requestOrigin));
      await insertOutbox(
        trx,
        targets.map((target) =>
          webhook(target, event, 'webhook-event', { kind: item.kind, id: item.id }),
        ),
      );
    },

    async toEndpoint(trx, endpoint, event, topic) {
      const message = webhook(endpoint, event, topic);
      await insertOutbox(trx, [message]);
      return message.id;
    },

    committed: wake,
  };
}
